-- Quiz leads, new-lead notification and service agreement acceptances
-- (docs/decisions/005-quizzes-booking-agreement.md).
--
-- A quiz lead's team notification is queued delayed: the browser calls notify-new-lead right after
-- submit-lead, which releases it at once (release_team_notification). If the browser never calls, the
-- delay runs out and the dispatcher sends it anyway; either way the row is sent once. notify-new-lead
-- is callable by anyone with a lead id, so it may only ever move a fresh lead's own queued
-- notification forward: it can neither write e-mails nor re-send them (no open relay).

-- Leads: when the team's notification became due -----------------------------------------------

alter table public.leads add column notified_at timestamptz;
comment on column public.leads.notified_at is
  'When the team notification was queued for immediate sending; null while it waits for notify-new-lead (or its delay).';

-- Leads stored before this migration were notified when they were stored.
update public.leads set notified_at = created_at where notified_at is null;

-- submit_lead as before, plus: a message may carry delay_seconds (next_attempt_at = now() + delay),
-- and the lead's notified_at stays null while its team notification is delayed (now() otherwise).
create or replace function public.submit_lead(lead jsonb, messages jsonb default '[]'::jsonb)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _submission_id uuid;
  _lead_id uuid;
  _message jsonb;
  _message_id uuid;
  _message_ids uuid[] := '{}';
  _team_delayed boolean;
begin
  if jsonb_typeof(lead) is distinct from 'object' then
    raise exception 'lead must be a JSON object' using errcode = '22023';
  end if;
  if messages is null or messages = 'null'::jsonb then
    messages := '[]'::jsonb;
  end if;
  if jsonb_typeof(messages) <> 'array' then
    raise exception 'messages must be a JSON array' using errcode = '22023';
  end if;

  _submission_id := nullif(lead ->> 'client_submission_id', '')::uuid;
  _team_delayed := exists (
    select 1 from jsonb_array_elements(messages) as m(value)
    where jsonb_typeof(m.value) = 'object'
      and m.value ->> 'kind' = 'team-notification'
      and coalesce((m.value ->> 'delay_seconds')::integer, 0) > 0
  );

  insert into public.leads (
    source, name, email, phone, company, user_type, industry,
    details, attribution, quiz_answers, is_spam, spam_reason, client_submission_id, notified_at
  )
  values (
    lead ->> 'source',
    lead ->> 'name',
    lead ->> 'email',
    lead ->> 'phone',
    lead ->> 'company',
    lead ->> 'user_type',
    lead ->> 'industry',
    coalesce(nullif(lead -> 'details', 'null'::jsonb), '{}'::jsonb),
    coalesce(nullif(lead -> 'attribution', 'null'::jsonb), '{}'::jsonb),
    nullif(lead -> 'quiz_answers', 'null'::jsonb),
    coalesce((lead ->> 'is_spam')::boolean, false),
    lead ->> 'spam_reason',
    _submission_id,
    case when _team_delayed then null else now() end
  )
  -- A concurrent request with the same id waits here for the first one's commit, then does nothing.
  on conflict (client_submission_id) do nothing
  returning id into _lead_id;

  if _lead_id is null then
    select l.id into _lead_id from public.leads as l where l.client_submission_id = _submission_id;
    return jsonb_build_object('lead_id', _lead_id, 'duplicate', true, 'message_ids', '[]'::jsonb);
  end if;

  for _message in select value from jsonb_array_elements(messages) loop
    if jsonb_typeof(_message) is distinct from 'object' then
      raise exception 'each message must be a JSON object' using errcode = '22023';
    end if;
    insert into public.email_outbox (lead_id, kind, to_address, reply_to, subject, html, text_body, next_attempt_at)
    values (
      _lead_id,
      _message ->> 'kind',
      _message ->> 'to_address',
      _message ->> 'reply_to',
      _message ->> 'subject',
      _message ->> 'html',
      _message ->> 'text_body',
      now() + make_interval(secs => greatest(0, coalesce((_message ->> 'delay_seconds')::integer, 0)))
    )
    returning id into _message_id;
    _message_ids := _message_ids || _message_id;
  end loop;

  return jsonb_build_object('lead_id', _lead_id, 'duplicate', false, 'message_ids', to_jsonb(_message_ids));
end;
$$;
revoke all on function public.submit_lead(jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.submit_lead(jsonb, jsonb) to service_role;

-- Releasing a quiz lead's team notification ------------------------------------------------------

-- For a lead that exists, was created within max_age and was not notified yet: marks it notified and
-- makes its pending team notifications due now; returns their ids (empty otherwise). The row lock of
-- the update makes two concurrent calls release once.
create or replace function public.release_team_notification(lead_id uuid, max_age interval)
returns uuid[]
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _released uuid;
  _ids uuid[];
begin
  update public.leads as l
  set notified_at = now()
  where l.id = release_team_notification.lead_id
    and l.notified_at is null
    and not l.is_spam
    and l.created_at > now() - release_team_notification.max_age
  returning l.id into _released;

  if _released is null then
    return '{}'::uuid[];
  end if;

  with moved as (
    update public.email_outbox as o
    set next_attempt_at = now()
    where o.lead_id = _released
      and o.kind = 'team-notification'
      and o.status = 'pending'
    returning o.id
  )
  select coalesce(array_agg(moved.id), '{}'::uuid[]) into _ids from moved;
  return _ids;
end;
$$;
revoke all on function public.release_team_notification(uuid, interval) from public, anon, authenticated;
grant execute on function public.release_team_notification(uuid, interval) to service_role;

-- Agreement acceptances --------------------------------------------------------------------------

-- The evidence of one online acceptance: who (typed name and e-mail), what (the full canonical terms
-- text and its SHA-256), how (the consent wording shown) and when and from where.
create table public.agreement_acceptances (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- Kept when the lead is deleted: the acceptance carries its own signer details.
  lead_id uuid references public.leads (id) on delete set null,
  package_name text not null check (char_length(package_name) between 1 and 100),
  monthly_investment integer not null check (monthly_investment between 0 and 1000000),
  setup_fee integer not null check (setup_fee between 0 and 1000000),
  agreement_date date not null,
  -- The browser's clock when accept was pressed; created_at is the server's.
  accepted_at timestamptz not null,
  signer_name text not null check (char_length(signer_name) between 1 and 200),
  signer_email text not null check (char_length(signer_email) between 3 and 320),
  terms_fingerprint char(64) not null check (terms_fingerprint ~ '^[0-9a-f]{64}$'),
  terms_text text not null check (char_length(terms_text) between 1 and 200000),
  consent_text text not null check (char_length(consent_text) between 1 and 1000),
  ip_address text check (char_length(ip_address) <= 100),
  user_agent text check (char_length(user_agent) <= 1000)
);
comment on table public.agreement_acceptances is 'Service agreements accepted online, with their evidence. Inserted by submit-lead (service role); read by admins.';

create index agreement_acceptances_lead_id_idx on public.agreement_acceptances (lead_id);

alter table public.agreement_acceptances enable row level security;

revoke all on table public.agreement_acceptances from anon, authenticated;
grant select on table public.agreement_acceptances to authenticated;

create policy "Admins read agreement acceptances"
  on public.agreement_acceptances for select
  to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

-- Stores the agreement's lead, its acceptance and its e-mails in one transaction. `acceptance` holds
-- the agreement_acceptances columns by name (lead_id is set here). A client_submission_id seen before
-- returns the stored lead with duplicate = true and stores nothing.
create or replace function public.accept_agreement(lead jsonb, acceptance jsonb, messages jsonb default '[]'::jsonb)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _result jsonb;
  _lead_id uuid;
  _acceptance_id uuid;
begin
  if jsonb_typeof(acceptance) is distinct from 'object' then
    raise exception 'acceptance must be a JSON object' using errcode = '22023';
  end if;

  _result := public.submit_lead(lead, messages);
  _lead_id := (_result ->> 'lead_id')::uuid;
  if (_result ->> 'duplicate')::boolean then
    select a.id into _acceptance_id from public.agreement_acceptances as a where a.lead_id = _lead_id;
    return _result || jsonb_build_object('acceptance_id', _acceptance_id);
  end if;

  insert into public.agreement_acceptances (
    lead_id, package_name, monthly_investment, setup_fee, agreement_date, accepted_at,
    signer_name, signer_email, terms_fingerprint, terms_text, consent_text, ip_address, user_agent
  )
  values (
    _lead_id,
    acceptance ->> 'package_name',
    (acceptance ->> 'monthly_investment')::integer,
    (acceptance ->> 'setup_fee')::integer,
    (acceptance ->> 'agreement_date')::date,
    (acceptance ->> 'accepted_at')::timestamptz,
    acceptance ->> 'signer_name',
    acceptance ->> 'signer_email',
    acceptance ->> 'terms_fingerprint',
    acceptance ->> 'terms_text',
    acceptance ->> 'consent_text',
    acceptance ->> 'ip_address',
    acceptance ->> 'user_agent'
  )
  returning id into _acceptance_id;

  return _result || jsonb_build_object('acceptance_id', _acceptance_id);
end;
$$;
revoke all on function public.accept_agreement(jsonb, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.accept_agreement(jsonb, jsonb, jsonb) to service_role;
