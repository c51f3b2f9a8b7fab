-- One mailbox is one address for the hourly e-mail caps (decision 027).
--
-- The cap on e-mails to a visitor-given address (20261125140000_visitor_email_cap.sql, counted when sent since
-- 20261128140000_visitor_email_cap_at_send.sql) compared addresses in any case only, so name+0@… to name+5@…
-- got six e-mails of six, and five dotted spellings of one Gmail address five of five. It now counts by
-- private.mailbox_key, the rule of supabase/functions/_shared/rules/mailbox-key.ts: the tag after a plus is
-- cut on every domain, Gmail's dots and googlemail.com fold, and so do Proton's dots, hyphens and underscores
-- and its four domains. The address stored and e-mailed stays as typed; only the counts use the key.
--
-- The team's notification about a lead, which no cap held, is capped per mailbox too: beyond
-- private.security_settings.team_notifications_per_address_per_hour (3) about one mailbox in the last hour, a
-- new one is stored as 'suppressed'. The lead itself is always stored, and the inbox lists it.
-- Tune it, as the service role or in the SQL editor:
--
--   update private.security_settings set team_notifications_per_address_per_hour = 5;

-- The key ---------------------------------------------------------------------------------------------------

-- Immutable, so indexes can hold it. The cases are tests/backend/mailbox-key.test.ts's, which are the unit
-- test's of mailbox-key.ts.
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
  'The key of the mailbox an address reaches, for the counts of one mailbox (decision 027); the same rule as supabase/functions/_shared/rules/mailbox-key.ts.';

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

-- Grants -------------------------------------------------------------------------------------------------------

revoke all on function private.mailbox_key(text) from public, anon, authenticated, service_role;
revoke all on function private.team_notification_over_cap(text) from public, anon, authenticated, service_role;
-- service_role: the outbox's writer (its indexes compute the key) and claim_email_outbox's caller (the lock key).
grant execute on function private.mailbox_key(text) to service_role;
-- team_notification_over_cap: nobody; only the trigger's function (security definer) calls it.
