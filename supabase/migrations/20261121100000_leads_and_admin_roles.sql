-- Leads captured by the site and the roles that decide who on staff may work them.
-- Visitors never touch these tables directly: edge functions write with the service role,
-- and signed-in admins read and update through the policies below.

-- Helpers that the API must not expose live in their own schema.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.set_updated_at() from public;

-- Staff roles -----------------------------------------------------------------------------------

create type public.app_role as enum ('admin');

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  unique (user_id, role)
);
comment on table public.user_roles is 'Staff roles. Granted with the service role (npm run admin:create), never from the browser.';

alter table public.user_roles enable row level security;

revoke all on table public.user_roles from anon, authenticated;
grant select on table public.user_roles to authenticated;

create policy "Users read their own roles"
  on public.user_roles for select
  to authenticated
  using (user_id = (select auth.uid()));

-- Security definer so that policies can ask about roles without granting reads of user_roles.
create or replace function private.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles
    where user_id = _user_id and role = _role
  );
$$;
revoke all on function private.has_role(uuid, public.app_role) from public, anon;
grant execute on function private.has_role(uuid, public.app_role) to authenticated, service_role;

-- Leads -----------------------------------------------------------------------------------------

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Which experience captured the lead: 'contact', 'smart-lead', 'quiz', 'pathfinder', ...
  source text not null default 'unknown' check (char_length(source) between 1 and 64),
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 320),
  phone text check (char_length(phone) <= 50),
  company text check (char_length(company) <= 200),
  user_type text check (char_length(user_type) <= 50),
  industry text check (char_length(industry) <= 200),
  status text not null default 'New'
    check (status in ('New', 'Nurturing', 'Call Booked', 'Client', 'Lost', 'Spam')),
  call_booked boolean not null default false,
  quiz_answers jsonb,
  -- Every other field the visitor filled in, as the form sent it.
  details jsonb not null default '{}'::jsonb,
  -- UTM parameters, click ids, landing page and referrer of the visit that converted.
  attribution jsonb not null default '{}'::jsonb,
  is_spam boolean not null default false,
  spam_reason text,
  -- The browser's id for one submission, so a double click or a retry stores one lead.
  client_submission_id uuid unique
);
comment on table public.leads is 'Every lead the site captures. Inserted by edge functions (service role); read and updated by admins.';

create index leads_created_at_idx on public.leads (created_at desc);
create index leads_email_idx on public.leads (lower(email));

create trigger leads_set_updated_at
  before update on public.leads
  for each row execute function private.set_updated_at();

alter table public.leads enable row level security;

revoke all on table public.leads from anon, authenticated;
grant select on table public.leads to authenticated;
-- Admins work a lead's pipeline fields; what the visitor sent is not theirs to rewrite.
grant update (status, call_booked) on table public.leads to authenticated;

create policy "Admins read leads"
  on public.leads for select
  to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

create policy "Admins update leads"
  on public.leads for update
  to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')))
  with check ((select private.has_role((select auth.uid()), 'admin')));

-- How many leads sit in each pipeline status, for the dashboard's summary.
-- Security invoker: the leads policies apply, so only an admin gets numbers.
create or replace function public.lead_status_counts()
returns table (status text, leads bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select l.status, count(*) as leads
  from public.leads as l
  where not l.is_spam
  group by l.status
  order by count(*) desc, l.status;
$$;
revoke all on function public.lead_status_counts() from public, anon;
grant execute on function public.lead_status_counts() to authenticated, service_role;
