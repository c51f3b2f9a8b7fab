-- What the site's beacons collect (docs/decisions/008-tracking-consent-and-analytics.md): conversions with
-- their campaign attribution, click positions and scroll samples for the heatmaps.
--
-- Visitors never touch these tables: the beacon functions (/api/track-conversion, /api/heatmap-clicks,
-- /api/heatmap-scroll) validate a batch, then write it with the service role through one SQL function
-- each, which also counts the caller's requests against a per-client rate limit kept here, so the limit
-- holds across edge-function isolates. Only admins read, through RLS. No IP address is stored: the
-- functions pass a salted hash of IP and user agent as the client key, and only the rate limit keeps it.

-- Conversions -------------------------------------------------------------------------------------

create table public.tracking_conversions (
  id uuid primary key default gen_random_uuid(),
  received_at timestamptz not null default now(),
  conversion_type text not null check (conversion_type ~ '^[a-z][a-z0-9_]{0,63}$'),
  utm_source text check (char_length(utm_source) <= 500),
  utm_medium text check (char_length(utm_medium) <= 500),
  utm_campaign text check (char_length(utm_campaign) <= 500),
  utm_term text check (char_length(utm_term) <= 500),
  utm_content text check (char_length(utm_content) <= 500),
  gclid text check (char_length(gclid) <= 500),
  fbclid text check (char_length(fbclid) <= 500),
  landing_page text check (char_length(landing_page) <= 500),
  referrer text check (char_length(referrer) <= 500),
  -- The browser's clock: when the visitor converted.
  conversion_timestamp timestamptz not null,
  conversion_value numeric(12, 2) not null default 0 check (conversion_value between 0 and 1000000),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  -- A random id the browser keeps for one visit (sessionStorage), not a person.
  session_id text not null check (char_length(session_id) between 1 and 64)
);
comment on table public.tracking_conversions is
  'Conversion beacons with their campaign attribution. Written by the track-conversion function; read by admins.';

create index tracking_conversions_received_at_idx on public.tracking_conversions (received_at desc);

alter table public.tracking_conversions enable row level security;

-- Clicks ------------------------------------------------------------------------------------------

create table public.heatmap_clicks (
  id uuid primary key default gen_random_uuid(),
  received_at timestamptz not null default now(),
  page_path text not null check (char_length(page_path) between 1 and 500),
  x integer not null check (x between 0 and 20000),
  y integer not null check (y between 0 and 20000),
  -- The clicked element's tag name (never its text or value), or 'unknown'.
  element text not null check (element ~ '^[a-z][a-z0-9-]{0,31}$'),
  viewport_width integer not null check (viewport_width between 0 and 20000),
  viewport_height integer not null check (viewport_height between 0 and 20000),
  device_class text not null check (device_class in ('mobile', 'tablet', 'desktop')),
  ab_variant text check (ab_variant in ('A', 'B')),
  session_id text not null check (char_length(session_id) between 1 and 64),
  client_timestamp timestamptz not null
);
comment on table public.heatmap_clicks is
  'Click positions for the heatmaps. Written by the heatmap-clicks function; read by admins.';

create index heatmap_clicks_page_path_received_at_idx on public.heatmap_clicks (page_path, received_at desc);

alter table public.heatmap_clicks enable row level security;

-- Scroll ------------------------------------------------------------------------------------------

create table public.heatmap_scroll_samples (
  id uuid primary key default gen_random_uuid(),
  received_at timestamptz not null default now(),
  page_path text not null check (char_length(page_path) between 1 and 500),
  scroll_y integer not null check (scroll_y between 0 and 1000000),
  viewport_height integer not null check (viewport_height between 0 and 20000),
  document_height integer not null check (document_height between 0 and 1000000),
  session_id text not null check (char_length(session_id) between 1 and 64),
  client_timestamp timestamptz not null
);
comment on table public.heatmap_scroll_samples is
  'Scroll positions for the scroll-depth charts. Written by the heatmap-scroll function; read by admins.';

create index heatmap_scroll_samples_page_path_received_at_idx on public.heatmap_scroll_samples (page_path, received_at desc);

alter table public.heatmap_scroll_samples enable row level security;

-- Who reads --------------------------------------------------------------------------------------

-- Visitors (anon) get nothing. Signed-in users may select, and the policies let only admins see rows.
-- Nobody writes through the API: the service role writes through the functions below.
revoke all on table public.tracking_conversions, public.heatmap_clicks, public.heatmap_scroll_samples from anon, authenticated;
grant select on table public.tracking_conversions, public.heatmap_clicks, public.heatmap_scroll_samples to authenticated;

create policy "Admins read conversions"
  on public.tracking_conversions for select
  to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

create policy "Admins read heatmap clicks"
  on public.heatmap_clicks for select
  to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

create policy "Admins read scroll samples"
  on public.heatmap_scroll_samples for select
  to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

-- Rate limit -------------------------------------------------------------------------------------

-- One counter per endpoint, client and fixed window. The client key is a salted hash, never an IP.
-- In the private schema, which the API does not expose; only the function below touches it.
create table private.tracking_rate_limits (
  endpoint text not null check (char_length(endpoint) between 1 and 64),
  client_key text not null check (char_length(client_key) between 1 and 128),
  window_start timestamptz not null,
  requests integer not null default 0,
  primary key (endpoint, client_key, window_start)
);
comment on table private.tracking_rate_limits is
  'Requests per beacon endpoint, hashed client and window. Rows older than an hour are deleted as new ones come.';

create index tracking_rate_limits_window_start_idx on private.tracking_rate_limits (window_start);

alter table private.tracking_rate_limits enable row level security;
revoke all on table private.tracking_rate_limits from public, anon, authenticated, service_role;

-- Counts one request and says how long to wait: 0 when it is within the limit, else the seconds until
-- the window ends. The limit and the window come from the caller (the functions name them in one place,
-- supabase/functions/_shared/handlers/tracking.ts). `at` is the function's clock, so tests can pin it.
create or replace function private.take_tracking_quota(
  _endpoint text,
  _client_key text,
  _at timestamptz,
  _max_requests integer,
  _window_seconds integer
)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _window_start timestamptz;
  _requests integer;
begin
  if _max_requests is null or _max_requests < 1 or _window_seconds is null or _window_seconds < 1 then
    raise exception 'the rate limit needs a positive limit and window' using errcode = '22023';
  end if;
  _window_start := to_timestamp(floor(extract(epoch from _at) / _window_seconds) * _window_seconds);

  insert into private.tracking_rate_limits as l (endpoint, client_key, window_start, requests)
  values (_endpoint, _client_key, _window_start, 1)
  on conflict (endpoint, client_key, window_start) do update set requests = l.requests + 1
  returning l.requests into _requests;

  -- Old windows mean nothing any more; clearing them here keeps the table small without a cron job.
  delete from private.tracking_rate_limits where window_start < _window_start - interval '1 hour';

  if _requests <= _max_requests then
    return 0;
  end if;
  return greatest(1, ceil(extract(epoch from (_window_start + make_interval(secs => _window_seconds) - _at)))::integer);
end;
$$;
revoke all on function private.take_tracking_quota(text, text, timestamptz, integer, integer) from public, anon, authenticated;
grant execute on function private.take_tracking_quota(text, text, timestamptz, integer, integer) to service_role;

-- Writers (service role only) ----------------------------------------------------------------------

-- Each takes the hashed client key, the function's clock, the limit, and the validated batch as a JSON
-- array of rows named like the table's columns; it stores the whole batch in one statement, or nothing
-- when the client is over the limit. Returns {stored, retry_after_seconds}.

create or replace function public.record_tracking_conversions(
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
  _retry_after := private.take_tracking_quota('track-conversion', client_key, requested_at, max_requests, window_seconds);
  if _retry_after > 0 then
    return jsonb_build_object('stored', 0, 'retry_after_seconds', _retry_after);
  end if;

  insert into public.tracking_conversions (
    conversion_type, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid,
    landing_page, referrer, conversion_timestamp, conversion_value, currency, session_id
  )
  select
    r.conversion_type, r.utm_source, r.utm_medium, r.utm_campaign, r.utm_term, r.utm_content, r.gclid, r.fbclid,
    r.landing_page, r.referrer, r.conversion_timestamp, coalesce(r.conversion_value, 0), coalesce(r.currency, 'USD'), r.session_id
  from jsonb_to_recordset(records) as r (
    conversion_type text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text,
    gclid text, fbclid text, landing_page text, referrer text, conversion_timestamp timestamptz,
    conversion_value numeric, currency text, session_id text
  );
  get diagnostics _stored = row_count;
  return jsonb_build_object('stored', _stored, 'retry_after_seconds', 0);
end;
$$;
revoke all on function public.record_tracking_conversions(text, timestamptz, integer, integer, jsonb) from public, anon, authenticated;
grant execute on function public.record_tracking_conversions(text, timestamptz, integer, integer, jsonb) to service_role;

create or replace function public.record_heatmap_clicks(
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
  _retry_after := private.take_tracking_quota('heatmap-clicks', client_key, requested_at, max_requests, window_seconds);
  if _retry_after > 0 then
    return jsonb_build_object('stored', 0, 'retry_after_seconds', _retry_after);
  end if;

  insert into public.heatmap_clicks (
    page_path, x, y, element, viewport_width, viewport_height, device_class, ab_variant, session_id, client_timestamp
  )
  select r.page_path, r.x, r.y, r.element, r.viewport_width, r.viewport_height, r.device_class, r.ab_variant, r.session_id, r.client_timestamp
  from jsonb_to_recordset(records) as r (
    page_path text, x integer, y integer, element text, viewport_width integer, viewport_height integer,
    device_class text, ab_variant text, session_id text, client_timestamp timestamptz
  );
  get diagnostics _stored = row_count;
  return jsonb_build_object('stored', _stored, 'retry_after_seconds', 0);
end;
$$;
revoke all on function public.record_heatmap_clicks(text, timestamptz, integer, integer, jsonb) from public, anon, authenticated;
grant execute on function public.record_heatmap_clicks(text, timestamptz, integer, integer, jsonb) to service_role;

create or replace function public.record_heatmap_scroll(
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
  _retry_after := private.take_tracking_quota('heatmap-scroll', client_key, requested_at, max_requests, window_seconds);
  if _retry_after > 0 then
    return jsonb_build_object('stored', 0, 'retry_after_seconds', _retry_after);
  end if;

  insert into public.heatmap_scroll_samples (page_path, scroll_y, viewport_height, document_height, session_id, client_timestamp)
  select r.page_path, r.scroll_y, r.viewport_height, r.document_height, r.session_id, r.client_timestamp
  from jsonb_to_recordset(records) as r (
    page_path text, scroll_y integer, viewport_height integer, document_height integer, session_id text, client_timestamp timestamptz
  );
  get diagnostics _stored = row_count;
  return jsonb_build_object('stored', _stored, 'retry_after_seconds', 0);
end;
$$;
revoke all on function public.record_heatmap_scroll(text, timestamptz, integer, integer, jsonb) from public, anon, authenticated;
grant execute on function public.record_heatmap_scroll(text, timestamptz, integer, integer, jsonb) to service_role;
