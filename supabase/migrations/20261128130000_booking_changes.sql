-- Booked calls that change (issue 26): the visitor's private link to see, move or cancel a call,
-- the calendar invite's revision, cancellations with who made them and why, and e-mails that are
-- withdrawn with the booking they describe (its confirmation, its reminders).
--
-- - call_bookings.manage_token_hash: the SHA-256 of the link's token (the token itself is only in the
--   visitor's e-mail); unique, so a token opens one booking. Bookings made before have none.
-- - call_bookings.sequence: the invite's SEQUENCE, one more with each move or cancel.
-- - email_outbox.booking_id: a message about a booking as it stands. A move or a cancel withdraws the
--   booking's messages still pending, and the claim withdraws, instead of sending, any that comes due
--   for a call cancelled or already started (a dispatcher that was down sends nothing stale).
-- - public.booking_for_manage_token, public.move_booking, public.cancel_booking: what the
--   manage-booking function (service role) does for a link, or staff do for a booking id.

-- call_bookings --------------------------------------------------------------------------------

alter table public.call_bookings
  add column manage_token_hash text check (manage_token_hash ~ '^[0-9a-f]{64}$'),
  add column sequence integer not null default 0 check (sequence >= 0),
  add column cancelled_at timestamptz,
  add column cancelled_by text check (cancelled_by in ('visitor', 'staff')),
  add column cancel_reason text check (char_length(cancel_reason) <= 1000);
create unique index call_bookings_manage_token_hash_key on public.call_bookings (manage_token_hash);
comment on column public.call_bookings.manage_token_hash is 'SHA-256 (hex) of the token in the visitor''s manage link; the token itself is stored nowhere.';
comment on column public.call_bookings.sequence is 'The calendar invite''s SEQUENCE: 0 when booked, one more with each move or cancel.';
comment on column public.call_bookings.cancelled_by is 'Who cancelled: the visitor through the manage link, or staff.';

-- email_outbox ---------------------------------------------------------------------------------

alter table public.email_outbox add column booking_id uuid references public.call_bookings (id) on delete set null;
create index email_outbox_booking_id_idx on public.email_outbox (booking_id) where booking_id is not null;
comment on column public.email_outbox.booking_id is
  'The booking this message describes as it stands (confirmation, reminders): withdrawn when the booking is moved or cancelled, or the call starts first.';

alter table public.email_outbox drop constraint email_outbox_status_check;
alter table public.email_outbox
  add constraint email_outbox_status_check check (status in ('pending', 'sending', 'sent', 'failed', 'suppressed', 'withdrawn'));
comment on column public.email_outbox.status is
  'pending → sending → sent, or failed after the last retry; suppressed: a visitor e-mail over the hourly cap per address, never sent; withdrawn: about a booking that was moved, cancelled or started before it went out.';

-- As in 20261125150000_one_pipeline.sql, with the message's booking_id.
create or replace function private.queue_outbox(lead_id uuid, messages jsonb)
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
    insert into public.email_outbox (lead_id, booking_id, kind, to_address, reply_to, subject, html, text_body, attachments, next_attempt_at)
    values (
      queue_outbox.lead_id,
      nullif(_message ->> 'booking_id', '')::uuid,
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
  'Queues a lead''s e-mails in public.email_outbox (delay_seconds, attachments and booking_id honoured); answers their ids in order.';

-- Claims due messages for one dispatcher, as in 20261121110000_email_outbox_and_lead_intake.sql;
-- first it withdraws the due messages about a booking that is cancelled or whose call has started.
create or replace function public.claim_email_outbox(batch_size integer default 20, only_ids uuid[] default null)
returns setof public.email_outbox
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  update public.email_outbox as o
  set status = 'withdrawn', locked_until = null
  from public.call_bookings as b
  where b.id = o.booking_id
    and o.status = 'pending'
    and o.next_attempt_at <= now()
    and (b.status = 'cancelled' or b.slot_start <= now())
    and (only_ids is null or o.id = any (only_ids));

  return query
  update public.email_outbox as o
  set status = 'sending',
      attempts = o.attempts + 1,
      locked_until = now() + interval '2 minutes'
  where o.id in (
    select d.id
    from public.email_outbox as d
    where ((d.status = 'pending' and d.next_attempt_at <= now())
        or (d.status = 'sending' and d.locked_until < now()))
      and (only_ids is null or d.id = any (only_ids))
    order by d.next_attempt_at, d.created_at
    limit greatest(1, least(coalesce(batch_size, 20), 100))
    for update skip locked
  )
  returning o.*;
end;
$$;


-- Retention ------------------------------------------------------------------------------------------

-- A withdrawn e-mail has settled like a sent one: its body is cleared 30 days on. As in
-- 20261128120000_retention.sql, with 'withdrawn' among the settled statuses (and its index).
drop index public.email_outbox_settled_created_at_idx;
create index email_outbox_settled_created_at_idx on public.email_outbox (created_at)
  where body_cleared_at is null and status in ('sent', 'failed', 'suppressed', 'withdrawn');

create or replace procedure private.apply_retention(batch integer default 10000)
language plpgsql
as $$
declare
  _tracking timestamptz := pg_catalog.now() - private.kept_for('tracking');
  _consent timestamptz := pg_catalog.now() - private.kept_for('consent records');
  _bodies timestamptz := pg_catalog.now() - private.kept_for('e-mail bodies');
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
end;
$$;

-- Booking ---------------------------------------------------------------------------------------

-- As in 20261125160000_leads_as_data.sql, storing the manage link's token hash (booking.manage_token_hash).
create or replace function public.book_call(
  booking jsonb,
  lead jsonb,
  messages jsonb default '[]'::jsonb,
  max_live_per_client integer default 2,
  max_live_per_email integer default 2
)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _submission_id uuid;
  _email text;
  _client_hash text;
  _booking_id uuid;
  _lead_id uuid;
  _lead_created boolean := false;
  _constraint text;
begin
  if jsonb_typeof(booking) is distinct from 'object' then
    raise exception 'booking must be a JSON object' using errcode = '22023';
  end if;
  if jsonb_typeof(lead) is distinct from 'object' then
    raise exception 'lead must be a JSON object' using errcode = '22023';
  end if;
  if max_live_per_client is null or max_live_per_client < 1 or max_live_per_email is null or max_live_per_email < 1 then
    raise exception 'the live-booking caps must be positive' using errcode = '22023';
  end if;

  _submission_id := nullif(booking ->> 'client_submission_id', '')::uuid;
  _email := lower(booking ->> 'email');
  _client_hash := nullif(booking ->> 'client_address_hash', '');

  if _submission_id is not null then
    select b.id, b.lead_id into _booking_id, _lead_id from public.call_bookings as b where b.client_submission_id = _submission_id;
    if _booking_id is not null then
      return jsonb_build_object('booking_id', _booking_id, 'lead_id', _lead_id, 'message_ids', '[]'::jsonb,
                                'duplicate', true, 'lead_created', false);
    end if;
  end if;

  -- The caps. Each client and each address books one at a time until this transaction ends, so two
  -- requests cannot both count below the cap and both insert. Always the client's lock first, then the
  -- address's: no two bookings wait on each other in a cycle.
  if _client_hash is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('book_call:client:' || _client_hash, 0));
    if (select count(*) from public.call_bookings as b
        where b.client_address_hash = _client_hash and b.status = 'booked' and b.slot_start > now()) >= max_live_per_client then
      return jsonb_build_object('live_limit', 'client', 'max_live', max_live_per_client);
    end if;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('book_call:email:' || _email, 0));
  if (select count(*) from public.call_bookings as b
      where b.email = _email and b.status = 'booked' and b.slot_start > now()) >= max_live_per_email then
    return jsonb_build_object('live_limit', 'email', 'max_live', max_live_per_email);
  end if;

  -- A concurrent request for the same slot (or with the same submission id) waits on the index for
  -- the first one's commit, then fails here with unique_violation; the block keeps that from
  -- aborting the transaction so the caller gets an answer.
  begin
    insert into public.call_bookings (
      id, email, phone, slot_start, time_zone, preferred_date, preferred_time, biggest_question, client_submission_id,
      client_address_hash, manage_token_hash
    )
    values (
      coalesce(nullif(booking ->> 'id', '')::uuid, gen_random_uuid()),
      _email,
      booking ->> 'phone',
      (booking ->> 'slot_start')::timestamptz,
      coalesce(booking ->> 'time_zone', 'America/Los_Angeles'),
      (booking ->> 'preferred_date')::date,
      booking ->> 'preferred_time',
      nullif(booking ->> 'biggest_question', ''),
      _submission_id,
      _client_hash,
      nullif(booking ->> 'manage_token_hash', '')
    )
    returning id into _booking_id;
  exception when unique_violation then
    get stacked diagnostics _constraint = constraint_name;
    if _constraint = 'call_bookings_one_per_slot' then
      return jsonb_build_object('slot_taken', true);
    end if;
    -- The same submission id committed by a concurrent request: answer as a retry.
    select b.id, b.lead_id into _booking_id, _lead_id from public.call_bookings as b where b.client_submission_id = _submission_id;
    if _booking_id is null then
      raise;
    end if;
    return jsonb_build_object('booking_id', _booking_id, 'lead_id', _lead_id, 'message_ids', '[]'::jsonb,
                              'duplicate', true, 'lead_created', false);
  end;

  -- Linked only: the visitor's e-mail is unverified, so the lead's status and call_booked stay as staff
  -- set them. No lock on the lead: nothing of it is written.
  select l.id into _lead_id
  from public.leads as l
  where lower(l.email) = _email and not l.is_spam
  order by l.created_at desc
  limit 1;

  if _lead_id is null then
    insert into public.leads (source, name, email, phone, status, call_booked, details, attribution)
    values (
      coalesce(lead ->> 'source', 'call-booking'),
      nullif(lead ->> 'name', ''),
      _email,
      lead ->> 'phone',
      'Call Booked',
      true,
      coalesce(nullif(lead -> 'details', 'null'::jsonb), '{}'::jsonb),
      coalesce(nullif(lead -> 'attribution', 'null'::jsonb), '{}'::jsonb)
    )
    returning id into _lead_id;
    _lead_created := true;
  end if;

  update public.call_bookings set lead_id = _lead_id where id = _booking_id;

  return jsonb_build_object('booking_id', _booking_id, 'lead_id', _lead_id,
                            'message_ids', to_jsonb(private.queue_outbox(_lead_id, messages)),
                            'duplicate', false, 'lead_created', _lead_created);
end;
$$;

-- Changing a booking --------------------------------------------------------------------------------

-- The booking a manage link opens: what the page shows and what the function needs to write its
-- e-mails. Null for an unknown token.
create function public.booking_for_manage_token(token_hash text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'id', b.id, 'lead_id', b.lead_id, 'email', b.email, 'slot_start', b.slot_start, 'time_zone', b.time_zone,
    'status', b.status, 'sequence', b.sequence, 'started', b.slot_start <= now()
  )
  from public.call_bookings as b
  where b.manage_token_hash = token_hash;
$$;

-- Locks the booking a change names, by the link's token hash (the visitor) or by id (staff), never
-- both, and says whether it may change: 'not_found', 'cancelled', 'started' or 'stale' (the caller
-- wrote its e-mails for another revision: it reads again and retries), else null.
create function private.lock_booking_for_change(change jsonb, out booking_id uuid, out lead_id uuid, out refusal text)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _booking public.call_bookings;
begin
  if jsonb_typeof(change) is distinct from 'object' then
    raise exception 'change must be a JSON object' using errcode = '22023';
  end if;
  if (change ? 'manage_token_hash') = (change ? 'booking_id') then
    raise exception 'a change names its booking by manage_token_hash or by booking_id, not both' using errcode = '22023';
  end if;
  select * into _booking from public.call_bookings as b
  where (change ? 'manage_token_hash' and b.manage_token_hash = change ->> 'manage_token_hash')
     or (change ? 'booking_id' and b.id = (change ->> 'booking_id')::uuid)
  for update;
  booking_id := _booking.id;
  lead_id := _booking.lead_id;
  refusal := case
    when _booking.id is null then 'not_found'
    when _booking.status = 'cancelled' then 'cancelled'
    when _booking.slot_start <= now() then 'started'
    when _booking.sequence is distinct from (change ->> 'expected_sequence')::integer then 'stale'
  end;
end;
$$;

-- Withdraws what is still pending about a booking as it was: its confirmation if still unsent, its reminders.
create function private.withdraw_booking_messages(booking_id uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  update public.email_outbox as o
  set status = 'withdrawn', locked_until = null
  where o.booking_id = withdraw_booking_messages.booking_id and o.status = 'pending';
$$;

-- Moves a call to another slot: the same booking and lead, one revision on, the old slot free at once.
-- `change` holds manage_token_hash or booking_id, expected_sequence, slot_start, preferred_date and
-- preferred_time; `messages` the e-mails of the move (the updated invite, the new reminders). Answers
-- {moved, booking_id, sequence, message_ids}, {refused: reason} or {slot_taken}; the unique slot index
-- decides between moves racing for one slot.
create function public.move_booking(change jsonb, messages jsonb default '[]'::jsonb)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _booking record;
  _sequence integer;
begin
  select * into _booking from private.lock_booking_for_change(change);
  if _booking.refusal is not null then
    return jsonb_build_object('refused', _booking.refusal);
  end if;
  if (change ->> 'slot_start')::timestamptz <= now() then
    raise exception 'a call moves to a time still ahead' using errcode = '22023';
  end if;

  begin
    update public.call_bookings as b
    set slot_start = (change ->> 'slot_start')::timestamptz,
        preferred_date = (change ->> 'preferred_date')::date,
        preferred_time = change ->> 'preferred_time',
        sequence = b.sequence + 1
    where b.id = _booking.booking_id
    returning b.sequence into _sequence;
  exception when unique_violation then
    return jsonb_build_object('slot_taken', true);
  end;

  perform private.withdraw_booking_messages(_booking.booking_id);
  return jsonb_build_object('moved', true, 'booking_id', _booking.booking_id, 'sequence', _sequence,
                            'message_ids', to_jsonb(private.queue_outbox(_booking.lead_id, messages)));
end;
$$;

-- Cancels a call: its slot is free at once, its pending messages withdrawn, and `messages` (the CANCEL
-- invite) queued. `change` holds manage_token_hash or booking_id, expected_sequence, cancelled_by
-- ('visitor' or 'staff') and an optional reason. Answers {cancelled, booking_id, sequence, message_ids}
-- or {refused: reason}.
create function public.cancel_booking(change jsonb, messages jsonb default '[]'::jsonb)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _booking record;
  _sequence integer;
begin
  select * into _booking from private.lock_booking_for_change(change);
  if _booking.refusal is not null then
    return jsonb_build_object('refused', _booking.refusal);
  end if;

  update public.call_bookings as b
  set status = 'cancelled',
      sequence = b.sequence + 1,
      cancelled_at = now(),
      cancelled_by = change ->> 'cancelled_by',
      cancel_reason = nullif(btrim(change ->> 'reason'), '')
  where b.id = _booking.booking_id
  returning b.sequence into _sequence;

  perform private.withdraw_booking_messages(_booking.booking_id);
  return jsonb_build_object('cancelled', true, 'booking_id', _booking.booking_id, 'sequence', _sequence,
                            'message_ids', to_jsonb(private.queue_outbox(_booking.lead_id, messages)));
end;
$$;

revoke all on function public.booking_for_manage_token(text) from public, anon, authenticated, service_role;
revoke all on function private.lock_booking_for_change(jsonb) from public, anon, authenticated, service_role;
revoke all on function private.withdraw_booking_messages(uuid) from public, anon, authenticated, service_role;
revoke all on function public.move_booking(jsonb, jsonb) from public, anon, authenticated, service_role;
revoke all on function public.cancel_booking(jsonb, jsonb) from public, anon, authenticated, service_role;
-- service_role: the manage-booking function; move and cancel run as it, so it may use their helpers.
grant execute on function public.booking_for_manage_token(text) to service_role;
grant execute on function public.move_booking(jsonb, jsonb) to service_role;
grant execute on function public.cancel_booking(jsonb, jsonb) to service_role;
grant execute on function private.lock_booking_for_change(jsonb) to service_role;
grant execute on function private.withdraw_booking_messages(uuid) to service_role;
