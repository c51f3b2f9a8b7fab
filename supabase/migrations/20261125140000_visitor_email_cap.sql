-- Nobody can use the site to fill a stranger's inbox (decision 013).
--
-- Every form e-mails its visitor at the address typed, which no one has verified. The per-address limit
-- (LEAD_RATE_LIMIT_PER_EMAIL, 10 submissions an hour) keeps one address from flooding the lead list, but
-- ten forms filled with a stranger's address still sent the stranger ten e-mails from the agency's sender.
-- Lowering that limit would refuse a real visitor's fourth form; instead every submission is still
-- stored, and only the e-mails to the visitor's address are capped: beyond
-- private.security_settings.visitor_emails_per_address_per_hour (3) in the last hour, a new outbox row
-- addressed to the same address (any case) is queued as 'suppressed': the dispatcher never claims it, and
-- the lead's page says why. The team's own notifications (to_address null) are never capped.
--
-- One trigger on the outbox covers every writer (submit_lead, book_call and any later one), inside the
-- writer's transaction; an advisory lock per address serializes the count and the insert, so concurrent
-- submissions cannot each see room for one more. Tune it, as the service role or in the SQL editor:
--
--   update private.security_settings set visitor_emails_per_address_per_hour = 5;

alter table private.security_settings
  add column visitor_emails_per_address_per_hour integer not null default 3
    constraint security_settings_visitor_email_cap_positive check (visitor_emails_per_address_per_hour > 0);
comment on table private.security_settings is
  'Operator switches. admin_requires_mfa: the admin role counts only in sessions verified with a second factor (aal2). visitor_emails_per_address_per_hour: e-mails to one visitor-given address in any hour; more are stored as suppressed, never sent.';

alter table public.email_outbox drop constraint email_outbox_status_check;
alter table public.email_outbox
  add constraint email_outbox_status_check check (status in ('pending', 'sending', 'sent', 'failed', 'suppressed'));
comment on column public.email_outbox.status is
  'pending → sending → sent, or failed after the last retry; suppressed: a visitor e-mail over the hourly cap per address (private.security_settings), kept for the record and never sent.';

-- The trigger's count: a visitor address's rows of the last hour.
create index email_outbox_visitor_recipient_idx on public.email_outbox (lower(to_address), created_at)
  where to_address is not null;

-- Security definer: it reads the operator's setting and counts the address's rows whoever queues the
-- e-mail; it changes nothing but the row being inserted.
create or replace function private.suppress_visitor_email_over_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _cap integer;
  _recent integer;
begin
  if new.to_address is null or new.status <> 'pending' then
    return new;
  end if;
  -- No settings row reads as the default; the table is created with its row and nothing deletes it.
  _cap := coalesce((select s.visitor_emails_per_address_per_hour from private.security_settings as s), 3);
  -- Held to the end of the writer's transaction: a concurrent submission to the same address counts
  -- after this one's row is committed (each statement of a volatile function takes a new snapshot).
  perform pg_advisory_xact_lock(hashtextextended('visitor-email:' || lower(new.to_address), 0));
  select count(*)
    into _recent
    from public.email_outbox as o
    where lower(o.to_address) = lower(new.to_address)
      and o.created_at > now() - interval '1 hour'
      and o.status <> 'suppressed';
  if _recent >= _cap then
    new.status := 'suppressed';
    new.last_error := format('%s e-mails went to this address in the hour before; the cap is %s', _recent, _cap);
  end if;
  return new;
end;
$$;
comment on function private.suppress_visitor_email_over_cap() is
  'Outbox trigger: a visitor e-mail beyond private.security_settings.visitor_emails_per_address_per_hour to one address in the last hour is stored as suppressed.';

revoke all on function private.suppress_visitor_email_over_cap() from public, anon, authenticated, service_role;
-- Nobody: a trigger runs its function without asking for EXECUTE.

create trigger email_outbox_suppress_visitor_email_over_cap
  before insert on public.email_outbox
  for each row execute function private.suppress_visitor_email_over_cap();

-- The inbox's "e-mails that did not get out" leaves the suppressed ones out: they were held back on
-- purpose, and the lead's page says so. Otherwise the view is as in 20261121190000.
create or replace view public.lead_inbox
with (security_invoker = true)
as
  select
    l.id,
    l.created_at,
    l.source,
    l.name,
    l.email,
    l.phone,
    l.company,
    l.user_type,
    l.industry,
    l.status,
    l.call_booked,
    l.is_spam,
    l.first_response_at,
    l.status_changed_at,
    (select count(*) from public.leads as same where lower(same.email) = lower(l.email)) as email_lead_count,
    -- Security invoker: the outbox's own policy decides, so only admins count anything here.
    (
      select count(*)
      from public.email_outbox as o
      where o.lead_id = l.id
        and (
          o.status = 'failed'
          or (o.status not in ('sent', 'suppressed') and o.next_attempt_at < now() - interval '30 minutes')
        )
    ) as undelivered_email_count
  from public.leads as l;
