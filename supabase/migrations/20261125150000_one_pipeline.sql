-- One of each: the outbox writer, the beacon writer and the rate-limit counter; see docs/architecture.md.
--
-- submit_lead and book_call each looped over their messages into public.email_outbox, one honouring
-- delay_seconds, the other attachments; private.queue_outbox honours both, and 20261125160000_leads_as_data.sql,
-- which redefines both for its own columns, queues with it. The five
-- record_* beacon writers had one body five times over; each is now one line that names its beacon and
-- calls private.record_beacons. And the counter table that holds the lead functions' limits as well as
-- the beacons' is private.rate_limits, no longer tracking_rate_limits, counted by private.take_rate_limit
-- (formerly take_tracking_quota), which public.take_rate_limit and record_beacons call.
--
-- Signatures, answers and the API roles' privileges are unchanged; the objects this migration creates or
-- redefines state theirs below (revoke all, then the least each role needs). The outbox trigger of
-- 20261125140000_visitor_email_cap.sql fires on queue_outbox's inserts as it does on the loops'.

-- The rate-limit counter -------------------------------------------------------------------------

alter table private.tracking_rate_limits rename to rate_limits;
alter table private.rate_limits rename constraint tracking_rate_limits_pkey to rate_limits_pkey;
alter table private.rate_limits rename constraint tracking_rate_limits_endpoint_check to rate_limits_endpoint_check;
alter table private.rate_limits rename constraint tracking_rate_limits_client_key_check to rate_limits_client_key_check;
alter index private.tracking_rate_limits_window_start_idx rename to rate_limits_window_start_idx;
comment on table private.rate_limits is
  'Requests per bucket (a beacon endpoint, named in the endpoint column, or a lead function''s limit), hashed client and window. Rows older than an hour are deleted as new ones come.';

revoke all on table private.rate_limits from public, anon, authenticated, service_role;
-- Nobody through the API: only private.take_rate_limit (security definer) reads and writes it.

-- Renamed, so the old name goes; public.take_rate_limit and the record_* writers are redefined below.
drop function private.take_tracking_quota(text, text, timestamptz, integer, integer);

-- Counts one request and says how long to wait: 0 when it is within the limit, else the seconds until
-- the window ends. As take_tracking_quota of 20261121150000_tracking.sql, on the renamed table.
create function private.take_rate_limit(
  _bucket text,
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

  insert into private.rate_limits as l (endpoint, client_key, window_start, requests)
  values (_bucket, _client_key, _window_start, 1)
  on conflict (endpoint, client_key, window_start) do update set requests = l.requests + 1
  returning l.requests into _requests;

  -- Old windows mean nothing any more; clearing them here keeps the table small without a cron job.
  delete from private.rate_limits where window_start < _window_start - interval '1 hour';

  if _requests <= _max_requests then
    return 0;
  end if;
  return greatest(1, ceil(extract(epoch from (_window_start + make_interval(secs => _window_seconds) - _at)))::integer);
end;
$$;
comment on function private.take_rate_limit(text, text, timestamptz, integer, integer) is
  'Counts one request of a client in a bucket''s fixed window (private.rate_limits); answers 0 or the seconds to wait.';

revoke all on function private.take_rate_limit(text, text, timestamptz, integer, integer) from public, anon, authenticated, service_role;
-- service_role: public.take_rate_limit and private.record_beacons run as the caller (the edge functions).
grant execute on function private.take_rate_limit(text, text, timestamptz, integer, integer) to service_role;

-- As in 20261121170000_abuse_controls.sql, calling the renamed counter.
create or replace function public.take_rate_limit(
  bucket text,
  client_key text,
  requested_at timestamptz,
  max_requests integer,
  window_seconds integer
)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if window_seconds is null or window_seconds > 3600 then
    raise exception 'a rate limit window is at most an hour' using errcode = '22023';
  end if;
  return private.take_rate_limit(bucket, client_key, requested_at, max_requests, window_seconds);
end;
$$;

revoke all on function public.take_rate_limit(text, text, timestamptz, integer, integer) from public, anon, authenticated, service_role;
-- service_role: the lead functions' rate limits (rate-limit.ts, agreement-limits.ts).
grant execute on function public.take_rate_limit(text, text, timestamptz, integer, integer) to service_role;

-- The outbox writer ------------------------------------------------------------------------------

-- Queues a lead's e-mails, in order, and answers their ids. `messages` is an array (null: none) of
-- {kind, to_address (null = the team), reply_to, subject, html, text_body, delay_seconds (absent or 0:
-- due at once), attachments (absent: none)}. Security invoker: it writes as the intake rpcs' caller.
create function private.queue_outbox(lead_id uuid, messages jsonb)
returns uuid[]
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _message jsonb;
  _message_id uuid;
  _message_ids uuid[] := '{}'::uuid[];
begin
  if messages is null or messages = 'null'::jsonb then
    return _message_ids;
  end if;
  if jsonb_typeof(messages) <> 'array' then
    raise exception 'messages must be a JSON array' using errcode = '22023';
  end if;

  for _message in select value from jsonb_array_elements(messages) loop
    if jsonb_typeof(_message) is distinct from 'object' then
      raise exception 'each message must be a JSON object' using errcode = '22023';
    end if;
    insert into public.email_outbox (lead_id, kind, to_address, reply_to, subject, html, text_body, attachments, next_attempt_at)
    values (
      queue_outbox.lead_id,
      _message ->> 'kind',
      _message ->> 'to_address',
      _message ->> 'reply_to',
      _message ->> 'subject',
      _message ->> 'html',
      _message ->> 'text_body',
      coalesce(nullif(_message -> 'attachments', 'null'::jsonb), '[]'::jsonb),
      now() + make_interval(secs => greatest(0, coalesce((_message ->> 'delay_seconds')::integer, 0)))
    )
    returning id into _message_id;
    _message_ids := _message_ids || _message_id;
  end loop;
  return _message_ids;
end;
$$;
comment on function private.queue_outbox(uuid, jsonb) is
  'Queues a lead''s e-mails in public.email_outbox (delay_seconds and attachments honoured); answers their ids in order. Called by submit_lead and book_call.';

revoke all on function private.queue_outbox(uuid, jsonb) from public, anon, authenticated, service_role;
-- service_role: submit_lead and book_call (from 20261125160000) run as the caller (the edge functions) and queue with it.
grant execute on function private.queue_outbox(uuid, jsonb) to service_role;

-- The beacon writer ------------------------------------------------------------------------------

-- Stores one beacon's validated batch (a JSON array of rows named like its table's columns) in one
-- statement, or nothing when the client is over its limit; answers {stored, retry_after_seconds}. The
-- beacon is the rate limit's bucket and names the table (another name raises case_not_found, and the
-- count it took rolls back with it). Security invoker: it writes as the record_* writers' caller.
create function private.record_beacons(
  _beacon text,
  _client_key text,
  _requested_at timestamptz,
  _max_requests integer,
  _window_seconds integer,
  _records jsonb
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
  if jsonb_typeof(_records) is distinct from 'array' then
    raise exception 'records must be a JSON array' using errcode = '22023';
  end if;
  _retry_after := private.take_rate_limit(_beacon, _client_key, _requested_at, _max_requests, _window_seconds);
  if _retry_after > 0 then
    return jsonb_build_object('stored', 0, 'retry_after_seconds', _retry_after);
  end if;

  case _beacon
    when 'track-conversion' then
      insert into public.tracking_conversions (
        conversion_type, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid,
        landing_page, referrer, conversion_timestamp, conversion_value, currency, session_id
      )
      select
        r.conversion_type, r.utm_source, r.utm_medium, r.utm_campaign, r.utm_term, r.utm_content, r.gclid, r.fbclid,
        r.landing_page, r.referrer, r.conversion_timestamp, coalesce(r.conversion_value, 0), coalesce(r.currency, 'USD'), r.session_id
      from jsonb_to_recordset(_records) as r (
        conversion_type text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text,
        gclid text, fbclid text, landing_page text, referrer text, conversion_timestamp timestamptz,
        conversion_value numeric, currency text, session_id text
      );
    when 'heatmap-clicks' then
      insert into public.heatmap_clicks (
        page_path, x, y, element, viewport_width, viewport_height, device_class, ab_variant, session_id, client_timestamp
      )
      select r.page_path, r.x, r.y, r.element, r.viewport_width, r.viewport_height, r.device_class, r.ab_variant, r.session_id, r.client_timestamp
      from jsonb_to_recordset(_records) as r (
        page_path text, x integer, y integer, element text, viewport_width integer, viewport_height integer,
        device_class text, ab_variant text, session_id text, client_timestamp timestamptz
      );
    when 'heatmap-scroll' then
      insert into public.heatmap_scroll_samples (page_path, scroll_y, viewport_height, document_height, session_id, client_timestamp)
      select r.page_path, r.scroll_y, r.viewport_height, r.document_height, r.session_id, r.client_timestamp
      from jsonb_to_recordset(_records) as r (
        page_path text, scroll_y integer, viewport_height integer, document_height integer, session_id text, client_timestamp timestamptz
      );
    when 'analytics-events' then
      insert into public.analytics_events (name, page, params, session_id, ab_variant, viewport_width, device_class, client_timestamp)
      select r.name, r.page, coalesce(r.params, '{}'::jsonb), r.session_id, r.ab_variant, r.viewport_width, r.device_class, r.client_timestamp
      from jsonb_to_recordset(_records) as r (
        name text, page text, params jsonb, session_id text, ab_variant text, viewport_width integer, device_class text,
        client_timestamp timestamptz
      );
    when 'consent' then
      -- The client key goes into the record too (see consent_records.client_key); decided_at is requested_at.
      insert into public.consent_records (decided_at, analytics, version, source, client_key, session_id, user_agent_family)
      select _requested_at, r.analytics, r.version, r.source, _client_key, r.session_id, r.user_agent_family
      from jsonb_to_recordset(_records) as r (analytics boolean, version text, source text, session_id text, user_agent_family text);
  end case;
  get diagnostics _stored = row_count;
  return jsonb_build_object('stored', _stored, 'retry_after_seconds', 0);
end;
$$;
comment on function private.record_beacons(text, text, timestamptz, integer, integer, jsonb) is
  'Rate-limits and stores one beacon''s batch for the record_* writers; answers {stored, retry_after_seconds}.';

revoke all on function private.record_beacons(text, text, timestamptz, integer, integer, jsonb) from public, anon, authenticated, service_role;
-- service_role: the record_* writers run as the caller (the beacon functions) and delegate to it.
grant execute on function private.record_beacons(text, text, timestamptz, integer, integer, jsonb) to service_role;

-- Each writer names its beacon; the signatures are those of 20261121150000_tracking.sql and 20261121160000_analytics.sql.
create or replace function public.record_tracking_conversions(client_key text, requested_at timestamptz, max_requests integer, window_seconds integer, records jsonb)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.record_beacons('track-conversion', client_key, requested_at, max_requests, window_seconds, records) $$;

create or replace function public.record_heatmap_clicks(client_key text, requested_at timestamptz, max_requests integer, window_seconds integer, records jsonb)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.record_beacons('heatmap-clicks', client_key, requested_at, max_requests, window_seconds, records) $$;

create or replace function public.record_heatmap_scroll(client_key text, requested_at timestamptz, max_requests integer, window_seconds integer, records jsonb)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.record_beacons('heatmap-scroll', client_key, requested_at, max_requests, window_seconds, records) $$;

create or replace function public.record_analytics_events(client_key text, requested_at timestamptz, max_requests integer, window_seconds integer, records jsonb)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.record_beacons('analytics-events', client_key, requested_at, max_requests, window_seconds, records) $$;

create or replace function public.record_consent(client_key text, requested_at timestamptz, max_requests integer, window_seconds integer, records jsonb)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.record_beacons('consent', client_key, requested_at, max_requests, window_seconds, records) $$;

revoke all on function
  public.record_tracking_conversions(text, timestamptz, integer, integer, jsonb),
  public.record_heatmap_clicks(text, timestamptz, integer, integer, jsonb),
  public.record_heatmap_scroll(text, timestamptz, integer, integer, jsonb),
  public.record_analytics_events(text, timestamptz, integer, integer, jsonb),
  public.record_consent(text, timestamptz, integer, integer, jsonb)
from public, anon, authenticated, service_role;
-- service_role: the beacon functions (track-conversion, heatmap-clicks, heatmap-scroll, analytics-events, consent).
grant execute on function
  public.record_tracking_conversions(text, timestamptz, integer, integer, jsonb),
  public.record_heatmap_clicks(text, timestamptz, integer, integer, jsonb),
  public.record_heatmap_scroll(text, timestamptz, integer, integer, jsonb),
  public.record_analytics_events(text, timestamptz, integer, integer, jsonb),
  public.record_consent(text, timestamptz, integer, integer, jsonb)
to service_role;
