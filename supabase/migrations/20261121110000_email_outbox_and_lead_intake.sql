-- The e-mail outbox and the one call that stores a lead with its e-mails.
-- A lead and the messages it causes are written in one transaction (public.submit_lead), so nothing
-- the visitor typed is lost when the mail provider is down: a dispatcher (edge function
-- dispatch-email-outbox, and right after each lead) sends queued rows and retries with backoff.

-- Outbox ----------------------------------------------------------------------------------------

create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Kept when the lead is deleted, so delivery history survives a clean-up.
  lead_id uuid references public.leads (id) on delete set null,
  -- What the message is: 'team-notification', 'visitor-confirmation', 'guide-download', ...
  kind text not null check (char_length(kind) between 1 and 64),
  -- Null means "the team": the dispatcher resolves TEAM_NOTIFICATION_EMAIL when it sends, so a lead
  -- stored before that secret was set still reaches the team once it is.
  to_address text check (char_length(to_address) between 3 and 320),
  reply_to text check (char_length(reply_to) between 3 and 320),
  subject text not null check (char_length(subject) between 1 and 998),
  html text not null check (char_length(html) between 1 and 500000),
  text_body text not null check (char_length(text_body) between 1 and 200000),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  -- While 'sending': after this moment the sender is presumed dead and the row may be claimed again.
  locked_until timestamptz,
  last_error text check (char_length(last_error) <= 1000),
  provider_message_id text check (char_length(provider_message_id) <= 256),
  sent_at timestamptz,
  check (status <> 'sent' or sent_at is not null)
);
comment on table public.email_outbox is 'E-mails queued with the lead that caused them; sent by the dispatcher (service role), readable by admins.';

-- The dispatcher's two questions: which pending rows are due, which sends were abandoned.
create index email_outbox_due_idx on public.email_outbox (next_attempt_at) where status = 'pending';
create index email_outbox_abandoned_idx on public.email_outbox (locked_until) where status = 'sending';
create index email_outbox_lead_id_idx on public.email_outbox (lead_id);

create trigger email_outbox_set_updated_at
  before update on public.email_outbox
  for each row execute function private.set_updated_at();

alter table public.email_outbox enable row level security;

revoke all on table public.email_outbox from anon, authenticated;
grant select on table public.email_outbox to authenticated;

create policy "Admins read the e-mail outbox"
  on public.email_outbox for select
  to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

-- Lead intake -----------------------------------------------------------------------------------

-- Stores one lead and queues its e-mails, all or nothing. `lead` holds the leads columns by name
-- (source, name and email required); `messages` is an array of {kind, to_address (null = the team),
-- reply_to, subject, html, text_body}. A client_submission_id seen before (a double click, a retry,
-- or a concurrent request) returns the stored lead with duplicate = true and queues nothing.
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

  insert into public.leads (
    source, name, email, phone, company, user_type, industry,
    details, attribution, quiz_answers, is_spam, spam_reason, client_submission_id
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
    _submission_id
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
    insert into public.email_outbox (lead_id, kind, to_address, reply_to, subject, html, text_body)
    values (
      _lead_id,
      _message ->> 'kind',
      _message ->> 'to_address',
      _message ->> 'reply_to',
      _message ->> 'subject',
      _message ->> 'html',
      _message ->> 'text_body'
    )
    returning id into _message_id;
    _message_ids := _message_ids || _message_id;
  end loop;

  return jsonb_build_object('lead_id', _lead_id, 'duplicate', false, 'message_ids', to_jsonb(_message_ids));
end;
$$;
revoke all on function public.submit_lead(jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.submit_lead(jsonb, jsonb) to service_role;

-- Dispatch --------------------------------------------------------------------------------------

-- Claims due messages for one dispatcher: pending rows whose time has come, and 'sending' rows whose
-- sender stopped answering (its lock expired). Skip locked: two dispatchers never claim the same row.
-- Claiming counts the attempt, so a sender that dies mid-send still moves the row towards 'failed'.
create or replace function public.claim_email_outbox(batch_size integer default 20, only_ids uuid[] default null)
returns setof public.email_outbox
language sql
volatile
security invoker
set search_path = ''
as $$
  update public.email_outbox as o
  set status = 'sending',
      attempts = o.attempts + 1,
      locked_until = now() + interval '2 minutes'
  where o.id in (
    select d.id
    from public.email_outbox as d
    where ((d.status = 'pending' and d.next_attempt_at <= now())
        or (d.status = 'sending' and d.locked_until < now()))
      and (only_ids is null or d.id = any (only_ids))
    order by d.next_attempt_at, d.created_at
    limit greatest(1, least(coalesce(batch_size, 20), 100))
    for update skip locked
  )
  returning o.*;
$$;
revoke all on function public.claim_email_outbox(integer, uuid[]) from public, anon, authenticated;
grant execute on function public.claim_email_outbox(integer, uuid[]) to service_role;
