-- Analytics events, consent records and the admin's Analytics tab
-- (docs/decisions/008-tracking-consent-and-analytics.md).
--
-- Two more beacons write here, as those of 20261121150000_tracking.sql do: /api/analytics-events (A/B
-- views and clicks, web vitals, load times, scroll and engagement milestones, the quiz funnel) and
-- /api/consent (each visitor's privacy choice, kept as proof of it). Visitors never touch the tables;
-- the service role writes through one SQL function each, counted against the same per-client rate limit
-- (private.take_tracking_quota). Only admins read, through RLS, and the Analytics tab reads aggregates
-- through the analytics_* functions at the end, which run as the caller so that RLS decides.

-- Clicks low on long pages -------------------------------------------------------------------------

-- A click's y is a page coordinate, and the home page is over 30,000 px tall on a phone: the first
-- bound (20,000) dropped clicks on its lower half. Bounded like a scroll position now.
alter table public.heatmap_clicks drop constraint heatmap_clicks_y_check;
alter table public.heatmap_clicks add constraint heatmap_clicks_y_check check (y between 0 and 1000000);

-- Events ------------------------------------------------------------------------------------------

-- True when params is one flat object of strings, numbers and booleans: nothing nested, no nulls.
-- Immutable so that a check constraint can use it.
create or replace function private.is_flat_event_params(params jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(params) = 'object'
    and not jsonb_path_exists(params, '$.* ? (@.type() == "object" || @.type() == "array" || @.type() == "null")');
$$;
revoke all on function private.is_flat_event_params(jsonb) from public, anon;
grant execute on function private.is_flat_event_params(jsonb) to authenticated, service_role;

create table public.analytics_events (
  id uuid primary key default gen_random_uuid(),
  received_at timestamptz not null default now(),
  name text not null check (name in (
    'ab_test_view', 'ab_test_conversion', 'core_web_vital', 'page_load_time', 'scroll_depth',
    'engagement_time', 'quiz_start', 'quiz_step', 'quiz_submit', 'booking_submit'
  )),
  page text not null check (char_length(page) between 1 and 500),
  -- The event's parameters as the site sent them (e.g. {"metric":"LCP","value":1840}); bounded by the
  -- function too, so this only stops what bypasses it.
  params jsonb not null default '{}'::jsonb
    check (private.is_flat_event_params(params) and octet_length(params::text) <= 2048),
  -- A random id the browser keeps for one visit (sessionStorage), not a person.
  session_id text not null check (char_length(session_id) between 1 and 64),
  ab_variant text check (ab_variant in ('A', 'B')),
  viewport_width integer not null check (viewport_width between 0 and 20000),
  device_class text not null check (device_class in ('mobile', 'tablet', 'desktop')),
  -- The browser's clock: when the event happened.
  client_timestamp timestamptz not null
);
comment on table public.analytics_events is
  'Analytics events (A/B test, web vitals, milestones, quiz funnel). Written by the analytics-events function; read by admins.';

create index analytics_events_name_received_at_idx on public.analytics_events (name, received_at desc);

alter table public.analytics_events enable row level security;

-- Consent -----------------------------------------------------------------------------------------

-- The proof of each privacy choice: each choice is recorded with its time, categories and wording
-- version (docs/product.md#consent). Stored whatever the choice, since a refusal needs proving as much as a yes.
create table public.consent_records (
  id uuid primary key default gen_random_uuid(),
  -- The server's clock when the choice arrived, not the browser's.
  decided_at timestamptz not null default now(),
  -- The one optional category: analytics (heatmaps, A/B test, web vitals). The rest is needed to work.
  analytics boolean not null,
  -- The wording version of the consent banner the visitor answered.
  version text not null check (char_length(version) between 1 and 40),
  source text not null check (source in ('banner', 'settings', 'gpc')),
  -- The same salted hash of IP and user agent the rate limit uses: ties choices of one browser together
  -- without storing the address.
  client_key text not null check (char_length(client_key) between 1 and 128),
  session_id text not null check (char_length(session_id) between 1 and 64),
  -- 'Chrome', 'Safari', ...: enough to explain a record, too little to single anyone out.
  user_agent_family text check (user_agent_family ~ '^[A-Za-z][A-Za-z ]{0,31}$'),
  -- Global Privacy Control is always a refusal.
  constraint consent_records_gpc_refuses check (source <> 'gpc' or not analytics)
);
comment on table public.consent_records is
  'Each visitor''s privacy choice with its time, wording version and source. Written by the consent function; read by admins.';

create index consent_records_decided_at_idx on public.consent_records (decided_at desc);

alter table public.consent_records enable row level security;

-- Who reads --------------------------------------------------------------------------------------

-- As for the tracking tables: anon gets nothing, signed-in users may select and the policies show
-- rows to admins only; nobody writes through the API.
revoke all on table public.analytics_events, public.consent_records from anon, authenticated;
grant select on table public.analytics_events, public.consent_records to authenticated;

create policy "Admins read analytics events"
  on public.analytics_events for select
  to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

create policy "Admins read consent records"
  on public.consent_records for select
  to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

-- Writers (service role only) ----------------------------------------------------------------------

-- Same shape as the tracking writers: the hashed client key, the function's clock, the limit, and the
-- validated batch as a JSON array of rows named like the table's columns. Returns {stored, retry_after_seconds}.

create or replace function public.record_analytics_events(
  client_key text,
  requested_at timestamptz,
  max_requests integer,
  window_seconds integer,
  records jsonb
)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _retry_after integer;
  _stored integer;
begin
  if jsonb_typeof(records) is distinct from 'array' then
    raise exception 'records must be a JSON array' using errcode = '22023';
  end if;
  _retry_after := private.take_tracking_quota('analytics-events', client_key, requested_at, max_requests, window_seconds);
  if _retry_after > 0 then
    return jsonb_build_object('stored', 0, 'retry_after_seconds', _retry_after);
  end if;

  insert into public.analytics_events (name, page, params, session_id, ab_variant, viewport_width, device_class, client_timestamp)
  select r.name, r.page, coalesce(r.params, '{}'::jsonb), r.session_id, r.ab_variant, r.viewport_width, r.device_class, r.client_timestamp
  from jsonb_to_recordset(records) as r (
    name text, page text, params jsonb, session_id text, ab_variant text, viewport_width integer, device_class text,
    client_timestamp timestamptz
  );
  get diagnostics _stored = row_count;
  return jsonb_build_object('stored', _stored, 'retry_after_seconds', 0);
end;
$$;
revoke all on function public.record_analytics_events(text, timestamptz, integer, integer, jsonb) from public, anon, authenticated;
grant execute on function public.record_analytics_events(text, timestamptz, integer, integer, jsonb) to service_role;

-- The client key goes into the record too (see consent_records.client_key); decided_at is requested_at.
create or replace function public.record_consent(
  client_key text,
  requested_at timestamptz,
  max_requests integer,
  window_seconds integer,
  records jsonb
)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _retry_after integer;
  _stored integer;
begin
  if jsonb_typeof(records) is distinct from 'array' then
    raise exception 'records must be a JSON array' using errcode = '22023';
  end if;
  _retry_after := private.take_tracking_quota('consent', client_key, requested_at, max_requests, window_seconds);
  if _retry_after > 0 then
    return jsonb_build_object('stored', 0, 'retry_after_seconds', _retry_after);
  end if;

  insert into public.consent_records (decided_at, analytics, version, source, client_key, session_id, user_agent_family)
  select requested_at, r.analytics, r.version, r.source, record_consent.client_key, r.session_id, r.user_agent_family
  from jsonb_to_recordset(records) as r (analytics boolean, version text, source text, session_id text, user_agent_family text);
  get diagnostics _stored = row_count;
  return jsonb_build_object('stored', _stored, 'retry_after_seconds', 0);
end;
$$;
revoke all on function public.record_consent(text, timestamptz, integer, integer, jsonb) from public, anon, authenticated;
grant execute on function public.record_consent(text, timestamptz, integer, integer, jsonb) to service_role;

-- The Analytics tab's reads --------------------------------------------------------------------------

-- Each takes `days`, the window ending now (1 to 366, 30 when null), and runs as the caller: RLS on the
-- tables behind it shows rows to admins only, so for anyone else every function returns no row.
-- Windows count from received_at (the server's clock) for beacons and created_at for leads.

create or replace function private.analytics_since(days integer)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select now() - make_interval(days => greatest(1, least(coalesce(days, 30), 366)));
$$;
revoke all on function private.analytics_since(integer) from public, anon;
grant execute on function private.analytics_since(integer) to authenticated, service_role;

-- Leads per day (in Los Angeles, where the agency works) by channel (utm_source, else 'direct') and by
-- the form that captured them. Spam is left out.
create or replace function public.analytics_leads_per_day(days integer default 30)
returns table (day date, channel text, form text, leads integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    (l.created_at at time zone 'America/Los_Angeles')::date as day,
    coalesce(nullif(lower(trim(l.attribution ->> 'utm_source')), ''), 'direct') as channel,
    l.source as form,
    count(*)::integer as leads
  from public.leads as l
  where not l.is_spam
    and l.created_at >= private.analytics_since(analytics_leads_per_day.days)
  group by 1, 2, 3
  order by 1, 2, 3;
$$;

-- Distinct sessions at each stage of each quiz: start (0), question steps 1 to 5, submit (6), and a
-- booking (7) by a session that started that quiz. Stages nobody reached have no row.
create or replace function public.analytics_funnel(days integer default 30)
returns table (quiz text, step_order integer, step text, sessions integer)
language sql
stable
security invoker
set search_path = ''
as $$
  with recent as (
    select e.name, e.session_id, e.params
    from public.analytics_events as e
    where e.name in ('quiz_start', 'quiz_step', 'quiz_submit', 'booking_submit')
      and e.received_at >= private.analytics_since(analytics_funnel.days)
  ),
  quiz_stages as (
    select
      r.params ->> 'quiz' as quiz,
      r.session_id,
      case r.name
        when 'quiz_start' then 0
        when 'quiz_submit' then 6
        -- params.step is a number 1 to 5; anything else is not a stage of the funnel.
        else case when r.params ->> 'step' ~ '^[1-5]$' then (r.params ->> 'step')::integer end
      end as step_order
    from recent as r
    where r.name <> 'booking_submit' and r.params ->> 'quiz' in ('aspirer', 'owner')
  ),
  bookings as (
    select distinct s.quiz, s.session_id, 7 as step_order
    from quiz_stages as s
    join recent as r on r.session_id = s.session_id and r.name = 'booking_submit'
    where s.step_order = 0
  ),
  stages as (
    select s.quiz, s.session_id, s.step_order from quiz_stages as s where s.step_order is not null
    union
    select b.quiz, b.session_id, b.step_order from bookings as b
  )
  select
    s.quiz,
    s.step_order,
    case s.step_order when 0 then 'start' when 6 then 'submit' when 7 then 'booking' else 'step ' || s.step_order end as step,
    count(distinct s.session_id)::integer as sessions
  from stages as s
  group by s.quiz, s.step_order
  order by s.quiz, s.step_order;
$$;

-- The hero CTA test per variant: views (ab_test_view events), CTA clicks (ab_test_conversion events)
-- and leads whose attribution carries the variant. The event's own params.variant wins over the batch's.
create or replace function public.analytics_ab_results(days integer default 30)
returns table (variant text, views integer, cta_clicks integer, leads integer)
language sql
stable
security invoker
set search_path = ''
as $$
  with events as (
    select
      coalesce(e.params ->> 'variant', e.ab_variant) as variant,
      count(*) filter (where e.name = 'ab_test_view') as views,
      count(*) filter (where e.name = 'ab_test_conversion') as cta_clicks
    from public.analytics_events as e
    where e.name in ('ab_test_view', 'ab_test_conversion')
      and e.received_at >= private.analytics_since(analytics_ab_results.days)
    group by 1
  ),
  lead_counts as (
    select l.attribution ->> 'ab_variant' as variant, count(*) as leads
    from public.leads as l
    where not l.is_spam
      and l.created_at >= private.analytics_since(analytics_ab_results.days)
    group by 1
  )
  select
    coalesce(e.variant, l.variant) as variant,
    coalesce(e.views, 0)::integer as views,
    coalesce(e.cta_clicks, 0)::integer as cta_clicks,
    coalesce(l.leads, 0)::integer as leads
  from events as e
  full join lead_counts as l on l.variant = e.variant
  where coalesce(e.variant, l.variant) in ('A', 'B')
  order by 1;
$$;

-- Clicks on one page, in 10 px cells (close enough for a heatmap, and far fewer rows), with the
-- viewport width they were made in so the tab can scale them; densest first. variant or device null: all.
create or replace function public.analytics_click_points(
  page text,
  variant text default null,
  device text default null,
  days integer default 30
)
returns table (x integer, y integer, viewport_width integer, clicks integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    (round(c.x / 10.0) * 10)::integer as x,
    (round(c.y / 10.0) * 10)::integer as y,
    c.viewport_width,
    count(*)::integer as clicks
  from public.heatmap_clicks as c
  where c.page_path = analytics_click_points.page
    and (analytics_click_points.variant is null or c.ab_variant = analytics_click_points.variant)
    and (analytics_click_points.device is null or c.device_class = analytics_click_points.device)
    and c.received_at >= private.analytics_since(analytics_click_points.days)
  group by 1, 2, 3
  order by clicks desc, x, y;
$$;

-- The pages with heatmap data, busiest first.
create or replace function public.analytics_pages(days integer default 30)
returns table (page text, clicks integer, scroll_samples integer)
language sql
stable
security invoker
set search_path = ''
as $$
  with clicks as (
    select c.page_path, count(*) as clicks
    from public.heatmap_clicks as c
    where c.received_at >= private.analytics_since(analytics_pages.days)
    group by 1
  ),
  scrolls as (
    select s.page_path, count(*) as samples
    from public.heatmap_scroll_samples as s
    where s.received_at >= private.analytics_since(analytics_pages.days)
    group by 1
  )
  select
    coalesce(c.page_path, s.page_path) as page,
    coalesce(c.clicks, 0)::integer as clicks,
    coalesce(s.samples, 0)::integer as scroll_samples
  from clicks as c
  full join scrolls as s on s.page_path = c.page_path
  order by coalesce(c.clicks, 0) + coalesce(s.samples, 0) desc, 1;
$$;

-- Per page and depth 10, 20 … 100 %: the sessions whose deepest sample showed at least that much of
-- the document (the bottom of the viewport over the document's height).
create or replace function public.analytics_scroll_depth(days integer default 30)
returns table (page text, depth integer, sessions integer)
language sql
stable
security invoker
set search_path = ''
as $$
  with deepest as (
    select
      s.page_path,
      s.session_id,
      max(least(100, 100.0 * (s.scroll_y + s.viewport_height) / s.document_height)) as percent
    from public.heatmap_scroll_samples as s
    where s.document_height > 0
      and s.received_at >= private.analytics_since(analytics_scroll_depth.days)
    group by 1, 2
  )
  select
    d.page_path as page,
    depth.value as depth,
    (count(*) filter (where d.percent >= depth.value))::integer as sessions
  from deepest as d
  cross join generate_series(10, 100, 10) as depth (value)
  group by d.page_path, depth.value
  order by 1, 2;
$$;

-- The 75th percentile (percentile_cont, as Google reports Core Web Vitals) of LCP, INP, CLS and FID
-- per route the document was loaded on (params.page, else the event's page), and of page_load_time.
create or replace function public.analytics_web_vitals(days integer default 30)
returns table (page text, metric text, p75 numeric, samples integer)
language sql
stable
security invoker
set search_path = ''
as $$
  with measured as (
    select
      coalesce(e.params ->> 'page', e.page) as page,
      case when e.name = 'page_load_time' then 'page_load_time' else e.params ->> 'metric' end as metric,
      (e.params ->> 'value')::double precision as value
    from public.analytics_events as e
    where e.name in ('core_web_vital', 'page_load_time')
      and jsonb_typeof(e.params -> 'value') = 'number'
      and e.received_at >= private.analytics_since(analytics_web_vitals.days)
  )
  select
    m.page,
    m.metric,
    round((percentile_cont(0.75) within group (order by m.value))::numeric, 4) as p75,
    count(*)::integer as samples
  from measured as m
  where m.metric in ('LCP', 'INP', 'CLS', 'FID', 'page_load_time')
  group by m.page, m.metric
  order by 1, 2;
$$;

revoke all on function
  public.analytics_leads_per_day(integer),
  public.analytics_funnel(integer),
  public.analytics_ab_results(integer),
  public.analytics_click_points(text, text, text, integer),
  public.analytics_pages(integer),
  public.analytics_scroll_depth(integer),
  public.analytics_web_vitals(integer)
from public, anon;
grant execute on function
  public.analytics_leads_per_day(integer),
  public.analytics_funnel(integer),
  public.analytics_ab_results(integer),
  public.analytics_click_points(text, text, text, integer),
  public.analytics_pages(integer),
  public.analytics_scroll_depth(integer),
  public.analytics_web_vitals(integer)
to authenticated;
