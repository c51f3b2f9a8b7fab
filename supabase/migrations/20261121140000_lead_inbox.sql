-- The Growth Engine Dashboard as a lead inbox: staff notes, a history of who changed what and when,
-- response times, spam that can be restored, and a list view light enough to page on the server.
--
-- Audit fields are the database's to write, never the browser's: admins keep their narrow column
-- grants (leads: status, call_booked; call_bookings: status; lead_notes: lead_id, body), and triggers
-- stamp the rest from the caller's token. A change without a signed-in user (the service role, e.g.
-- book_call marking a lead 'Call Booked') is the system's: it is recorded with no actor and is not a
-- response to the lead.

-- Spam --------------------------------------------------------------------------------------------

-- One truth for "is this spam": the status. is_spam stays (edge functions and the earlier functions
-- filter on it) but can no longer disagree with the status. A honeypot lead arrives with is_spam set
-- and so lands in 'Spam'; staff mark and restore spam by changing the status alone.
create or replace function private.match_spam_to_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.is_spam or new.status = 'Spam' then
      new.status := 'Spam';
      new.is_spam := true;
    end if;
  elsif new.status is distinct from old.status then
    if new.status = 'Spam' then
      new.is_spam := true;
      new.spam_reason := coalesce(new.spam_reason, 'Marked as spam by staff');
    elsif old.status = 'Spam' then
      new.is_spam := false;
      new.spam_reason := null;
    end if;
  elsif new.is_spam is distinct from old.is_spam then
    -- A trusted writer flipping the flag alone: the status follows ("restore" goes back to New).
    if new.is_spam then
      new.status := 'Spam';
      new.spam_reason := coalesce(new.spam_reason, 'Marked as spam by staff');
    else
      new.status := 'New';
      new.spam_reason := null;
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.match_spam_to_status() from public;

update public.leads set status = 'Spam' where is_spam and status <> 'Spam';
update public.leads
set is_spam = true, spam_reason = coalesce(spam_reason, 'Marked as spam by staff')
where status = 'Spam' and not is_spam;

alter table public.leads
  add constraint leads_spam_matches_status check (is_spam = (status = 'Spam'));

-- Before-triggers fire in name order: the spam rule settles the status before it is stamped.
create trigger leads_match_spam_to_status
  before insert or update on public.leads
  for each row execute function private.match_spam_to_status();

-- Who changed a lead, and when it was first answered ----------------------------------------------

alter table public.leads
  add column first_response_at timestamptz,
  add column status_changed_at timestamptz,
  add column status_changed_by uuid references auth.users (id) on delete set null;
comment on column public.leads.first_response_at is
  'When staff first answered the lead: its first status change or note by a signed-in user. Set by triggers.';
comment on column public.leads.status_changed_at is 'When the status last changed, by staff or by the system. Set by a trigger.';
comment on column public.leads.status_changed_by is 'Who last changed the status; null when the system did. Set by a trigger.';

-- Stamps only NEW, so it needs no privilege of its own; admins cannot write these columns directly
-- (their update grant is status and call_booked).
create or replace function private.stamp_lead_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  _actor uuid := auth.uid();
begin
  if new.status is distinct from old.status then
    new.status_changed_at := now();
    new.status_changed_by := _actor;
    if _actor is not null then
      new.first_response_at := coalesce(old.first_response_at, now());
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.stamp_lead_status_change() from public;

create trigger leads_stamp_status_change
  before update on public.leads
  for each row execute function private.stamp_lead_status_change();

-- The lead's history -------------------------------------------------------------------------------

create table public.lead_events (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- Null means the system or the visitor (a booking, an intake function).
  actor_id uuid references auth.users (id) on delete set null,
  actor_email text check (char_length(actor_email) <= 320),
  kind text not null check (kind in ('status_changed', 'call_booked_changed', 'note_added', 'booking_status_changed')),
  from_value text check (char_length(from_value) <= 200),
  to_value text check (char_length(to_value) <= 200)
);
comment on table public.lead_events is 'What happened to a lead, who did it and when. Written only by triggers; read by admins.';

create index lead_events_lead_id_created_at_idx on public.lead_events (lead_id, created_at);

alter table public.lead_events enable row level security;

revoke all on table public.lead_events from anon, authenticated;
grant select on table public.lead_events to authenticated;

create policy "Admins read lead events"
  on public.lead_events for select
  to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

-- Security definer: nobody may write lead_events through the API, so the triggers write as the owner.
create or replace function private.record_lead_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _actor uuid := auth.uid();
  _actor_email text := auth.jwt() ->> 'email';
begin
  if new.status is distinct from old.status then
    insert into public.lead_events (lead_id, actor_id, actor_email, kind, from_value, to_value)
    values (new.id, _actor, _actor_email, 'status_changed', old.status, new.status);
  end if;
  if new.call_booked is distinct from old.call_booked then
    insert into public.lead_events (lead_id, actor_id, actor_email, kind, from_value, to_value)
    values (new.id, _actor, _actor_email, 'call_booked_changed', old.call_booked::text, new.call_booked::text);
  end if;
  return null;
end;
$$;
revoke all on function private.record_lead_change() from public;

-- No column list: a status set by the spam trigger, not named in the UPDATE, is still recorded.
create trigger leads_record_change
  after update on public.leads
  for each row execute function private.record_lead_change();

-- Notes ------------------------------------------------------------------------------------------

create table public.lead_notes (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  created_at timestamptz not null default now(),
  author_id uuid references auth.users (id) on delete set null,
  author_email text check (char_length(author_email) <= 320),
  body text not null check (char_length(body) between 1 and 5000)
);
comment on table public.lead_notes is 'Staff notes on a lead, append-only. Author and time come from the token, not the browser.';

create index lead_notes_lead_id_created_at_idx on public.lead_notes (lead_id, created_at);

alter table public.lead_notes enable row level security;

revoke all on table public.lead_notes from anon, authenticated;
grant select on table public.lead_notes to authenticated;
-- Notes are append-only: no update or delete grant, and the author is the token's, whatever is sent.
grant insert (lead_id, body) on table public.lead_notes to authenticated;

create policy "Admins read lead notes"
  on public.lead_notes for select
  to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

create policy "Admins add lead notes"
  on public.lead_notes for insert
  to authenticated
  with check ((select private.has_role((select auth.uid()), 'admin')));

-- A body of blanks trims to '' and fails the length check.
create or replace function private.set_lead_note_author()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.author_id := auth.uid();
  new.author_email := auth.jwt() ->> 'email';
  new.created_at := now();
  new.body := btrim(new.body, E' \t\r\n');
  return new;
end;
$$;
revoke all on function private.set_lead_note_author() from public;

create trigger lead_notes_set_author
  before insert on public.lead_notes
  for each row execute function private.set_lead_note_author();

-- Security definer: admins may not write lead_events, nor leads.first_response_at. Only a staff note
-- (one with an author) answers the lead.
create or replace function private.record_lead_note()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_events (lead_id, created_at, actor_id, actor_email, kind, to_value)
  values (new.lead_id, new.created_at, new.author_id, new.author_email, 'note_added', left(new.body, 200));
  if new.author_id is not null then
    update public.leads
    set first_response_at = new.created_at
    where id = new.lead_id and first_response_at is null;
  end if;
  return null;
end;
$$;
revoke all on function private.record_lead_note() from public;

create trigger lead_notes_record
  after insert on public.lead_notes
  for each row execute function private.record_lead_note();

-- Bookings: who cancelled or restored a call -----------------------------------------------------

alter table public.call_bookings
  add column status_changed_at timestamptz,
  add column status_changed_by uuid references auth.users (id) on delete set null;
comment on column public.call_bookings.status_changed_at is 'When the booking was last cancelled or restored. Set by a trigger.';
comment on column public.call_bookings.status_changed_by is 'Who last cancelled or restored it; null when the system did. Set by a trigger.';

create or replace function private.stamp_booking_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    new.status_changed_at := now();
    new.status_changed_by := auth.uid();
  end if;
  return new;
end;
$$;
revoke all on function private.stamp_booking_status_change() from public;

create trigger call_bookings_stamp_status_change
  before update on public.call_bookings
  for each row execute function private.stamp_booking_status_change();

create or replace function private.record_booking_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.lead_id is not null and new.status is distinct from old.status then
    insert into public.lead_events (lead_id, actor_id, actor_email, kind, from_value, to_value)
    values (new.lead_id, auth.uid(), auth.jwt() ->> 'email', 'booking_status_changed', old.status, new.status);
  end if;
  return null;
end;
$$;
revoke all on function private.record_booking_change() from public;

create trigger call_bookings_record_change
  after update on public.call_bookings
  for each row execute function private.record_booking_change();

-- The list ---------------------------------------------------------------------------------------

-- What the inbox list shows, without the heavy jsonb columns. Security invoker: the leads policies
-- apply to the caller, so a non-admin sees no row. email_lead_count uses leads_email_idx.
create view public.lead_inbox
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
    (select count(*) from public.leads as same where lower(same.email) = lower(l.email)) as email_lead_count
  from public.leads as l;
comment on view public.lead_inbox is 'The dashboard''s lead list: one row per lead, with how many leads share its e-mail.';

revoke all on table public.lead_inbox from anon, authenticated;
grant select on table public.lead_inbox to authenticated;

-- The inbox's headline numbers over the last `days` days. Security invoker: a non-admin sees no lead,
-- so it gets zeros, a null median and empty objects.
create or replace function public.lead_inbox_summary(days integer default 30)
returns table (
  leads_in_period bigint,
  awaiting_response bigint,
  responded_in_period bigint,
  median_response_seconds double precision,
  spam_leads bigint,
  status_counts jsonb,
  owner_business_types jsonb
)
language sql
stable
security invoker
set search_path = ''
as $$
  with period as (
    select now() - make_interval(days => greatest(coalesce(lead_inbox_summary.days, 30), 1)) as since
  ),
  visible as (
    select l.*, l.created_at >= (select since from period) as in_period
    from public.leads as l
  )
  select
    count(*) filter (where not v.is_spam and v.in_period),
    count(*) filter (where not v.is_spam and v.first_response_at is null),
    count(*) filter (where not v.is_spam and v.in_period and v.first_response_at is not null),
    percentile_cont(0.5) within group (order by extract(epoch from v.first_response_at - v.created_at)::double precision)
      filter (where not v.is_spam and v.in_period and v.first_response_at is not null),
    count(*) filter (where v.is_spam),
    coalesce((
      select jsonb_object_agg(s.status, s.leads)
      from (select status, count(*) as leads from visible where not is_spam group by status) as s
    ), '{}'::jsonb),
    coalesce((
      select jsonb_object_agg(b.industry, b.leads)
      from (
        select industry, count(*) as leads from visible
        where not is_spam and user_type = 'owner' and industry is not null
        group by industry
      ) as b
    ), '{}'::jsonb)
  from visible as v;
$$;
revoke all on function public.lead_inbox_summary(integer) from public, anon;
grant execute on function public.lead_inbox_summary(integer) to authenticated, service_role;
