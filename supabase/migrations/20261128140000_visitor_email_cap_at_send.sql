-- The hourly cap on e-mails to one visitor-given address (20261125140000_visitor_email_cap.sql) counts each
-- e-mail in the hour it goes out, not the hour it was queued (decision 019).
--
-- A booked call queues reminders due 24 hours and 1 hour before it. Counted when queued, they would fill
-- the visitor's hour (a guide, then a booking's confirmation and two reminders: the last is suppressed) and
-- count against an hour in which nothing was sent. Not counted at all, a reminder due within the hour of an
-- attack would add to what the stranger receives. So a message counts from email_outbox.counted_at:
--
-- - a message due at once is counted when queued, as before: the insert trigger sets counted_at, or stores
--   the message as 'suppressed' over the cap, in the writer's transaction;
-- - a message due later is counted when it comes due: the claim counts it against the e-mails sent to its
--   address in the hour before, and sends it or suppresses it then.
--
-- The claim only tries the address's lock: a message whose address another transaction is counting stays
-- pending for the next claim (the cron's minute), so no claim waits on a writer holding rows it wants.

alter table public.email_outbox add column counted_at timestamptz;
comment on column public.email_outbox.counted_at is
  'When the message counted against the hourly cap per visitor address: when queued for a message due at once, when claimed for one due later (a reminder). Null for the team''s messages, suppressed or withdrawn ones, one not yet due, and rows older than the cap''s hour at this column''s creation.';

-- The count looks an hour back only: the rows of the last hour are enough to carry it across this migration.
update public.email_outbox
set counted_at = created_at
where to_address is not null
  and status not in ('suppressed', 'withdrawn')
  and created_at > now() - interval '1 hour';

drop index public.email_outbox_visitor_recipient_idx;
create index email_outbox_visitor_recipient_idx on public.email_outbox (lower(to_address), counted_at)
  where counted_at is not null;

-- The per-address lock's key, shared by the trigger (which waits for it) and the claim (which only tries it).
create function private.visitor_email_lock_key(address text)
returns bigint
language sql
immutable
set search_path = ''
as $$ select pg_catalog.hashtextextended('visitor-email:' || lower(address), 0) $$;

-- Why a message to `address` may not go out now (the count of the hour and the cap), or null when it may.
-- Security definer: it reads the operator's setting and counts the address's messages whoever asks. The
-- caller holds the address's lock, so the count and the message's own counted_at cannot interleave with
-- another's.
create function private.visitor_email_over_cap(address text)
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
    where lower(o.to_address) = lower(address)
      and o.counted_at > now() - interval '1 hour';
  if _recent >= _cap then
    return format('%s e-mails went to this address in the hour before; the cap is %s', _recent, _cap);
  end if;
  return null;
end;
$$;

-- As in 20261125140000_visitor_email_cap.sql, counting by counted_at; a message due later is left to the claim.
create or replace function private.suppress_visitor_email_over_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _over text;
begin
  if new.to_address is null or new.status <> 'pending' or new.next_attempt_at > now() then
    return new;
  end if;
  -- Held to the end of the writer's transaction: a concurrent submission to the same address counts
  -- after this one's row is committed (each statement of a volatile function takes a new snapshot).
  perform pg_catalog.pg_advisory_xact_lock(private.visitor_email_lock_key(new.to_address));
  _over := private.visitor_email_over_cap(new.to_address);
  if _over is null then
    new.counted_at := now();
  else
    new.status := 'suppressed';
    new.last_error := _over;
  end if;
  return new;
end;
$$;

-- Claims due messages for one dispatcher, as in 20261128130000_booking_changes.sql; first it withdraws
-- the due messages about a cancelled or started call, then counts the visitor messages coming due that
-- were not counted when queued (suppressing those over the cap), and claims only counted ones.
create or replace function public.claim_email_outbox(batch_size integer default 20, only_ids uuid[] default null)
returns setof public.email_outbox
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _due record;
  _over text;
begin
  update public.email_outbox as o
  set status = 'withdrawn', locked_until = null
  from public.call_bookings as b
  where b.id = o.booking_id
    and o.status = 'pending'
    and o.next_attempt_at <= now()
    and (b.status = 'cancelled' or b.slot_start <= now())
    and (only_ids is null or o.id = any (only_ids));

  -- In the addresses' order, so two claims never hold each other's address locks.
  for _due in
    select d.id, d.to_address
    from public.email_outbox as d
    where d.status = 'pending'
      and d.next_attempt_at <= now()
      and d.to_address is not null
      and d.counted_at is null
      and (only_ids is null or d.id = any (only_ids))
    order by lower(d.to_address), d.next_attempt_at
    limit greatest(1, least(coalesce(batch_size, 20), 100))
    for update skip locked
  loop
    continue when not pg_catalog.pg_try_advisory_xact_lock(private.visitor_email_lock_key(_due.to_address));
    _over := private.visitor_email_over_cap(_due.to_address);
    update public.email_outbox as o
    set counted_at = case when _over is null then now() end,
        status = case when _over is null then o.status else 'suppressed' end,
        last_error = coalesce(_over, o.last_error)
    where o.id = _due.id;
  end loop;

  return query
  update public.email_outbox as o
  set status = 'sending',
      attempts = o.attempts + 1,
      locked_until = now() + interval '2 minutes'
  where o.id in (
    select d.id
    from public.email_outbox as d
    where ((d.status = 'pending' and d.next_attempt_at <= now() and (d.to_address is null or d.counted_at is not null))
        or (d.status = 'sending' and d.locked_until < now()))
      and (only_ids is null or d.id = any (only_ids))
    order by d.next_attempt_at, d.created_at
    limit greatest(1, least(coalesce(batch_size, 20), 100))
    for update skip locked
  )
  returning o.*;
end;
$$;

revoke all on function private.visitor_email_lock_key(text) from public, anon, authenticated, service_role;
revoke all on function private.visitor_email_over_cap(text) from public, anon, authenticated, service_role;
-- service_role: claim_email_outbox runs as the dispatcher's service role and counts with these.
grant execute on function private.visitor_email_lock_key(text) to service_role;
grant execute on function private.visitor_email_over_cap(text) to service_role;
