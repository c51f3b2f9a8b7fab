-- docs/decisions/013-abuse-proofing.md, items 5 and 9: nobody can take the calendar, and a booking
-- changes no status staff set.
--
-- Item 5. 860 bookings in 50 s, each with a fresh e-mail and forwarded address, took every slot of the
-- 60-day window. book_call now caps the live bookings (future, not cancelled) per client address and per
-- e-mail address, in the transaction that books: a transaction-scoped advisory lock per address and per
-- e-mail serializes the count and the insert, so concurrent requests cannot pass the cap together.
-- The client is the salted SHA-256 the rate limits already compute (rate-limit.ts rateLimitKey 'ip',
-- of the platform's address or an IPv6 client's /64), stored on the booking; never the IP itself.
-- The caps are arguments, so the function's secrets tune them (BOOKING_LIVE_LIMIT_PER_IP,
-- BOOKING_LIVE_LIMIT_PER_EMAIL); over a cap book_call books nothing and answers which cap, with its size.
--
-- Item 9. Anyone could book with another lead's e-mail and move that lead to Call Booked. A visitor's
-- e-mail is never verified, so a booking now only links to the newest lead with the address: its status
-- and call_booked stay what staff set. The booking shows in the lead's records and the bookings list.
-- A lead the booking creates itself still starts as Call Booked (decision 005): no one set anything yet.
--
-- For staff: call_booking_list is the bookings with how many live bookings the same client holds.

-- The client's hash ------------------------------------------------------------------------------

alter table public.call_bookings
  add column client_address_hash text
    constraint call_bookings_client_address_hash_shape check (client_address_hash ~ '^[0-9a-f]{64}$');
comment on column public.call_bookings.client_address_hash is
  'Salted SHA-256 of the client address the booking came from (TRACKING_HASH_SALT, as the rate limits key it); null when the platform gave none. Never the address.';

-- The caps' counts and the staff's per-client count read live bookings by client and by e-mail.
create index call_bookings_live_by_client on public.call_bookings (client_address_hash, slot_start)
  where status = 'booked' and client_address_hash is not null;
create index call_bookings_live_by_email on public.call_bookings (email, slot_start) where status = 'booked';

-- Unchanged from 20261125100000_explicit_grants.sql: the new column is covered by the table grants
-- (admins read it through call_booking_list; book_call, as the service role, writes it).
revoke all on table public.call_bookings from public, anon, authenticated, service_role;
grant select on table public.call_bookings to authenticated;
grant update (status) on table public.call_bookings to authenticated;
grant select, insert, update on table public.call_bookings to service_role;

-- Booking ----------------------------------------------------------------------------------------

-- The 3-argument version would be ambiguous next to the new one's defaults.
drop function public.book_call(jsonb, jsonb, jsonb);

-- Books one call, all or nothing: the booking, its lead (linked to the newest non-spam lead with the
-- address, whose status and call_booked it leaves alone; without one a Call Booked lead is created from
-- `lead`), and its e-mails. `booking` holds the call_bookings columns by name, client_address_hash
-- included. Answers {booking_id, lead_id, message_ids, duplicate, lead_created}, {slot_taken: true}, or
-- {live_limit: 'client' | 'email', max_live: n} when the client or the address holds max_live live
-- bookings already (a null hash is not capped per client: no address to count by).
create function public.book_call(
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
  _message jsonb;
  _message_id uuid;
  _message_ids uuid[] := '{}'::uuid[];
begin
  if jsonb_typeof(booking) is distinct from 'object' then
    raise exception 'booking must be a JSON object' using errcode = '22023';
  end if;
  if jsonb_typeof(lead) is distinct from 'object' then
    raise exception 'lead must be a JSON object' using errcode = '22023';
  end if;
  if messages is null or messages = 'null'::jsonb then
    messages := '[]'::jsonb;
  end if;
  if jsonb_typeof(messages) <> 'array' then
    raise exception 'messages must be a JSON array' using errcode = '22023';
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
      client_address_hash
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
      _client_hash
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
  -- set them (item 9). No lock on the lead: nothing of it is written.
  select l.id into _lead_id
  from public.leads as l
  where lower(l.email) = _email and not l.is_spam
  order by l.created_at desc
  limit 1;

  if _lead_id is null then
    insert into public.leads (source, name, email, phone, status, call_booked, details, attribution)
    values (
      coalesce(lead ->> 'source', 'call-booking'),
      coalesce(nullif(lead ->> 'name', ''), _email),
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

  for _message in select value from jsonb_array_elements(messages) loop
    if jsonb_typeof(_message) is distinct from 'object' then
      raise exception 'each message must be a JSON object' using errcode = '22023';
    end if;
    insert into public.email_outbox (lead_id, kind, to_address, reply_to, subject, html, text_body, attachments)
    values (
      _lead_id,
      _message ->> 'kind',
      _message ->> 'to_address',
      _message ->> 'reply_to',
      _message ->> 'subject',
      _message ->> 'html',
      _message ->> 'text_body',
      coalesce(nullif(_message -> 'attachments', 'null'::jsonb), '[]'::jsonb)
    )
    returning id into _message_id;
    _message_ids := _message_ids || _message_id;
  end loop;

  return jsonb_build_object('booking_id', _booking_id, 'lead_id', _lead_id, 'message_ids', to_jsonb(_message_ids),
                            'duplicate', false, 'lead_created', _lead_created);
end;
$$;

comment on function public.book_call(jsonb, jsonb, jsonb, integer, integer) is
  'Books a call for book-call (service role): caps live bookings per client hash and per e-mail, links the lead without changing its status.';

revoke all on function public.book_call(jsonb, jsonb, jsonb, integer, integer) from public, anon, authenticated, service_role;
-- service_role: the book-call function.
grant execute on function public.book_call(jsonb, jsonb, jsonb, integer, integer) to service_role;

-- What staff see ---------------------------------------------------------------------------------

-- The bookings with how many live bookings their client holds (null when the booking has no client
-- hash), so staff see one client taking many slots. Security invoker: call_bookings' policies decide,
-- so only admins see rows, and the count covers every booking they may see.
create view public.call_booking_list
with (security_invoker = true)
as
  select
    b.id,
    b.created_at,
    b.lead_id,
    b.email,
    b.phone,
    b.slot_start,
    b.time_zone,
    b.preferred_date,
    b.preferred_time,
    b.biggest_question,
    b.status,
    b.status_changed_at,
    case when b.client_address_hash is null then null else (
      select count(*)::integer from public.call_bookings as other
      where other.client_address_hash = b.client_address_hash and other.status = 'booked' and other.slot_start > now()
    ) end as live_bookings_from_client
  from public.call_bookings as b;

comment on view public.call_booking_list is
  'The admin''s bookings list: call_bookings plus live_bookings_from_client, the live (future, not cancelled) bookings from the same client address hash.';

revoke all on table public.call_booking_list from public, anon, authenticated, service_role;
-- authenticated: the dashboard's bookings tab (security invoker: the call_bookings policies decide). service_role: none.
grant select on table public.call_booking_list to authenticated;
