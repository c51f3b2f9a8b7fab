-- The lead inbox at years of data (docs/architecture.md, "The admin at scale").
--
-- The inbox view counted, for every row it listed, the leads sharing its e-mail with
-- `lower(same.email) = lower(l.email)`. Under row level security PostgreSQL uses an index only for
-- conditions it knows to be leakproof, and lower() is not, so each listed row scanned the whole table,
-- and offset paging did it again for every row it skipped: at 100,000 leads a first page took seconds
-- and a deep page never finished. Now:
-- - leads.email_key is the address as the counts compare it (lower case), a stored column, so that
--   comparing it is plain text equality, which is leakproof;
-- - private.lead_email_counts keeps how many leads each address has, maintained by a trigger, so the
--   view joins one row per lead instead of counting;
-- - the e-mails that did not get out are joined from the few outbox rows not yet settled (an index
--   holds just those), instead of a count per listed row.
-- Both joins are on unique keys, so PostgreSQL leaves them out of the page count, which reads no
-- column they add.

alter table public.leads add column email_key text generated always as (lower(email)) stored;
comment on column public.leads.email_key is 'The e-mail address in lower case: how the inbox tells that two leads are one person.';
-- Nothing looks leads up by email_key (the view joins the counts by it), so it needs no index; book_call's
-- lookup of a known lead, lower(l.email), keeps leads_email_idx.

-- The orders the inbox offers (docs/product.md#lead-inbox), with the id that keeps pages stable.
create index leads_created_at_id_idx on public.leads (created_at desc, id);
drop index public.leads_created_at_idx;
create index leads_name_idx on public.leads (name, created_at desc, id);

create table private.lead_email_counts (
  email_key text primary key,
  leads integer not null check (leads >= 0)
);
comment on table private.lead_email_counts is
  'How many leads each e-mail address (lower case) has; kept by a trigger on leads, read by the lead_inbox view.';

alter table private.lead_email_counts enable row level security;
revoke all on table private.lead_email_counts from public, anon, authenticated, service_role;
-- The view runs as its caller: admins read the counts through it, nobody writes but the trigger.
grant select on table private.lead_email_counts to authenticated;
create policy "Admins read lead e-mail counts"
  on private.lead_email_counts for select
  to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

insert into private.lead_email_counts (email_key, leads)
select l.email_key, count(*) from public.leads as l group by l.email_key;

create or replace function private.count_lead_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update private.lead_email_counts set leads = leads - 1 where email_key = old.email_key;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.lead_email_counts as c (email_key, leads) values (new.email_key, 1)
    on conflict (email_key) do update set leads = c.leads + 1;
  end if;
  return null;
end;
$$;
comment on function private.count_lead_emails() is 'Trigger on leads: keeps private.lead_email_counts in step with the leads'' addresses.';
revoke all on function private.count_lead_emails() from public, anon, authenticated, service_role;
-- Nobody: a trigger runs its function without asking for EXECUTE.

create trigger leads_count_emails_on_insert
  after insert on public.leads
  for each row execute function private.count_lead_emails();
create trigger leads_count_emails_on_change
  after update of email or delete on public.leads
  for each row execute function private.count_lead_emails();

-- Outbox rows not yet settled (pending, sending, failed): a small set, whatever the size of the outbox.
create index email_outbox_unsettled_lead_id_idx on public.email_outbox (lead_id)
  where status in ('pending', 'sending', 'failed');

-- Same columns, meaning and order as in 20261125140000; only how the two counts are found changes.
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
    coalesce(c.leads, 0)::bigint as email_lead_count,
    coalesce(u.emails, 0)::bigint as undelivered_email_count
  from public.leads as l
  left join private.lead_email_counts as c on c.email_key = l.email_key
  left join (
    -- Security invoker: the outbox's own policy decides, so only admins count anything here.
    select o.lead_id, count(*) as emails
    from public.email_outbox as o
    where o.status in ('pending', 'sending', 'failed')
      and (o.status = 'failed' or o.next_attempt_at < now() - interval '30 minutes')
    group by o.lead_id
  ) as u on u.lead_id = l.id;

revoke all on table public.lead_inbox from public, anon, authenticated, service_role;
grant select on table public.lead_inbox to authenticated;
