-- The Analytics tab at a year of tracking (docs/architecture.md, "The admin at scale").
--
-- The tab's functions aggregated raw rows on every request: a year of beacons is some 12 million rows,
-- and 90 days took seconds per panel. And their results obeyed PostgREST's max_rows (1,000): leads per
-- day by channel and form ran past it over 30 days, and the heatmap listed the top 1,000 cells of tens
-- of thousands, its click total counting only those. Now:
-- - Daily rollups (one table per panel, in private) hold each finished day, a day being the agency's
--   (Los Angeles) calendar day. private.refresh_analytics_rollups() adds the days finished since it last
--   ran; pg_cron runs it on hosted Supabase and the local backend on a timer (supabase/README.md).
-- - Each function reads the rolled-up whole days of its window and the raw rows of the rest: the part
--   of the window's first day after its start, and whatever the job has not rolled up yet (today at
--   least). Staff see the same numbers before and after the job runs; tests/backend/analytics-rollups
--   compares the two.
-- - What is counted in sessions (the funnel, scroll depth) is counted per day: a visit is one session
--   on one day, and one that runs past midnight counts on both days.
-- - Every function returns what its chart draws, well under max_rows: leads per day as one row a day,
--   the heatmap as one row holding its cells and its total.

-- Days ---------------------------------------------------------------------------------------------

-- The agency's calendar day of a moment, and the moment a day starts.
-- These and the other per-row helpers below are immutable SQL without `set search_path`, so that
-- PostgreSQL inlines them into the queries that call them for every row (a function with a SET clause
-- is called, not inlined: some 8 µs a row); they name nothing but pg_catalog's built-ins.
create or replace function private.agency_day(at timestamptz)
returns date
language sql
immutable
as $$
  select (at at time zone 'America/Los_Angeles')::date;
$$;

create or replace function private.agency_day_start(day date)
returns timestamptz
language sql
immutable
as $$
  select day::timestamp at time zone 'America/Los_Angeles';
$$;

revoke all on function private.agency_day(timestamptz), private.agency_day_start(date) from public, anon;
grant execute on function private.agency_day(timestamptz), private.agency_day_start(date) to authenticated, service_role;

-- The last day the rollups hold; null until the job first runs.
create table private.analytics_rollup_state (
  singleton boolean primary key default true check (singleton),
  rolled_through date
);
insert into private.analytics_rollup_state (rolled_through) values (null);
alter table private.analytics_rollup_state enable row level security;
revoke all on table private.analytics_rollup_state from public, anon, authenticated, service_role;
grant select on table private.analytics_rollup_state to authenticated;
create policy "Admins read the rollup state"
  on private.analytics_rollup_state for select
  to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

-- How a window (now() - days … now()) splits: whole days from the rollups (first_day … last_day, none
-- when first_day > last_day), and raw rows in [since, raw_before) and [raw_after, now()).
create or replace function private.analytics_window(days integer)
returns table (since timestamptz, first_day date, last_day date, raw_before timestamptz, raw_after timestamptz)
language sql
stable
set search_path = ''
as $$
  with bounds as (
    select
      w.since,
      private.agency_day(w.since) + 1 as first_day,
      -- Never today: a day is rolled up once it is over (least() would skip a null, hence the case).
      (select case when s.rolled_through is not null then least(s.rolled_through, private.agency_day(now()) - 1) end
       from private.analytics_rollup_state as s) as last_day
    from (select private.analytics_since(days) as since) as w
  )
  select
    b.since,
    b.first_day,
    b.last_day,
    case when b.last_day >= b.first_day then private.agency_day_start(b.first_day) else b.since end,
    case when b.last_day >= b.first_day then private.agency_day_start(b.last_day + 1) else b.since end
  from bounds as b;
$$;
revoke all on function private.analytics_window(integer) from public, anon;
grant execute on function private.analytics_window(integer) to authenticated, service_role;

-- The raw rows a window still reads, as two half-open ranges of time (either may be empty).
create or replace function private.analytics_raw_ranges(days integer)
returns table (range_start timestamptz, range_end timestamptz)
language sql
stable
rows 2
set search_path = ''
as $$
  select w.since, w.raw_before from private.analytics_window(days) as w
  union all
  select w.raw_after, 'infinity'::timestamptz from private.analytics_window(days) as w;
$$;
revoke all on function private.analytics_raw_ranges(integer) from public, anon;
grant execute on function private.analytics_raw_ranges(integer) to authenticated, service_role;

-- What is counted, one function per measure, shared by the rollups and the raw reads ---------------------

-- A click's place: x in thousandths of the viewport's width (steps of 5), y in page pixels (steps of 10).
create or replace function private.click_x_permille(x integer, viewport_width integer)
returns smallint
language sql
immutable
as $$
  select least(1000, round(1000.0 * x / viewport_width / 5) * 5)::smallint;
$$;

create or replace function private.click_y(y integer)
returns integer
language sql
immutable
as $$
  select (round(y / 10.0) * 10)::integer;
$$;

-- How far down a scroll sample saw, in percent of the document (0 … 100).
create or replace function private.scroll_percent(scroll_y integer, viewport_height integer, document_height integer)
returns numeric
language sql
immutable
as $$
  select least(100, 100.0 * (scroll_y + viewport_height) / document_height);
$$;

-- A quiz event's stage: start 0, question steps 1 to 5, submit 6; null for anything else.
create or replace function private.quiz_stage(name text, params jsonb)
returns integer
language sql
immutable
as $$
  select case
    when params ->> 'quiz' not in ('aspirer', 'owner') then null
    when name = 'quiz_start' then 0
    when name = 'quiz_submit' then 6
    when name = 'quiz_step' and params ->> 'step' ~ '^[1-5]$' then (params ->> 'step')::integer
  end;
$$;

revoke all on function
  private.click_x_permille(integer, integer), private.click_y(integer),
  private.scroll_percent(integer, integer, integer), private.quiz_stage(text, jsonb)
from public, anon;
grant execute on function
  private.click_x_permille(integer, integer), private.click_y(integer),
  private.scroll_percent(integer, integer, integer), private.quiz_stage(text, jsonb)
to authenticated, service_role;

-- Raw reads by time: the job and the raw part of each window range over received_at --------------------

create index heatmap_clicks_received_at_idx on public.heatmap_clicks (received_at);
create index heatmap_scroll_samples_received_at_idx on public.heatmap_scroll_samples (received_at);
create index analytics_events_received_at_idx on public.analytics_events (received_at);

-- The rollups ----------------------------------------------------------------------------------------

create table private.analytics_daily_clicks (
  day date not null,
  page_path text not null,
  device_class text not null,
  ab_variant text,
  x_permille smallint not null,
  y integer not null,
  clicks integer not null
);
create index analytics_daily_clicks_page_idx on private.analytics_daily_clicks (page_path, day)
  include (device_class, ab_variant, x_permille, y, clicks);
create index analytics_daily_clicks_day_idx on private.analytics_daily_clicks (day);

create table private.analytics_daily_pages (
  day date not null,
  page_path text not null,
  clicks integer not null,
  scroll_samples integer not null,
  primary key (day, page_path)
);

-- Per page and depth 10 … 100: the sessions whose deepest sample that day showed at least that much.
create table private.analytics_daily_scroll_depth (
  day date not null,
  page_path text not null,
  depth integer not null,
  sessions integer not null,
  primary key (day, page_path, depth)
);

-- Per quiz and stage (7: a booking by a session that started the quiz that day or the day before).
create table private.analytics_daily_funnel (
  day date not null,
  quiz text not null,
  step_order integer not null,
  sessions integer not null,
  primary key (day, quiz, step_order)
);

create table private.analytics_daily_ab (
  day date not null,
  variant text not null,
  views integer not null,
  cta_clicks integer not null,
  primary key (day, variant)
);

-- Every measured value of the day, so that the 75th percentile over any window stays exact.
create table private.analytics_daily_vitals (
  day date not null,
  page text not null,
  metric text not null,
  vals double precision[] not null,
  primary key (day, page, metric)
);

alter table private.analytics_daily_clicks enable row level security;
alter table private.analytics_daily_pages enable row level security;
alter table private.analytics_daily_scroll_depth enable row level security;
alter table private.analytics_daily_funnel enable row level security;
alter table private.analytics_daily_ab enable row level security;
alter table private.analytics_daily_vitals enable row level security;

revoke all on table
  private.analytics_daily_clicks, private.analytics_daily_pages, private.analytics_daily_scroll_depth,
  private.analytics_daily_funnel, private.analytics_daily_ab, private.analytics_daily_vitals
from public, anon, authenticated, service_role;
-- The Analytics functions run as their caller: admins read the rollups through them, as the raw tables.
grant select on table
  private.analytics_daily_clicks, private.analytics_daily_pages, private.analytics_daily_scroll_depth,
  private.analytics_daily_funnel, private.analytics_daily_ab, private.analytics_daily_vitals
to authenticated;

create policy "Admins read daily clicks" on private.analytics_daily_clicks for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));
create policy "Admins read daily pages" on private.analytics_daily_pages for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));
create policy "Admins read daily scroll depth" on private.analytics_daily_scroll_depth for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));
create policy "Admins read the daily funnel" on private.analytics_daily_funnel for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));
create policy "Admins read daily A/B counts" on private.analytics_daily_ab for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));
create policy "Admins read daily web vitals" on private.analytics_daily_vitals for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

-- Per-day measures over raw rows in [range_start, range_end) ---------------------------------------------
-- Each is the one definition of its measure: the job stores what it returns for whole days, and the
-- Analytics functions call it for the raw parts of a window. Security invoker: under RLS a caller who is
-- not an admin gets nothing; the job runs as the owner.

create or replace function private.clicks_per_day(range_start timestamptz, range_end timestamptz, only_page text default null)
returns table (day date, page_path text, device_class text, ab_variant text, x_permille smallint, y integer, clicks integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select private.agency_day(c.received_at), c.page_path, c.device_class, c.ab_variant,
    private.click_x_permille(c.x, c.viewport_width), private.click_y(c.y), count(*)::integer
  from public.heatmap_clicks as c
  where c.received_at >= range_start and c.received_at < range_end
    and c.viewport_width > 0
    and (only_page is null or c.page_path = only_page)
  group by 1, 2, 3, 4, 5, 6;
$$;

create or replace function private.pages_per_day(range_start timestamptz, range_end timestamptz)
returns table (day date, page_path text, clicks integer, scroll_samples integer)
language sql
stable
security invoker
set search_path = ''
as $$
  with counted as (
    select private.agency_day(c.received_at) as day, c.page_path, 1 as clicks, 0 as scroll_samples
    from public.heatmap_clicks as c
    where c.received_at >= range_start and c.received_at < range_end
    union all
    select private.agency_day(s.received_at), s.page_path, 0, 1
    from public.heatmap_scroll_samples as s
    where s.received_at >= range_start and s.received_at < range_end
  )
  select c.day, c.page_path, sum(c.clicks)::integer, sum(c.scroll_samples)::integer
  from counted as c
  group by 1, 2;
$$;

create or replace function private.scroll_depth_per_day(range_start timestamptz, range_end timestamptz)
returns table (day date, page_path text, depth integer, sessions integer)
language sql
stable
security invoker
set search_path = ''
as $$
  with deepest as (
    select private.agency_day(s.received_at) as day, s.page_path, s.session_id,
      max(private.scroll_percent(s.scroll_y, s.viewport_height, s.document_height)) as percent
    from public.heatmap_scroll_samples as s
    where s.received_at >= range_start and s.received_at < range_end and s.document_height > 0
    group by 1, 2, 3
  )
  select d.day, d.page_path, depth.value, (count(*) filter (where d.percent >= depth.value))::integer
  from deepest as d
  cross join generate_series(10, 100, 10) as depth (value)
  group by 1, 2, 3;
$$;

create or replace function private.funnel_per_day(range_start timestamptz, range_end timestamptz)
returns table (day date, quiz text, step_order integer, sessions integer)
language sql
stable
security invoker
set search_path = ''
as $$
  with stages as (
    select distinct private.agency_day(e.received_at) as day, e.params ->> 'quiz' as quiz, e.session_id,
      private.quiz_stage(e.name, e.params) as step_order
    from public.analytics_events as e
    where e.name in ('quiz_start', 'quiz_step', 'quiz_submit')
      and e.received_at >= range_start and e.received_at < range_end
      and private.quiz_stage(e.name, e.params) is not null
  ),
  bookings as (
    -- The quiz a booking's session started, that day or the day before (a visit may pass midnight).
    select distinct private.agency_day(b.received_at) as day, s.params ->> 'quiz' as quiz, b.session_id, 7 as step_order
    from public.analytics_events as b
    join public.analytics_events as s
      on s.session_id = b.session_id
      and s.name = 'quiz_start'
      and s.params ->> 'quiz' in ('aspirer', 'owner')
      and s.received_at >= private.agency_day_start(private.agency_day(b.received_at) - 1)
      and s.received_at <= b.received_at
      -- The same bound over the whole range, so that the start events are read by time, not all of them.
      and s.received_at >= private.agency_day_start(private.agency_day(range_start) - 1)
      and s.received_at < range_end
    where b.name = 'booking_submit'
      and b.received_at >= range_start and b.received_at < range_end
  )
  select st.day, st.quiz, st.step_order, count(*)::integer
  from (select * from stages union all select * from bookings) as st
  group by 1, 2, 3;
$$;

create or replace function private.ab_per_day(range_start timestamptz, range_end timestamptz)
returns table (day date, variant text, views integer, cta_clicks integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select private.agency_day(e.received_at), coalesce(e.params ->> 'variant', e.ab_variant),
    (count(*) filter (where e.name = 'ab_test_view'))::integer,
    (count(*) filter (where e.name = 'ab_test_conversion'))::integer
  from public.analytics_events as e
  where e.name in ('ab_test_view', 'ab_test_conversion')
    and e.received_at >= range_start and e.received_at < range_end
    and coalesce(e.params ->> 'variant', e.ab_variant) in ('A', 'B')
  group by 1, 2;
$$;

-- LCP, INP, CLS and FID per route the document was loaded on (params.page, else the event's page), and
-- page_load_time.
create or replace function private.vitals_per_day(range_start timestamptz, range_end timestamptz)
returns table (day date, page text, metric text, vals double precision[])
language sql
stable
security invoker
set search_path = ''
as $$
  with measured as (
    select
      private.agency_day(e.received_at) as day,
      coalesce(e.params ->> 'page', e.page) as page,
      case when e.name = 'page_load_time' then 'page_load_time' else e.params ->> 'metric' end as metric,
      (e.params ->> 'value')::double precision as value
    from public.analytics_events as e
    where e.name in ('core_web_vital', 'page_load_time')
      and jsonb_typeof(e.params -> 'value') = 'number'
      and e.received_at >= range_start and e.received_at < range_end
  )
  select m.day, m.page, m.metric, array_agg(m.value order by m.value)
  from measured as m
  where m.metric in ('LCP', 'INP', 'CLS', 'FID', 'page_load_time')
  group by 1, 2, 3;
$$;

revoke all on function
  private.clicks_per_day(timestamptz, timestamptz, text),
  private.pages_per_day(timestamptz, timestamptz),
  private.scroll_depth_per_day(timestamptz, timestamptz),
  private.funnel_per_day(timestamptz, timestamptz),
  private.ab_per_day(timestamptz, timestamptz),
  private.vitals_per_day(timestamptz, timestamptz)
from public, anon;
grant execute on function
  private.clicks_per_day(timestamptz, timestamptz, text),
  private.pages_per_day(timestamptz, timestamptz),
  private.scroll_depth_per_day(timestamptz, timestamptz),
  private.funnel_per_day(timestamptz, timestamptz),
  private.ab_per_day(timestamptz, timestamptz),
  private.vitals_per_day(timestamptz, timestamptz)
to authenticated, service_role;

-- The job ----------------------------------------------------------------------------------------------

-- Rolls up every finished day since the last run (from the oldest raw row the first time), in one
-- transaction: a day is in every rollup or in none. Safe to run at any time and as often as wanted; two
-- runs at once take turns. Returns the days it added.
create or replace function private.refresh_analytics_rollups()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  _through date := private.agency_day(now()) - 1;
  _from date;
  _start timestamptz;
  _end timestamptz;
begin
  perform pg_advisory_xact_lock(hashtext('private.refresh_analytics_rollups'));
  select s.rolled_through + 1 into _from from private.analytics_rollup_state as s;
  if _from is null then
    select private.agency_day(least(
      (select min(c.received_at) from public.heatmap_clicks as c),
      (select min(s.received_at) from public.heatmap_scroll_samples as s),
      (select min(e.received_at) from public.analytics_events as e)
    )) into _from;
  end if;
  if _from is null or _from > _through then
    update private.analytics_rollup_state set rolled_through = _through;
    return 0;
  end if;
  _start := private.agency_day_start(_from);
  _end := private.agency_day_start(_through + 1);

  delete from private.analytics_daily_clicks where day between _from and _through;
  delete from private.analytics_daily_pages where day between _from and _through;
  delete from private.analytics_daily_scroll_depth where day between _from and _through;
  delete from private.analytics_daily_funnel where day between _from and _through;
  delete from private.analytics_daily_ab where day between _from and _through;
  delete from private.analytics_daily_vitals where day between _from and _through;

  insert into private.analytics_daily_clicks select * from private.clicks_per_day(_start, _end);
  insert into private.analytics_daily_pages select * from private.pages_per_day(_start, _end);
  insert into private.analytics_daily_scroll_depth select * from private.scroll_depth_per_day(_start, _end);
  insert into private.analytics_daily_funnel select * from private.funnel_per_day(_start, _end);
  insert into private.analytics_daily_ab select * from private.ab_per_day(_start, _end);
  insert into private.analytics_daily_vitals select * from private.vitals_per_day(_start, _end);

  update private.analytics_rollup_state set rolled_through = _through;
  return _through - _from + 1;
end;
$$;
comment on function private.refresh_analytics_rollups() is
  'Rolls the tracking tables up into private.analytics_daily_* for every finished (Los Angeles) day since the last run. Scheduled hourly.';
revoke all on function private.refresh_analytics_rollups() from public, anon, authenticated, service_role;
-- Nobody but its owner: pg_cron and the local backend run it as the database's owner.

-- The Analytics tab's reads ----------------------------------------------------------------------------
-- As before: `days` is the window ending now (1 to 366, 30 when null); security invoker, so RLS shows
-- rows to admins only and anyone else gets none.

-- One row a day (Los Angeles) with leads, leads by channel (utm_source, else 'direct') and by form.
-- Leads are few enough per day to count from the table itself. Spam is left out.
drop function public.analytics_leads_per_day(integer);
create function public.analytics_leads_per_day(days integer default 30)
returns table (day date, leads integer, channels jsonb, forms jsonb)
language sql
stable
security invoker
set search_path = ''
as $$
  with counted as (
    select
      private.agency_day(l.created_at) as day,
      coalesce(nullif(lower(trim(l.attribution ->> 'utm_source')), ''), 'direct') as channel,
      l.source as form
    from public.leads as l
    where not l.is_spam
      and l.created_at >= private.analytics_since(analytics_leads_per_day.days)
  ),
  by_channel as (
    select n.day, jsonb_object_agg(n.channel, n.leads) as channels
    from (select c.day, c.channel, count(*) as leads from counted as c group by 1, 2) as n
    group by 1
  ),
  by_form as (
    select n.day, jsonb_object_agg(n.form, n.leads) as forms
    from (select c.day, c.form, count(*) as leads from counted as c group by 1, 2) as n
    group by 1
  )
  select d.day, d.leads, ch.channels, fo.forms
  from (select c.day, count(*)::integer as leads from counted as c group by 1) as d
  join by_channel as ch on ch.day = d.day
  join by_form as fo on fo.day = d.day
  order by d.day;
$$;

create or replace function public.analytics_funnel(days integer default 30)
returns table (quiz text, step_order integer, step text, sessions integer)
language sql
stable
security invoker
set search_path = ''
as $$
  with per_day as (
    select f.quiz, f.step_order, f.sessions
    from private.analytics_daily_funnel as f
    where f.day >= (select w.first_day from private.analytics_window(analytics_funnel.days) as w)
      and f.day <= (select w.last_day from private.analytics_window(analytics_funnel.days) as w)
    union all
    select f.quiz, f.step_order, f.sessions
    from private.analytics_raw_ranges(analytics_funnel.days) as r,
      lateral private.funnel_per_day(r.range_start, r.range_end) as f
  )
  select
    p.quiz,
    p.step_order,
    case p.step_order when 0 then 'start' when 6 then 'submit' when 7 then 'booking' else 'step ' || p.step_order end,
    sum(p.sessions)::integer
  from per_day as p
  group by p.quiz, p.step_order
  order by p.quiz, p.step_order;
$$;

-- The hero CTA test per variant: views, CTA clicks, and leads whose attribution carries the variant.
create or replace function public.analytics_ab_results(days integer default 30)
returns table (variant text, views integer, cta_clicks integer, leads integer)
language sql
stable
security invoker
set search_path = ''
as $$
  with per_day as (
    select a.variant, a.views, a.cta_clicks
    from private.analytics_daily_ab as a
    where a.day >= (select w.first_day from private.analytics_window(analytics_ab_results.days) as w)
      and a.day <= (select w.last_day from private.analytics_window(analytics_ab_results.days) as w)
    union all
    select a.variant, a.views, a.cta_clicks
    from private.analytics_raw_ranges(analytics_ab_results.days) as r,
      lateral private.ab_per_day(r.range_start, r.range_end) as a
  ),
  events as (
    select p.variant, sum(p.views) as views, sum(p.cta_clicks) as cta_clicks from per_day as p group by 1
  ),
  lead_counts as (
    select l.attribution ->> 'ab_variant' as variant, count(*) as leads
    from public.leads as l
    where not l.is_spam
      and l.created_at >= private.analytics_since(analytics_ab_results.days)
    group by 1
  )
  select
    coalesce(e.variant, l.variant),
    coalesce(e.views, 0)::integer,
    coalesce(e.cta_clicks, 0)::integer,
    coalesce(l.leads, 0)::integer
  from events as e
  full join lead_counts as l on l.variant = e.variant
  where coalesce(e.variant, l.variant) in ('A', 'B')
  order by 1;
$$;

-- The heatmap of one page as it is drawn: the page cut into `columns` equal columns across and rows of
-- `row_height` page pixels, with the clicks in each cell (cells without clicks left out) and the total.
-- One row, whatever the number of cells, or none when there is no click. variant or device null: all.
drop function public.analytics_click_points(text, text, text, integer);
create function public.analytics_click_map(
  page text,
  variant text default null,
  device text default null,
  days integer default 30,
  columns integer default 36,
  row_height integer default 36
)
returns table (total_clicks bigint, cells jsonb)
language sql
stable
security invoker
set search_path = ''
as $$
  with per_day as (
    select c.x_permille, c.y, c.clicks, c.ab_variant, c.device_class
    from private.analytics_daily_clicks as c
    where c.page_path = analytics_click_map.page
      and c.day >= (select w.first_day from private.analytics_window(analytics_click_map.days) as w)
      and c.day <= (select w.last_day from private.analytics_window(analytics_click_map.days) as w)
    union all
    select c.x_permille, c.y, c.clicks, c.ab_variant, c.device_class
    from private.analytics_raw_ranges(analytics_click_map.days) as r,
      lateral private.clicks_per_day(r.range_start, r.range_end, analytics_click_map.page) as c
  ),
  grid as (
    select greatest(1, least(coalesce(analytics_click_map.columns, 36), 200)) as columns,
      greatest(1, least(coalesce(analytics_click_map.row_height, 36), 1000)) as row_height
  ),
  cells as (
    select least(g.columns - 1, p.x_permille * g.columns / 1000) as col, p.y / g.row_height as row, sum(p.clicks) as clicks
    from per_day as p, grid as g
    where (analytics_click_map.variant is null or p.ab_variant = analytics_click_map.variant)
      and (analytics_click_map.device is null or p.device_class = analytics_click_map.device)
    group by 1, 2
  )
  select
    sum(c.clicks)::bigint,
    jsonb_agg(jsonb_build_array(c.col, c.row, c.clicks) order by c.clicks desc, c.row, c.col)
  from cells as c
  -- No row when there is no click to draw (and for anyone but an admin, whom RLS shows none).
  having count(*) > 0;
$$;

-- The pages with heatmap data, busiest first (the 200 busiest: a list to choose from, and a stranger's
-- made-up paths must not push the site's own off it).
create or replace function public.analytics_pages(days integer default 30)
returns table (page text, clicks integer, scroll_samples integer)
language sql
stable
security invoker
set search_path = ''
as $$
  with per_day as (
    select p.page_path, p.clicks, p.scroll_samples
    from private.analytics_daily_pages as p
    where p.day >= (select w.first_day from private.analytics_window(analytics_pages.days) as w)
      and p.day <= (select w.last_day from private.analytics_window(analytics_pages.days) as w)
    union all
    select p.page_path, p.clicks, p.scroll_samples
    from private.analytics_raw_ranges(analytics_pages.days) as r,
      lateral private.pages_per_day(r.range_start, r.range_end) as p
  )
  select p.page_path, sum(p.clicks)::integer, sum(p.scroll_samples)::integer
  from per_day as p
  group by 1
  order by sum(p.clicks) + sum(p.scroll_samples) desc, 1
  limit 200;
$$;

-- Per page and depth 10, 20 … 100 %: the sessions whose deepest sample (each day) showed at least that
-- much of the document. The 100 pages with most sessions, so the answer stays whole under max_rows.
create or replace function public.analytics_scroll_depth(days integer default 30)
returns table (page text, depth integer, sessions integer)
language sql
stable
security invoker
set search_path = ''
as $$
  with per_day as (
    select s.page_path, s.depth, s.sessions
    from private.analytics_daily_scroll_depth as s
    where s.day >= (select w.first_day from private.analytics_window(analytics_scroll_depth.days) as w)
      and s.day <= (select w.last_day from private.analytics_window(analytics_scroll_depth.days) as w)
    union all
    select s.page_path, s.depth, s.sessions
    from private.analytics_raw_ranges(analytics_scroll_depth.days) as r,
      lateral private.scroll_depth_per_day(r.range_start, r.range_end) as s
  ),
  totals as (
    select p.page_path, p.depth, sum(p.sessions)::integer as sessions from per_day as p group by 1, 2
  ),
  busiest as (
    select t.page_path from totals as t where t.depth = 10 order by t.sessions desc, t.page_path limit 100
  )
  select t.page_path, t.depth, t.sessions
  from totals as t
  join busiest as b on b.page_path = t.page_path
  order by 1, 2;
$$;

-- The 75th percentile (percentile_cont, as Google reports Core Web Vitals) per route and metric, over
-- every value of the window; the 200 route and metric pairs with most samples.
create or replace function public.analytics_web_vitals(days integer default 30)
returns table (page text, metric text, p75 numeric, samples integer)
language sql
stable
security invoker
set search_path = ''
as $$
  with per_day as (
    select v.page, v.metric, v.vals
    from private.analytics_daily_vitals as v
    where v.day >= (select w.first_day from private.analytics_window(analytics_web_vitals.days) as w)
      and v.day <= (select w.last_day from private.analytics_window(analytics_web_vitals.days) as w)
    union all
    select v.page, v.metric, v.vals
    from private.analytics_raw_ranges(analytics_web_vitals.days) as r,
      lateral private.vitals_per_day(r.range_start, r.range_end) as v
  ),
  measured as (
    select p.page, p.metric, value
    from per_day as p, unnest(p.vals) as value
  ),
  percentiles as (
    select m.page, m.metric,
      round((percentile_cont(0.75) within group (order by m.value))::numeric, 4) as p75,
      count(*)::integer as samples
    from measured as m
    group by m.page, m.metric
    order by samples desc, m.page, m.metric
    limit 200
  )
  select p.page, p.metric, p.p75, p.samples from percentiles as p order by 1, 2;
$$;

revoke all on function
  public.analytics_leads_per_day(integer),
  public.analytics_click_map(text, text, text, integer, integer, integer)
from public, anon, authenticated, service_role;
grant execute on function
  public.analytics_leads_per_day(integer),
  public.analytics_click_map(text, text, text, integer, integer, integer)
to authenticated;
