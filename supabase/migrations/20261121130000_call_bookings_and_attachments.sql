-- Call bookings (/call-booking and book-call, docs/product.md#call-booking) and e-mail attachments (the
-- confirmation carries a calendar invite). One slot holds at most one live booking: a unique partial index
-- decides, so two requests racing for the same slot cannot both win, whatever the application code does.

-- Attachments -----------------------------------------------------------------------------------

-- An array of {filename, content_type, content_base64}. The size cap keeps a row far below what mail
-- providers accept (Resend allows 40 MB per e-mail) and the outbox small; an invite is about 1 KB.
alter table public.email_outbox
  add column attachments jsonb not null default '[]'::jsonb
    constraint email_outbox_attachments_shape check (
      jsonb_typeof(attachments) = 'array'
      and jsonb_array_length(attachments) <= 10
      and octet_length(attachments::text) <= 1048576
    );

-- Bookings --------------------------------------------------------------------------------------

create table public.call_bookings (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Kept when the lead is deleted: the call still happens.
  lead_id uuid references public.leads (id) on delete set null,
  email text not null check (char_length(email) between 3 and 320),
  phone text not null check (char_length(phone) between 1 and 50),
  -- The instant the call starts; preferred_date and preferred_time are what the visitor picked, in time_zone.
  slot_start timestamptz not null,
  time_zone text not null default 'America/Los_Angeles' check (char_length(time_zone) between 1 and 64),
  preferred_date date,
  preferred_time text check (preferred_time ~ '^\d{2}:\d{2}$'),
  biggest_question text check (char_length(biggest_question) <= 2000),
  status text not null default 'booked' check (status in ('booked', 'cancelled')),
  -- The browser's id for one submission, so a double click or a retry books once.
  client_submission_id uuid unique
);
comment on table public.call_bookings is 'Consultation calls booked on /call-booking. Inserted by book-call (service role); read by admins, who may cancel.';

-- The guarantee: one live booking per slot. A cancelled booking frees its slot.
create unique index call_bookings_one_per_slot on public.call_bookings (slot_start) where status = 'booked';
create index call_bookings_lead_id_idx on public.call_bookings (lead_id);

create trigger call_bookings_set_updated_at
  before update on public.call_bookings
  for each row execute function private.set_updated_at();

alter table public.call_bookings enable row level security;

revoke all on table public.call_bookings from anon, authenticated;
grant select on table public.call_bookings to authenticated;
-- Admins cancel or restore a booking; what the visitor sent is not theirs to rewrite.
grant update (status) on table public.call_bookings to authenticated;

create policy "Admins read call bookings"
  on public.call_bookings for select
  to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

create policy "Admins update call bookings"
  on public.call_bookings for update
  to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')))
  with check ((select private.has_role((select auth.uid()), 'admin')));

-- Booking ---------------------------------------------------------------------------------------

-- Books one call, all or nothing: the booking, its lead (the newest non-spam lead with the same
-- address gets call_booked; without one a lead is created from `lead`), and its e-mails.
-- `booking` holds the call_bookings columns by name (id optional: the caller may choose it, so that
-- the calendar invite's UID names the booking); `lead` the leads columns for a new lead;
-- `messages` is an array of {kind, to_address (null = the team), reply_to, subject, html, text_body,
-- attachments}.
-- Answers {booking_id, lead_id, message_ids, duplicate, lead_created}; a client_submission_id seen
-- before answers the stored booking with duplicate = true and changes nothing; a slot already booked
-- answers {"slot_taken": true} and stores nothing (no exception: it is an expected outcome).
create or replace function public.book_call(booking jsonb, lead jsonb, messages jsonb default '[]'::jsonb)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _submission_id uuid;
  _email text;
  _booking_id uuid;
  _lead_id uuid;
  _lead_created boolean := false;
  _constraint text;
  _message jsonb;
  _message_id uuid;
  _message_ids uuid[] := '{}';
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

  _submission_id := nullif(booking ->> 'client_submission_id', '')::uuid;
  _email := lower(booking ->> 'email');

  if _submission_id is not null then
    select b.id, b.lead_id into _booking_id, _lead_id from public.call_bookings as b where b.client_submission_id = _submission_id;
    if _booking_id is not null then
      return jsonb_build_object('booking_id', _booking_id, 'lead_id', _lead_id, 'message_ids', '[]'::jsonb,
                                'duplicate', true, 'lead_created', false);
    end if;
  end if;

  -- A concurrent request for the same slot (or with the same submission id) waits on the index for
  -- the first one's commit, then fails here with unique_violation; the block keeps that from
  -- aborting the transaction so the caller gets an answer.
  begin
    insert into public.call_bookings (
      id, email, phone, slot_start, time_zone, preferred_date, preferred_time, biggest_question, client_submission_id
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
      _submission_id
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

  select l.id into _lead_id
  from public.leads as l
  where lower(l.email) = _email and not l.is_spam
  order by l.created_at desc
  limit 1
  for update;

  if _lead_id is not null then
    update public.leads
    set call_booked = true,
        status = case when status = 'New' then 'Call Booked' else status end
    where id = _lead_id;
  else
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
revoke all on function public.book_call(jsonb, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.book_call(jsonb, jsonb, jsonb) to service_role;
