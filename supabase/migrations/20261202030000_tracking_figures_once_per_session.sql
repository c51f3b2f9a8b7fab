-- Tracking figures one client cannot buy (issue 43, item 6; docs/decisions/027-tracking-figures-once-per-session.md).
--
-- The beacons are keyless and their bodies are the sender's to write. Within the per-address limit (60
-- requests a minute per beacon), 40 batches of 20 A/B events from one session moved variant B from 317
-- views and 35 clicks to 717 and 435, and 60 conversions of $1,000,000 were stored in a minute. Now:
-- - A session counts once: one ab_test_view and one ab_test_conversion per session and variant, one
--   conversion per session and conversion type. Unique indexes say so, and the writer inserts with
--   `on conflict do nothing`, so the bound holds across edge-function isolates and concurrent requests,
--   and for anything that writes with the service role. A repeat is answered 204 like any beacon and
--   dropped.
-- - The A/B measure counts distinct sessions, so that what the Analytics tab shows is what it says it
--   shows ("sessions shown the variant", "sessions that clicked").
-- - The value of a conversion is the server's (supabase/functions/_shared/rules/conversion-value.ts):
--   the track-conversion function sends it, whatever the beacon said.
--
-- What this does not bound: the session id is the browser's to choose, so one address can still make up
-- a new session per request. Those are bounded by the per-address limit, as before.
--
-- Rows stored before this migration are brought to the same rule: repeats are deleted (the first one
-- received stays), conversion values are set by type, and the A/B rollups are counted again.

-- The variant an A/B event names ------------------------------------------------------------------

-- The event's own params.variant wins over the batch's ab_variant (as the A/B measure has always read
-- it). Immutable SQL without `set search_path`, like the rollups' per-row helpers, so that an index can
-- use it and the measure inlines it.
create or replace function private.ab_event_variant(params jsonb, ab_variant text)
returns text
language sql
immutable
as $$
  select coalesce(params ->> 'variant', ab_variant);
$$;
revoke all on function private.ab_event_variant(jsonb, text) from public, anon;
grant execute on function private.ab_event_variant(jsonb, text) to authenticated, service_role;

-- One A/B view and one CTA click per session and variant --------------------------------------------

delete from public.analytics_events as e
using (
  select r.id,
    row_number() over (
      partition by r.name, r.session_id, coalesce(private.ab_event_variant(r.params, r.ab_variant), '')
      order by r.received_at, r.id
    ) as nth
  from public.analytics_events as r
  where r.name in ('ab_test_view', 'ab_test_conversion')
) as repeats
where repeats.id = e.id and repeats.nth > 1;

-- The key is what the A/B measure counts (a session, per event and variant), so no field a sender can
-- vary gets a repeat past it; an event without a variant is keyed too (as ''), though it is never counted.
-- The site runs one experiment (hero_cta_v1) and the measure counts every A/B event as its: a second
-- experiment adds params.test_name to this key and to the measure.
create unique index analytics_events_ab_once_per_session_idx
  on public.analytics_events (name, session_id, (coalesce(private.ab_event_variant(params, ab_variant), '')))
  where name in ('ab_test_view', 'ab_test_conversion');

-- One conversion per session and type, at the server's value ----------------------------------------

delete from public.tracking_conversions as c
using (
  select r.id, row_number() over (partition by r.session_id, r.conversion_type order by r.received_at, r.id) as nth
  from public.tracking_conversions as r
) as repeats
where repeats.id = c.id and repeats.nth > 1;

create unique index tracking_conversions_once_per_session_idx
  on public.tracking_conversions (session_id, conversion_type);

-- The values rules/conversion-value.ts gives (100 USD for generate_lead, 0 for the rest), for the rows
-- stored while the beacon named its own. From now on the function sends them.
update public.tracking_conversions
set conversion_value = case conversion_type when 'generate_lead' then 100 else 0 end, currency = 'USD'
where conversion_value <> case conversion_type when 'generate_lead' then 100 else 0 end or currency <> 'USD';

-- The beacon writer ------------------------------------------------------------------------------

-- As in 20261125150000_one_pipeline.sql, except that a conversion or an A/B event the session has
-- already sent is dropped (`on conflict do nothing`); `stored` counts the rows that were new.
create or replace function private.record_beacons(
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
      )
      -- tracking_conversions_once_per_session_idx: the session's first conversion of this type stays.
      on conflict do nothing;
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
      )
      -- analytics_events_ab_once_per_session_idx: the session's first A/B view (and click) of a variant
      -- stays, repeats in the same batch included. No other event has a unique key.
      on conflict do nothing;
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
-- create or replace keeps the grants of 20261125150000_one_pipeline.sql (service_role only).

-- The A/B measure, in sessions --------------------------------------------------------------------

-- Per day and variant: the sessions shown it (views) and the sessions that clicked its CTA (cta_clicks).
-- The unique key already keeps one row of each per session; counting distinct sessions says so here too,
-- and keeps saying it should the key ever change.
create or replace function private.ab_per_day(range_start timestamptz, range_end timestamptz)
returns table (day date, variant text, views integer, cta_clicks integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select private.agency_day(e.received_at), private.ab_event_variant(e.params, e.ab_variant),
    (count(distinct e.session_id) filter (where e.name = 'ab_test_view'))::integer,
    (count(distinct e.session_id) filter (where e.name = 'ab_test_conversion'))::integer
  from public.analytics_events as e
  where e.name in ('ab_test_view', 'ab_test_conversion')
    and e.received_at >= range_start and e.received_at < range_end
    and private.ab_event_variant(e.params, e.ab_variant) in ('A', 'B')
  group by 1, 2;
$$;

comment on function public.analytics_ab_results(integer) is
  'The hero_cta_v1 test per variant: views = sessions shown the variant, cta_clicks = sessions that clicked its CTA (each session once), leads = leads (not spam) whose attribution names the variant.';

-- The days already rolled up, counted again by the rule above.
delete from private.analytics_daily_ab;
insert into private.analytics_daily_ab
select a.*
from private.analytics_rollup_state as s,
  lateral private.ab_per_day('-infinity'::timestamptz, private.agency_day_start(s.rolled_through + 1)) as a
where s.rolled_through is not null;
