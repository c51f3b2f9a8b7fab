-- The staff calendar feed (issue 45, docs/decisions/030-webhooks.md): each admin may hold one private
-- subscription URL to an iCalendar feed of the booked calls, which the staff-calendar function serves.
-- Only the token's SHA-256 is stored: the dashboard shows the URL once, when it is made or replaced.
-- And the webhook deliveries, whose bodies hold what visitors gave, join the retention schedule.

create table private.staff_calendar_feeds (
  user_id uuid primary key references auth.users (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
revoke all on table private.staff_calendar_feeds from public, anon, authenticated, service_role;

/** The SHA-256 of a feed token, as hex: how staff-calendar names the token it was given. */
create function private.calendar_token_hash(_token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(_token, 'UTF8')), 'hex');
$$;
revoke all on function private.calendar_token_hash(text) from public, anon, authenticated, service_role;

/** An admin who loses the role loses the feed with it: made admin again, they make a new address. */
create function private.drop_calendar_feed_of_former_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'admin' then
    delete from private.staff_calendar_feeds where user_id = old.user_id;
  end if;
  return null;
end;
$$;
revoke all on function private.drop_calendar_feed_of_former_admin() from public, anon, authenticated, service_role;

create trigger user_roles_drop_calendar_feed
  after delete on public.user_roles
  for each row execute function private.drop_calendar_feed_of_former_admin();

-- Staff ---------------------------------------------------------------------------------------------

/**
 * Makes (or replaces) the caller's feed token and answers it: the only time it is shown. The old URL stops
 * working at once. 64 hex characters, 244 of their bits random (two gen_random_uuid). Null for a caller
 * who is not an admin (private.has_role, with its session rules).
 */
create function private.issue_calendar_feed()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _token text := pg_catalog.replace(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, '-', '');
begin
  if not private.has_role(auth.uid(), 'admin') then
    return null;
  end if;
  insert into private.staff_calendar_feeds (user_id, token_hash) values (auth.uid(), private.calendar_token_hash(_token))
  on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now();
  return _token;
end;
$$;

/** Turns the caller's feed off: its URL answers 404 from now on. True when there was one; null for a non-admin. */
create function private.revoke_calendar_feed()
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.has_role(auth.uid(), 'admin') then
    return null;
  end if;
  delete from private.staff_calendar_feeds where user_id = auth.uid();
  return found;
end;
$$;

/** Whether the caller has a feed, and since when; never the token, which is not kept. */
create function private.calendar_feed_status()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when private.has_role(auth.uid(), 'admin') then
    jsonb_build_object('active', f.user_id is not null, 'created_at', f.created_at)
  end
  from (select) as one
  left join private.staff_calendar_feeds as f on f.user_id = auth.uid();
$$;

revoke all on function private.issue_calendar_feed() from public, anon, authenticated, service_role;
revoke all on function private.revoke_calendar_feed() from public, anon, authenticated, service_role;
revoke all on function private.calendar_feed_status() from public, anon, authenticated, service_role;
grant execute on function private.issue_calendar_feed() to authenticated;
grant execute on function private.revoke_calendar_feed() to authenticated;
grant execute on function private.calendar_feed_status() to authenticated;

-- What the dashboard calls.

create function public.issue_calendar_feed()
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.issue_calendar_feed();
$$;

create function public.revoke_calendar_feed()
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.revoke_calendar_feed();
$$;

create function public.calendar_feed_status()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.calendar_feed_status();
$$;

revoke all on function public.issue_calendar_feed() from public, anon, authenticated, service_role;
revoke all on function public.revoke_calendar_feed() from public, anon, authenticated, service_role;
revoke all on function public.calendar_feed_status() from public, anon, authenticated, service_role;
grant execute on function public.issue_calendar_feed() to authenticated;
grant execute on function public.revoke_calendar_feed() to authenticated;
grant execute on function public.calendar_feed_status() to authenticated;

-- The feed ------------------------------------------------------------------------------------------

/**
 * The calls the feed with this token shows: every booking from 30 days ago on, cancelled ones too (a
 * subscribed calendar marks them cancelled instead of keeping a stale event), with the visitor's name.
 * Nothing when no feed has the token, or when its owner is no longer an admin: a feed is an admin's
 * view and ends with the role. found says whether the token named a live feed (a feed with no call yet
 * is found and empty). For staff-calendar, with a secret key only.
 */
create function public.staff_calendar_calls(feed_token text)
returns table (
  found boolean, booking_id uuid, lead_id uuid, starts_at timestamptz, status text, attendance text,
  sequence integer, visitor_name text, phone text
)
language sql
stable
security definer
set search_path = ''
as $$
  with feed as (
    select f.user_id
    from private.staff_calendar_feeds as f
    where f.token_hash = private.calendar_token_hash(feed_token)
      and exists (select from public.user_roles as r where r.user_id = f.user_id and r.role = 'admin')
  )
  select true, null::uuid, null::uuid, null::timestamptz, null::text, null::text, null::integer, null::text, null::text
  from feed
  union all
  select true, b.id, b.lead_id, b.slot_start, b.status, b.attendance, b.sequence, coalesce(l.name, b.email), b.phone
  from feed
  cross join public.call_bookings as b
  left join public.leads as l on l.id = b.lead_id
  where b.slot_start >= now() - interval '30 days'
  order by 4 nulls first;
$$;
revoke all on function public.staff_calendar_calls(text) from public, anon, authenticated, service_role;
grant execute on function public.staff_calendar_calls(text) to service_role;

create index call_bookings_slot_start_idx on public.call_bookings (slot_start);

-- Retention -----------------------------------------------------------------------------------------

-- A webhook delivery's body holds what the visitor gave: a settled one (delivered or failed) is deleted
-- 30 days after it was queued, as an e-mail's body is cleared. As in 20261128130000_booking_changes.sql,
-- with the deliveries added.
create or replace function private.retention_policy()
returns table (data text, kept interval)
language sql
immutable
set search_path = ''
as $$
  values
    ('tracking', interval '13 months'),
    ('consent records', interval '24 months'),
    ('e-mail bodies', interval '30 days'),
    ('webhook deliveries', interval '30 days');
$$;

create index webhook_deliveries_settled_created_at_idx on public.webhook_deliveries (created_at)
  where status in ('delivered', 'failed');

create or replace procedure private.apply_retention(batch integer default 10000)
language plpgsql
as $$
declare
  _tracking timestamptz := pg_catalog.now() - private.kept_for('tracking');
  _consent timestamptz := pg_catalog.now() - private.kept_for('consent records');
  _bodies timestamptz := pg_catalog.now() - private.kept_for('e-mail bodies');
  _deliveries timestamptz := pg_catalog.now() - private.kept_for('webhook deliveries');
  _cleared integer;
begin
  call private.delete_before('public.heatmap_clicks', 'received_at', _tracking, batch);
  call private.delete_before('public.heatmap_scroll_samples', 'received_at', _tracking, batch);
  call private.delete_before('public.analytics_events', 'received_at', _tracking, batch);
  call private.delete_before('public.tracking_conversions', 'received_at', _tracking, batch);
  delete from private.analytics_daily_clicks where day < private.agency_day(_tracking);
  delete from private.analytics_daily_pages where day < private.agency_day(_tracking);
  delete from private.analytics_daily_scroll_depth where day < private.agency_day(_tracking);
  delete from private.analytics_daily_funnel where day < private.agency_day(_tracking);
  delete from private.analytics_daily_ab where day < private.agency_day(_tracking);
  delete from private.analytics_daily_vitals where day < private.agency_day(_tracking);
  commit;
  call private.delete_before('public.consent_records', 'decided_at', _consent, batch);
  loop
    update public.email_outbox as o
    set html = '', text_body = '', attachments = '[]'::jsonb, body_cleared_at = pg_catalog.now()
    where o.id = any (array(
      select e.id from public.email_outbox as e
      where e.body_cleared_at is null
        and e.status in ('sent', 'failed', 'suppressed', 'withdrawn')
        and e.created_at < _bodies
        and coalesce(e.sent_at, e.updated_at) < _bodies
      limit batch
    ));
    get diagnostics _cleared = row_count;
    commit;
    exit when _cleared < batch;
  end loop;
  loop
    delete from public.webhook_deliveries as d
    where d.id = any (array(
      select w.id from public.webhook_deliveries as w
      where w.status in ('delivered', 'failed') and w.created_at < _deliveries
      limit batch
    ));
    get diagnostics _cleared = row_count;
    commit;
    exit when _cleared < batch;
  end loop;
end;
$$;
