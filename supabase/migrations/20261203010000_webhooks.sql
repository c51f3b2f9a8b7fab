-- Webhooks (issue 45; docs/decisions/030-webhooks.md): leads, bookings and accepted agreements reach the
-- agency's own tools. An admin adds an endpoint (a URL and the events it wants); every change that causes an
-- event queues one delivery per endpoint that wants it, in the change's own transaction, so a receiver that is
-- down loses nothing; dispatch-webhooks sends what is due, signed as the Standard Webhooks specification says,
-- and retries with backoff like the e-mail outbox.
--
-- The body is a snapshot taken as the change happens: {"type", "timestamp", "data"}, where data is the lead's
-- (or booking's, or acceptance's) real fields. Never a token, a key, a hash, an address or another lead's data.

-- Endpoints -----------------------------------------------------------------------------------------

create table public.webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  -- The dispatcher decides which addresses it will reach (https, public addresses); the table only bounds it.
  url text not null check (char_length(url) <= 2000 and url ~ '^https?://[^\s]+$'),
  -- webhook: the signed JSON event; chat: a readable message to a Slack-compatible incoming webhook.
  kind text not null default 'webhook' check (kind in ('webhook', 'chat')),
  events text[] not null check (
    cardinality(events) between 1 and 8
    and events <@ array[
      'lead.created', 'lead.status_changed',
      'booking.created', 'booking.moved', 'booking.cancelled', 'booking.attended', 'booking.no_show',
      'agreement.accepted'
    ]::text[]
  ),
  description text check (char_length(description) <= 200),
  paused boolean not null default false
);
comment on table public.webhook_endpoints is
  'Where events are delivered: an admin''s URL and the events it wants. Its signing secret is kept apart (private.webhook_endpoint_secrets), for the dispatcher alone.';

alter table public.webhook_endpoints enable row level security;
create policy "Admins read webhook endpoints" on public.webhook_endpoints for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));
create policy "Admins add webhook endpoints" on public.webhook_endpoints for insert to authenticated
  with check ((select private.has_role((select auth.uid()), 'admin')));
create policy "Admins change webhook endpoints" on public.webhook_endpoints for update to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')))
  with check ((select private.has_role((select auth.uid()), 'admin')));
create policy "Admins delete webhook endpoints" on public.webhook_endpoints for delete to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

revoke all on table public.webhook_endpoints from public, anon, authenticated, service_role;
-- authenticated: the dashboard (the policies admit admins only), which adds one through
-- create_webhook_endpoint so that its secret is made in the same transaction; only pausing, the events and
-- the description change after. id, created_at and created_by are the database's.
grant select, delete on table public.webhook_endpoints to authenticated;
grant insert (url, events, kind, description) on table public.webhook_endpoints to authenticated;
grant update (paused, events, description) on table public.webhook_endpoints to authenticated;

-- The signing secrets: outside the API's schemas, read only through claim_webhook_deliveries.
create table private.webhook_endpoint_secrets (
  endpoint_id uuid primary key references public.webhook_endpoints (id) on delete cascade,
  secret text not null check (secret ~ '^whsec_[A-Za-z0-9+/=]{40,}$'),
  created_at timestamptz not null default now()
);
revoke all on table private.webhook_endpoint_secrets from public, anon, authenticated, service_role;

/**
 * A new signing secret in the form the Standard Webhooks libraries take: whsec_ and the base64 of 32 bytes,
 * 244 of them random (two gen_random_uuid, which needs no extension).
 */
create function private.new_webhook_secret()
returns text
language sql
volatile
set search_path = ''
as $$
  select 'whsec_' || pg_catalog.encode(
    pg_catalog.decode(pg_catalog.replace(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, '-', ''), 'hex'),
    'base64'
  );
$$;
revoke all on function private.new_webhook_secret() from public, anon, authenticated, service_role;

/** Every endpoint has a secret from its first moment, however it was added (create_webhook_endpoint shows one). */
create function private.make_webhook_secret()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.webhook_endpoint_secrets (endpoint_id, secret) values (new.id, private.new_webhook_secret());
  return null;
end;
$$;
revoke all on function private.make_webhook_secret() from public, anon, authenticated, service_role;

create trigger webhook_endpoints_make_secret
  after insert on public.webhook_endpoints
  for each row execute function private.make_webhook_secret();

-- Deliveries ----------------------------------------------------------------------------------------

create table public.webhook_deliveries (
  -- The webhook-id header: a redelivery or a replay keeps it, so a receiver can drop what it already has.
  id uuid primary key default gen_random_uuid(),
  endpoint_id uuid not null references public.webhook_endpoints (id) on delete cascade,
  event_type text not null check (char_length(event_type) <= 40),
  payload jsonb not null,
  created_at timestamptz not null default now(),
  status text not null default 'pending' check (status in ('pending', 'sending', 'delivered', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_attempt_at timestamptz,
  last_status_code integer check (last_status_code between 100 and 599),
  last_error text check (char_length(last_error) <= 500),
  delivered_at timestamptz
);
comment on table public.webhook_deliveries is
  'One event for one endpoint, queued with the change that caused it; sent by dispatch-webhooks with retries. Admins read it (the Integrations tab) and replay it with replay_webhook_delivery.';

create index webhook_deliveries_due_idx on public.webhook_deliveries (next_attempt_at) where status in ('pending', 'sending');
create index webhook_deliveries_endpoint_idx on public.webhook_deliveries (endpoint_id, created_at desc);

alter table public.webhook_deliveries enable row level security;
create policy "Admins read webhook deliveries" on public.webhook_deliveries for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

revoke all on table public.webhook_deliveries from public, anon, authenticated, service_role;
grant select on table public.webhook_deliveries to authenticated;
-- service_role: the dispatcher records what each attempt did.
grant select on table public.webhook_deliveries to service_role;
grant update (status, next_attempt_at, locked_until, last_attempt_at, last_status_code, last_error, delivered_at)
  on table public.webhook_deliveries to service_role;

-- Queueing ------------------------------------------------------------------------------------------

/** Queues the event for every endpoint that wants it and is not paused; a paused one's events are not kept. */
create function private.enqueue_webhook_event(_type text, _data jsonb)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.webhook_deliveries (endpoint_id, event_type, payload)
  select e.id, _type, jsonb_build_object('type', _type, 'timestamp', now(), 'data', _data)
  from public.webhook_endpoints as e
  where not e.paused and _type = any (e.events);
$$;
revoke all on function private.enqueue_webhook_event(text, jsonb) from public, anon, authenticated, service_role;

/** A time as UTC and as Los Angeles reads it, both ISO 8601 with their offset. */
create function private.webhook_time(_at timestamptz)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case when _at is null then null else jsonb_build_object(
    'utc', pg_catalog.to_char(_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'los_angeles', pg_catalog.to_char(_at at time zone 'America/Los_Angeles', 'YYYY-MM-DD"T"HH24:MI:SS')
      || case when offset_minutes < 0 then '-' else '+' end
      || pg_catalog.lpad((abs(offset_minutes) / 60)::text, 2, '0') || ':' || pg_catalog.lpad((abs(offset_minutes) % 60)::text, 2, '0')
  ) end
  from (
    select (extract(epoch from (_at at time zone 'America/Los_Angeles') - (_at at time zone 'UTC')) / 60)::integer as offset_minutes
  ) as los_angeles;
$$;
revoke all on function private.webhook_time(timestamptz) from public, anon, authenticated, service_role;

/** What a receiver learns of a lead: what the visitor gave and where they came from, as stored. */
create function private.webhook_lead(_lead public.leads)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', _lead.id,
    'created_at', _lead.created_at,
    'source', _lead.source,
    'status', _lead.status,
    'priority', _lead.priority,
    'name', _lead.name,
    'email', _lead.email,
    'phone', _lead.phone,
    'company', _lead.company,
    'industry', _lead.industry,
    'message', _lead.message,
    'user_type', _lead.user_type,
    'budget_min_cents', _lead.budget_min_cents,
    'budget_max_cents', _lead.budget_max_cents,
    'quiz_answers', _lead.quiz_answers,
    'details', _lead.details,
    'attribution', _lead.attribution,
    'call_booked', _lead.call_booked
  );
$$;
revoke all on function private.webhook_lead(public.leads) from public, anon, authenticated, service_role;

create function private.webhook_booking(_booking public.call_bookings)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', _booking.id,
    'lead_id', _booking.lead_id,
    'status', _booking.status,
    'starts_at', private.webhook_time(_booking.slot_start),
    'visitor_time_zone', _booking.time_zone,
    'email', _booking.email,
    'phone', _booking.phone,
    'biggest_question', _booking.biggest_question,
    'attendance', _booking.attendance,
    'cancelled_at', _booking.cancelled_at,
    'cancel_reason', _booking.cancel_reason,
    'created_at', _booking.created_at
  );
$$;
revoke all on function private.webhook_booking(public.call_bookings) from public, anon, authenticated, service_role;

create function private.queue_lead_webhooks()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.is_spam then
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform private.enqueue_webhook_event('lead.created', private.webhook_lead(new));
  elsif new.status is distinct from old.status then
    perform private.enqueue_webhook_event('lead.status_changed', private.webhook_lead(new) || jsonb_build_object('previous_status', old.status));
  end if;
  return null;
end;
$$;
revoke all on function private.queue_lead_webhooks() from public, anon, authenticated, service_role;

create trigger leads_queue_webhooks
  after insert or update of status on public.leads
  for each row execute function private.queue_lead_webhooks();

create function private.queue_booking_webhooks()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.enqueue_webhook_event('booking.created', private.webhook_booking(new));
    return null;
  end if;
  if new.status = 'cancelled' and old.status is distinct from 'cancelled' then
    perform private.enqueue_webhook_event('booking.cancelled', private.webhook_booking(new));
  elsif new.slot_start is distinct from old.slot_start then
    perform private.enqueue_webhook_event('booking.moved', private.webhook_booking(new) || jsonb_build_object('previous_starts_at', private.webhook_time(old.slot_start)));
  end if;
  if new.attendance is distinct from old.attendance and new.attendance = 'attended' then
    perform private.enqueue_webhook_event('booking.attended', private.webhook_booking(new));
  elsif new.attendance is distinct from old.attendance and new.attendance = 'no_show' then
    perform private.enqueue_webhook_event('booking.no_show', private.webhook_booking(new));
  end if;
  return null;
end;
$$;
revoke all on function private.queue_booking_webhooks() from public, anon, authenticated, service_role;

create trigger call_bookings_queue_webhooks
  after insert or update of status, slot_start, attendance on public.call_bookings
  for each row execute function private.queue_booking_webhooks();

create function private.queue_agreement_webhooks()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The terms' fingerprint, not their text (it is the agreement's, the same for every signer); never the
  -- signer's address or browser.
  perform private.enqueue_webhook_event('agreement.accepted', jsonb_build_object(
    'id', new.id,
    'lead_id', new.lead_id,
    'package_name', new.package_name,
    'monthly_investment', new.monthly_investment,
    'setup_fee', new.setup_fee,
    'quoted_by_agency', new.quote_id is not null,
    'agreement_date', new.agreement_date,
    'accepted_at', new.accepted_at,
    'signer_name', new.signer_name,
    'signer_email', new.signer_email,
    'terms_fingerprint', new.terms_fingerprint
  ));
  return null;
end;
$$;
revoke all on function private.queue_agreement_webhooks() from public, anon, authenticated, service_role;

create trigger agreement_acceptances_queue_webhooks
  after insert on public.agreement_acceptances
  for each row execute function private.queue_agreement_webhooks();

-- Staff ---------------------------------------------------------------------------------------------

-- A caller who is not an admin (in an aal2 session where the operator requires one: private.has_role) gets
-- an empty answer and changes nothing, as the dashboard's reads give a non-admin no rows.

/**
 * Makes (or replaces) the endpoint's signing secret and answers it: the only time it is shown. Definer, as
 * the secrets are closed to every role; reached only through the two functions below, for an admin.
 */
create function private.issue_webhook_secret(_endpoint_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _secret text := private.new_webhook_secret();
begin
  if not private.has_role(auth.uid(), 'admin') or not exists (select from public.webhook_endpoints as e where e.id = _endpoint_id) then
    return null;
  end if;
  insert into private.webhook_endpoint_secrets (endpoint_id, secret) values (_endpoint_id, _secret)
  on conflict (endpoint_id) do update set secret = excluded.secret, created_at = now();
  return _secret;
end;
$$;

/** Queues a webhook.test event for the endpoint, whatever events it wants and even when paused; answers its id. */
create function private.queue_webhook_test(_endpoint_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _id uuid;
begin
  if not private.has_role(auth.uid(), 'admin') then
    return null;
  end if;
  insert into public.webhook_deliveries (endpoint_id, event_type, payload)
  select e.id, 'webhook.test', jsonb_build_object('type', 'webhook.test', 'timestamp', now(), 'data', jsonb_build_object('endpoint_id', e.id))
  from public.webhook_endpoints as e
  where e.id = _endpoint_id
  returning id into _id;
  return _id;
end;
$$;

/** Puts a finished delivery back in the queue with its id, body and a fresh count of attempts. */
create function private.requeue_webhook_delivery(_delivery_id uuid)
returns uuid
language sql
volatile
security definer
set search_path = ''
as $$
  update public.webhook_deliveries as d
  set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null, last_error = null, delivered_at = null
  where d.id = _delivery_id and d.status in ('delivered', 'failed') and private.has_role(auth.uid(), 'admin')
  returning d.id;
$$;

revoke all on function private.issue_webhook_secret(uuid) from public, anon, authenticated, service_role;
revoke all on function private.queue_webhook_test(uuid) from public, anon, authenticated, service_role;
revoke all on function private.requeue_webhook_delivery(uuid) from public, anon, authenticated, service_role;
grant execute on function private.issue_webhook_secret(uuid) to authenticated;
grant execute on function private.queue_webhook_test(uuid) to authenticated;
grant execute on function private.requeue_webhook_delivery(uuid) to authenticated;

-- What the dashboard calls: invokers, so the tables' policies and grants apply to the caller.

/** Adds an endpoint and answers its id and signing secret: the only time the secret is shown. */
create function public.create_webhook_endpoint(url text, events text[], kind text default 'webhook', description text default null)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _id uuid;
begin
  if not private.has_role(auth.uid(), 'admin') then
    return null;
  end if;
  insert into public.webhook_endpoints (url, events, kind, description)
  values (url, events, coalesce(kind, 'webhook'), nullif(description, ''))
  returning id into _id;
  return jsonb_build_object('id', _id, 'secret', private.issue_webhook_secret(_id));
end;
$$;

/** A new signing secret for the endpoint, shown once; deliveries from now on are signed with it. */
create function public.rotate_webhook_secret(endpoint_id uuid)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$
  select jsonb_build_object('secret', secret) from (select private.issue_webhook_secret(endpoint_id) as secret) as issued where secret is not null;
$$;

/** Queues a test event for the endpoint; answers the delivery's id. */
create function public.send_webhook_test(endpoint_id uuid)
returns uuid
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.queue_webhook_test(endpoint_id);
$$;

/** Sends a delivery again with the same id and body, as soon as the dispatcher next runs; answers its id. */
create function public.replay_webhook_delivery(delivery_id uuid)
returns uuid
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.requeue_webhook_delivery(delivery_id);
$$;

revoke all on function public.create_webhook_endpoint(text, text[], text, text) from public, anon, authenticated, service_role;
revoke all on function public.rotate_webhook_secret(uuid) from public, anon, authenticated, service_role;
revoke all on function public.send_webhook_test(uuid) from public, anon, authenticated, service_role;
revoke all on function public.replay_webhook_delivery(uuid) from public, anon, authenticated, service_role;
grant execute on function public.create_webhook_endpoint(text, text[], text, text) to authenticated;
grant execute on function public.rotate_webhook_secret(uuid) to authenticated;
grant execute on function public.send_webhook_test(uuid) to authenticated;
grant execute on function public.replay_webhook_delivery(uuid) to authenticated;

-- The dispatcher ------------------------------------------------------------------------------------

/**
 * Takes up to batch_size deliveries that are due (or whose sender's lock ran out) for endpoints that are not
 * paused, counts the attempt and locks each for lock_seconds; answers them with the endpoint's URL, kind and
 * secret. Two dispatchers never take the same row (skip locked).
 */
create function public.claim_webhook_deliveries(batch_size integer default 20, lock_seconds integer default 60)
returns table (
  id uuid, endpoint_id uuid, event_type text, payload jsonb, attempts integer, created_at timestamptz,
  url text, kind text, secret text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return query
  with due as (
    select d.id
    from public.webhook_deliveries as d
    join public.webhook_endpoints as e on e.id = d.endpoint_id
    where not e.paused
      and ((d.status = 'pending' and d.next_attempt_at <= now()) or (d.status = 'sending' and d.locked_until < now()))
    order by d.next_attempt_at
    limit greatest(1, least(coalesce(batch_size, 20), 100))
    for update of d skip locked
  ), claimed as (
    update public.webhook_deliveries as d
    set status = 'sending', attempts = d.attempts + 1, last_attempt_at = now(),
        locked_until = now() + make_interval(secs => greatest(5, least(coalesce(lock_seconds, 60), 600)))
    from due
    where d.id = due.id
    returning d.id, d.endpoint_id, d.event_type, d.payload, d.attempts, d.created_at
  )
  select c.id, c.endpoint_id, c.event_type, c.payload, c.attempts, c.created_at, e.url, e.kind, s.secret
  from claimed as c
  join public.webhook_endpoints as e on e.id = c.endpoint_id
  join private.webhook_endpoint_secrets as s on s.endpoint_id = c.endpoint_id;
end;
$$;
revoke all on function public.claim_webhook_deliveries(integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.claim_webhook_deliveries(integer, integer) to service_role;
