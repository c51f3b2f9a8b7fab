-- Leads as data, not text (docs/decisions/014-leads-as-data.md).
--
-- The contact-style forms (standard, smart, consultation, onboarding) used to share one request
-- shape, so a lead stored invented values ("Contact", "Lead" or "Onboarding Lead" as a name, "N/A" or
-- "Not provided" as a company) and packed what had no field into details.goals ("Priority: HIGH",
-- "Phone: …", "Message: …", budgets as the words the form showed). Now each form's fields land in a
-- column or a typed details key, and what a visitor did not give is null:
--
-- - leads.name may be null (the onboarding wizard, the exit-intent offer and a booking ask for no
--   name; the dashboard shows the e-mail instead);
-- - leads.message: what the visitor wrote in their own words (the consultation's message, the smart
--   form's challenges, the wizard's details);
-- - leads.priority: the smart form's priority, worked out by the server from the urgency;
-- - leads.budget_min_cents, budget_max_cents: the monthly budget chosen, in US cents (max null for
--   an open top such as "$50,000+").
--
-- The rows stored before are rewritten where their packed text has the exact shape the old forms
-- wrote; anything else is left as it is. Then submit_lead stores the new columns, book_call no longer
-- names a lead it creates after its e-mail, and both queue their e-mails with private.queue_outbox
-- (20261125150000_one_pipeline.sql).

-- Columns -----------------------------------------------------------------------------------------

alter table public.leads alter column name drop not null;

alter table public.leads
  add column message text check (char_length(message) between 1 and 2000),
  add column priority text check (priority in ('high', 'medium', 'low', 'lowest')),
  add column budget_min_cents integer check (budget_min_cents >= 0),
  add column budget_max_cents integer,
  add constraint leads_budget_range_check
    check (budget_max_cents is null or (budget_min_cents is not null and budget_max_cents >= budget_min_cents));

comment on column public.leads.name is 'The name the visitor gave; null when the form asks for none (the dashboard shows the e-mail).';
comment on column public.leads.message is 'What the visitor wrote in their own words: a message, their challenges, the onboarding details.';
comment on column public.leads.priority is 'The smart form''s priority, worked out by send-contact-email from the urgency.';
comment on column public.leads.budget_min_cents is 'The low end of the monthly budget the visitor chose, in US cents.';
comment on column public.leads.budget_max_cents is 'The high end of the monthly budget the visitor chose, in US cents; null for an open top ("$50,000+").';

-- The new columns take the table's grants (select to authenticated, all four to service_role, as
-- 20261125100000_explicit_grants.sql states them): no column grant is needed, and admins still
-- update only status and call_booked.

-- Existing rows -------------------------------------------------------------------------------------

-- Names and companies the forms made up. The standard form sent the whole name with the last name
-- "Contact" and the company "N/A"; the smart and consultation forms split the name at its first
-- space and sent "Lead" for a one-word name, the consultation "Not provided" for no company; the
-- wizard's name was "Onboarding Lead"; the exit-intent offer named the lead after the address's
-- local part, and book_call a lead it created after the address itself.
update public.leads
set name = left(name, -char_length(' Contact'))
where source = 'contact' and name ~ '^.+ Contact$';

update public.leads set company = null where source = 'contact' and company = 'N/A';

update public.leads
set name = substring(name from '^(\S+) Lead$')
where source in ('smart-lead', 'consultation') and name ~ '^\S+ Lead$';

update public.leads set company = null where source = 'consultation' and company = 'Not provided';

update public.leads set name = null where source = 'onboarding' and name = 'Onboarding Lead';

update public.leads set name = null where source = 'exit-intent' and name = split_part(email, '@', 1);

update public.leads set name = null where source = 'call-booking' and lower(name) = lower(email);

-- The smart form's priority: details.priority (upper case) or the Priority line of its goals, which
-- goes from the text whether it ends the text (as the form wrote it) or starts it.
with parsed as (
  select
    l.id,
    lower(coalesce(
      nullif(l.details ->> 'priority', ''),
      substring(l.details ->> 'goals' from '(?:^|\n)Priority: (HIGH|MEDIUM|LOW|LOWEST)$'),
      substring(l.details ->> 'goals' from '^Priority: (HIGH|MEDIUM|LOW|LOWEST)(?:\n|$)')
    )) as priority,
    regexp_replace(
      regexp_replace(l.details ->> 'goals', '(?:^|\n)Priority: (?:HIGH|MEDIUM|LOW|LOWEST)$', ''),
      '^Priority: (?:HIGH|MEDIUM|LOW|LOWEST)(?:\n|$)', ''
    ) as goals
  from public.leads as l
  where l.source = 'smart-lead'
)
update public.leads as l
set priority = case when p.priority in ('high', 'medium', 'low', 'lowest') then p.priority end,
    details = case
      when p.goals is null then l.details - 'priority'
      when p.goals = '' then l.details - 'priority' - 'goals'
      else (l.details - 'priority') || jsonb_build_object('goals', p.goals)
    end
from parsed as p
where p.id = l.id and p.priority in ('high', 'medium', 'low', 'lowest');

-- The standard form: "Biggest challenge: <option>".
update public.leads
set details = (details - 'goals') || jsonb_build_object('challenge', substring(details ->> 'goals' from '^Biggest challenge: ([^\n]+)$'))
where source = 'contact' and details ->> 'goals' ~ '^Biggest challenge: [^\n]+$';

-- The smart form: a line per answer ("Not specified" when skipped), then the challenges. The budget
-- line repeats details.budget; it is used only when details.budget is empty.
with parsed as (
  select l.id, regexp_match(
    l.details ->> 'goals',
    '^Primary Goal: ([^\n]*)\nUrgency: ([^\n]*)\nBudget: ([^\n]*)\nLead Source: ([^\n]*)\nChallenges: (.*)$'
  ) as m
  from public.leads as l
  where l.source = 'smart-lead'
)
update public.leads as l
set message = coalesce(l.message, nullif(btrim(p.m[5], E' \n\r\t'), '')),
    details = (l.details - 'goals' - 'budget') || jsonb_strip_nulls(jsonb_build_object(
      'primaryGoal', case p.m[1]
        when 'Not specified' then null
        when 'Generate more leads' then 'leads'
        when 'Increase revenue' then 'revenue'
        when 'Improve efficiency' then 'efficiency'
        else p.m[1] end,
      'urgency', case p.m[2]
        when 'Immediately' then 'immediate'
        when 'Within 30 days' then '30days'
        when 'Within 90 days' then '90days'
        when 'Just exploring' then 'exploring'
        else p.m[2] end,
      'leadSource', nullif(p.m[4], 'Not specified'),
      'budget', coalesce(nullif(l.details ->> 'budget', ''), nullif(p.m[3], 'Not specified'))
    ))
from parsed as p
where p.id = l.id and p.m is not null;

-- The consultation: "Service: <page>", "Phone: …", "Message: …" ("None" when empty).
with parsed as (
  select l.id, regexp_match(l.details ->> 'goals', '^Service: ([^\n]*)\nPhone: ([^\n]*)\nMessage: (.*)$') as m
  from public.leads as l
  where l.source = 'consultation'
)
update public.leads as l
set phone = coalesce(l.phone, nullif(btrim(p.m[2]), '')),
    message = coalesce(l.message, nullif(nullif(btrim(p.m[3], E' \n\r\t'), 'None'), '')),
    details = (l.details - 'goals') || jsonb_strip_nulls(jsonb_build_object('service', nullif(btrim(p.m[1]), '')))
from parsed as p
where p.id = l.id and p.m is not null and char_length(btrim(p.m[2])) <= 50;

-- The onboarding wizard: "Main goal", "Industry", "Timeline", "Recommended package" ("Not chosen"
-- when unanswered) and, when given, "Details".
with parsed as (
  select l.id, regexp_match(
    l.details ->> 'goals',
    '^Main goal: ([^\n]*)\nIndustry: ([^\n]*)\nTimeline: ([^\n]*)\nRecommended package: ([^\n]*)(?:\nDetails: (.*))?$'
  ) as m
  from public.leads as l
  where l.source = 'onboarding'
)
update public.leads as l
set industry = coalesce(l.industry, nullif(p.m[2], 'Not chosen')),
    message = coalesce(l.message, nullif(btrim(p.m[5], E' \n\r\t'), '')),
    details = (l.details - 'goals') || jsonb_strip_nulls(jsonb_build_object(
      'goal', case p.m[1]
        when 'Not chosen' then null
        when 'Generate More Leads' then 'leads'
        when 'Automate Phone Calls' then 'ai-calls'
        when 'Build Brand Awareness' then 'brand'
        when 'Boost Online Sales' then 'sales'
        when 'Drive Website Traffic' then 'traffic'
        when 'Improve Conversions' then 'conversion'
        else p.m[1] end,
      'timeline', nullif(p.m[3], 'Not chosen'),
      'recommendedPackage', nullif(p.m[4], '')
    ))
from parsed as p
where p.id = l.id and p.m is not null and char_length(coalesce(nullif(p.m[2], 'Not chosen'), '')) <= 200;

-- Budgets, as the forms showed them ("$5,000-15,000/month", "$1,000 - $5,000/month", "$25,000+ /month"),
-- become cents; an empty one goes; any other words stay in details.budget.
update public.leads
set details = details - 'budget'
where source in ('contact', 'smart-lead', 'consultation', 'onboarding') and btrim(coalesce(details ->> 'budget', 'x')) = '';

with parsed as (
  select
    l.id,
    regexp_match(btrim(l.details ->> 'budget'), '^\$([0-9][0-9,]{0,11})\s*-\s*\$?([0-9][0-9,]{0,11})\s*(?:/\s*month)?$') as range,
    regexp_match(btrim(l.details ->> 'budget'), '^\$([0-9][0-9,]{0,11})\s*\+\s*(?:/\s*month)?$') as open_top
  from public.leads as l
  where l.source in ('contact', 'smart-lead', 'consultation', 'onboarding') and l.details ? 'budget'
),
amounts as (
  select
    id,
    replace(coalesce(range[1], open_top[1]), ',', '')::bigint * 100 as min_cents,
    replace(range[2], ',', '')::bigint * 100 as max_cents
  from parsed
  where range is not null or open_top is not null
)
update public.leads as l
set budget_min_cents = a.min_cents::integer,
    budget_max_cents = a.max_cents::integer,
    details = l.details - 'budget'
from amounts as a
where a.id = l.id
  and a.min_cents <= 2147483647
  and (a.max_cents is null or (a.max_cents <= 2147483647 and a.max_cents >= a.min_cents));

-- Lead intake ---------------------------------------------------------------------------------------

-- As in 20261125100000_explicit_grants.sql, storing message, priority and the budget as well, and queueing
-- with private.queue_outbox.
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
  _team_delayed boolean;
begin
  if jsonb_typeof(lead) is distinct from 'object' then
    raise exception 'lead must be a JSON object' using errcode = '22023';
  end if;

  _submission_id := nullif(lead ->> 'client_submission_id', '')::uuid;
  -- A team notification queued late waits for notify-new-lead, so the lead is not notified yet.
  _team_delayed := case when jsonb_typeof(messages) = 'array' then exists (
    select 1 from jsonb_array_elements(messages) as m(value)
    where jsonb_typeof(m.value) = 'object'
      and m.value ->> 'kind' = 'team-notification'
      and coalesce((m.value ->> 'delay_seconds')::integer, 0) > 0
  ) else false end;

  insert into public.leads (
    source, name, email, phone, company, message, priority, budget_min_cents, budget_max_cents, user_type, industry,
    details, attribution, quiz_answers, is_spam, spam_reason, client_submission_id, notified_at
  )
  values (
    lead ->> 'source',
    lead ->> 'name',
    lead ->> 'email',
    lead ->> 'phone',
    lead ->> 'company',
    lead ->> 'message',
    lead ->> 'priority',
    (lead ->> 'budget_min_cents')::integer,
    (lead ->> 'budget_max_cents')::integer,
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

  return jsonb_build_object('lead_id', _lead_id, 'duplicate', false, 'message_ids', to_jsonb(private.queue_outbox(_lead_id, messages)));
end;
$$;

revoke all on function public.submit_lead(jsonb, jsonb) from public, anon, authenticated, service_role;
-- service_role: the lead functions (and accept_agreement, which runs as the caller and calls it).
grant execute on function public.submit_lead(jsonb, jsonb) to service_role;

-- As in 20261125130000_booking_caps_and_unverified_bookings.sql, queueing with private.queue_outbox, but a
-- lead the booking creates has no name: the visitor gave
-- none, and the dashboard shows the e-mail.
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
  _client_hash := nullif(booking ->> 'client_address_hash', '');

  if _submission_id is not null then
    select b.id, b.lead_id into _booking_id, _lead_id from public.call_bookings as b where b.client_submission_id = _submission_id;
    if _booking_id is not null then
      return jsonb_build_object('booking_id', _booking_id, 'lead_id', _lead_id, 'message_ids', '[]'::jsonb,
                                'duplicate', true, 'lead_created', false);
    end if;
  end if;

  -- The caps. Each client and each address books one at a time until this transaction ends, so two
  -- requests cannot both count below the cap and both insert. Always the client's lock first, then the
  -- address's: no two bookings wait on each other in a cycle.
  if _client_hash is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('book_call:client:' || _client_hash, 0));
    if (select count(*) from public.call_bookings as b
        where b.client_address_hash = _client_hash and b.status = 'booked' and b.slot_start > now()) >= max_live_per_client then
      return jsonb_build_object('live_limit', 'client', 'max_live', max_live_per_client);
    end if;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('book_call:email:' || _email, 0));
  if (select count(*) from public.call_bookings as b
      where b.email = _email and b.status = 'booked' and b.slot_start > now()) >= max_live_per_email then
    return jsonb_build_object('live_limit', 'email', 'max_live', max_live_per_email);
  end if;

  -- A concurrent request for the same slot (or with the same submission id) waits on the index for
  -- the first one's commit, then fails here with unique_violation; the block keeps that from
  -- aborting the transaction so the caller gets an answer.
  begin
    insert into public.call_bookings (
      id, email, phone, slot_start, time_zone, preferred_date, preferred_time, biggest_question, client_submission_id,
      client_address_hash
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
      _client_hash
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

revoke all on function public.book_call(jsonb, jsonb, jsonb, integer, integer) from public, anon, authenticated, service_role;
-- service_role: the book-call function.
grant execute on function public.book_call(jsonb, jsonb, jsonb, integer, integer) to service_role;
