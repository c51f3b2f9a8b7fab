-- One mailbox is one address for the caps on it (decision 026).
--
-- The cap on e-mails to a visitor-given address (20261125140000_visitor_email_cap.sql, counted when sent since
-- 20261128140000_visitor_email_cap_at_send.sql) compared addresses in any case only, so name+0@… to name+5@…
-- got six e-mails of six, and five dotted spellings of one Gmail address five of five. It now counts by
-- private.mailbox_key, the rule of supabase/functions/_shared/rules/mailbox-key.ts: the tag after a plus is
-- cut on every domain, Gmail's dots and googlemail.com fold, and so do Proton's dots, hyphens and underscores
-- and its four domains. The address stored and e-mailed stays as typed; only the counts use the key.
--
-- The per-mailbox cap on live bookings (decision 013) counts by the key too. The team's notification about a
-- lead, which no cap held, is capped per mailbox as well: beyond
-- private.security_settings.team_notifications_per_address_per_hour (3) about one mailbox in the last hour, a
-- new one is stored as 'suppressed'. The lead itself is always stored, and the inbox lists it.
-- Tune it, as the service role or in the SQL editor:
--
--   update private.security_settings set team_notifications_per_address_per_hour = 5;

-- The key ---------------------------------------------------------------------------------------------------

-- Immutable, so indexes can hold it. tests/backend/mailbox-spellings.test.ts runs it and mailbox-key.ts through one
-- table of cases (supabase/functions/_shared/rules/mailbox-key-test-kit.ts).
create function private.mailbox_key(address text)
returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  _lower text := pg_catalog.lower(address);
  _local text := pg_catalog.substring(_lower, '^(.*)@');
  _domain text := pg_catalog.substring(_lower, '@([^@]*)$');
begin
  if _local is null then
    return _lower;
  end if;
  -- Domains one provider serves under several names.
  _domain := case _domain
    when 'googlemail.com' then 'gmail.com'
    when 'protonmail.com' then 'proton.me'
    when 'protonmail.ch' then 'proton.me'
    when 'pm.me' then 'proton.me'
    else _domain
  end;
  -- Plus addressing, on every domain: the tag starts at the first plus.
  _local := pg_catalog.split_part(_local, '+', 1);
  -- The characters a provider ignores in its local parts.
  _local := case _domain
    when 'gmail.com' then pg_catalog.replace(_local, '.', '')
    when 'proton.me' then pg_catalog.translate(_local, '._-', '')
    else _local
  end;
  return _local || '@' || _domain;
end;
$$;
comment on function private.mailbox_key(text) is
  'The key of the mailbox an address reaches, for the counts of one mailbox (decision 026); the same rule as supabase/functions/_shared/rules/mailbox-key.ts.';

-- The cap on e-mails to a visitor ------------------------------------------------------------------------------

drop index public.email_outbox_visitor_recipient_idx;
create index email_outbox_visitor_recipient_idx on public.email_outbox (private.mailbox_key(to_address), counted_at)
  where counted_at is not null;

-- As in 20261128140000_visitor_email_cap_at_send.sql, one lock per mailbox.
create or replace function private.visitor_email_lock_key(address text)
returns bigint
language sql
immutable
set search_path = ''
as $$ select pg_catalog.hashtextextended('visitor-email:' || private.mailbox_key(address), 0) $$;

-- As in 20261128140000_visitor_email_cap_at_send.sql, counting the mailbox's messages under any spelling.
create or replace function private.visitor_email_over_cap(address text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _cap integer;
  _recent integer;
begin
  -- No settings row reads as the default; the table is created with its row and nothing deletes it.
  _cap := coalesce((select s.visitor_emails_per_address_per_hour from private.security_settings as s), 3);
  select count(*)
    into _recent
    from public.email_outbox as o
    where private.mailbox_key(o.to_address) = private.mailbox_key(address)
      and o.counted_at > now() - interval '1 hour';
  if _recent >= _cap then
    return format('%s e-mails went to this mailbox (under any spelling) in the hour before; the cap is %s', _recent, _cap);
  end if;
  return null;
end;
$$;

-- The cap on the team's notifications about one mailbox ---------------------------------------------------------

alter table private.security_settings
  add column team_notifications_per_address_per_hour integer not null default 3
    constraint security_settings_team_notification_cap_positive check (team_notifications_per_address_per_hour > 0);
comment on table private.security_settings is
  'Operator switches. admin_requires_mfa: the admin role counts only in sessions verified with a second factor (aal2). visitor_emails_per_address_per_hour: e-mails to one visitor-given mailbox in any hour; more are stored as suppressed, never sent. team_notifications_per_address_per_hour: the team''s notifications about leads from one mailbox in any hour; more are stored as suppressed, the leads kept.';
comment on column public.email_outbox.status is
  'pending → sending → sent, or failed after the last retry; suppressed: a visitor e-mail over the hourly cap per mailbox, or a team notification over the hourly cap per lead mailbox (private.security_settings), kept for the record and never sent; withdrawn: about a call moved, cancelled or started before it was sent.';

-- The count's rows: the team's notifications of the last hour, by the mailbox of the lead they are about
-- (reply_to, where the team's answer goes).
create index email_outbox_team_notification_mailbox_idx on public.email_outbox (private.mailbox_key(reply_to), created_at)
  where kind = 'team-notification' and reply_to is not null;

-- Why the team's notification about a lead from `address` may not go out (the count of the hour and the cap),
-- or null when it may. Counted when queued, whenever it is due: it tells of a submission made now, and a quiz
-- lead's notification waits only for its follow-up answers (release_team_notification). Security definer: it
-- reads the operator's setting; the trigger that calls it holds the mailbox's lock.
create function private.team_notification_over_cap(address text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _cap integer;
  _recent integer;
begin
  _cap := coalesce((select s.team_notifications_per_address_per_hour from private.security_settings as s), 3);
  select count(*)
    into _recent
    from public.email_outbox as o
    where o.kind = 'team-notification'
      and o.reply_to is not null
      and private.mailbox_key(o.reply_to) = private.mailbox_key(address)
      and o.created_at > now() - interval '1 hour'
      and o.status <> 'suppressed';
  if _recent >= _cap then
    return format('the team had %s notifications about this mailbox (under any spelling) in the hour before; the cap is %s. The lead is stored', _recent, _cap);
  end if;
  return null;
end;
$$;

-- As in 20261128170000_staff_booking_changes.sql, with the team's notifications counted per mailbox.
create or replace function private.suppress_visitor_email_over_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _over text;
begin
  if new.status <> 'pending' then
    return new;
  end if;
  if new.to_address is null then
    -- The team's message: only a lead's notification is about a visitor's mailbox.
    if new.kind = 'team-notification' and new.reply_to is not null then
      perform pg_catalog.pg_advisory_xact_lock(private.visitor_email_lock_key(new.reply_to));
      _over := private.team_notification_over_cap(new.reply_to);
      if _over is not null then
        new.status := 'suppressed';
        new.last_error := _over;
      end if;
    end if;
    return new;
  end if;
  if new.next_attempt_at > now() then
    return new;
  end if;
  -- Held to the end of the writer's transaction: a concurrent submission to the same mailbox counts
  -- after this one's row is committed (each statement of a volatile function takes a new snapshot).
  perform pg_catalog.pg_advisory_xact_lock(private.visitor_email_lock_key(new.to_address));
  _over := case when new.kind not in ('booking-moved', 'booking-cancelled', 'booking-restored') then private.visitor_email_over_cap(new.to_address) end;
  if _over is null then
    new.counted_at := now();
  else
    new.status := 'suppressed';
    new.last_error := _over;
  end if;
  return new;
end;
$$;

-- The cap on live bookings per mailbox ------------------------------------------------------------------------

-- As in 20261128130000_booking_changes.sql, with the live bookings counted per mailbox (BOOKING_LIVE_LIMIT_PER_EMAIL,
-- decision 013): name+1@… and name+2@… are one person's two bookings. The booking and the lead keep the address
-- as typed, and a booking links only to a lead of the same address.
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
  _mailbox text;
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
  _mailbox := private.mailbox_key(_email);
  _client_hash := nullif(booking ->> 'client_address_hash', '');

  if _submission_id is not null then
    select b.id, b.lead_id into _booking_id, _lead_id from public.call_bookings as b where b.client_submission_id = _submission_id;
    if _booking_id is not null then
      return jsonb_build_object('booking_id', _booking_id, 'lead_id', _lead_id, 'message_ids', '[]'::jsonb,
                                'duplicate', true, 'lead_created', false);
    end if;
  end if;

  -- The caps. Each client and each mailbox books one at a time until this transaction ends, so two
  -- requests cannot both count below the cap and both insert. Always the client's lock first, then the
  -- mailbox's: no two bookings wait on each other in a cycle.
  if _client_hash is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('book_call:client:' || _client_hash, 0));
    if (select count(*) from public.call_bookings as b
        where b.client_address_hash = _client_hash and b.status = 'booked' and b.slot_start > now()) >= max_live_per_client then
      return jsonb_build_object('live_limit', 'client', 'max_live', max_live_per_client);
    end if;
  end if;
  -- One mailbox under any spelling (decision 026). The live bookings are at most the calendar's free slots
  -- ahead, one booking each (call_bookings_one_per_slot), so the key is worked out for few rows.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('book_call:email:' || _mailbox, 0));
  if (select count(*) from public.call_bookings as b
      where private.mailbox_key(b.email) = _mailbox and b.status = 'booked' and b.slot_start > now()) >= max_live_per_email then
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


-- Grants -------------------------------------------------------------------------------------------------------

revoke all on function private.mailbox_key(text) from public, anon, authenticated, service_role;
revoke all on function private.team_notification_over_cap(text) from public, anon, authenticated, service_role;
-- service_role: the outbox's writer (its indexes compute the key) and claim_email_outbox's caller (the lock key).
grant execute on function private.mailbox_key(text) to service_role;
-- team_notification_over_cap: nobody; only the trigger's function (security definer) calls it.
