-- The agency's quotes (issue 43, item 5; docs/decisions/028-agreement-quotes.md). Staff create a quote for a
-- lead in the dashboard: a package and its amounts, sent as an agreement link that carries the quote's id. An
-- acceptance whose package and amounts match a stored quote records it (quote_id); any other acceptance (an
-- edited link, or one staff never made) is still stored, with quote_id null: "amounts not quoted by the agency".

create table public.agreement_quotes (
  -- gen_random_uuid: 122 random bits, the link's only credential; a guessed id would also have to match.
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  -- Kept when the lead is deleted: an acceptance may still point at the quote.
  lead_id uuid references public.leads (id) on delete set null,
  package_name text not null check (char_length(package_name) between 1 and 100),
  monthly_investment integer not null check (monthly_investment between 0 and 1000000),
  setup_fee integer not null check (setup_fee between 0 and 1000000)
);
comment on table public.agreement_quotes is
  'Agreement links staff made for a lead: the package and amounts the agency quoted. Inserted and read by admins; read by submit-lead (service role) to tell a quoted acceptance from an edited or unsigned link.';

create index agreement_quotes_lead_id_idx on public.agreement_quotes (lead_id);

alter table public.agreement_quotes enable row level security;

create policy "Admins read agreement quotes" on public.agreement_quotes for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));
create policy "Admins create agreement quotes" on public.agreement_quotes for insert to authenticated
  with check ((select private.has_role((select auth.uid()), 'admin')));

revoke all on table public.agreement_quotes from public, anon, authenticated, service_role;
-- authenticated: the dashboard (the policies admit admins only); id, created_at and created_by are the database's.
grant select on table public.agreement_quotes to authenticated;
grant insert (lead_id, package_name, monthly_investment, setup_fee) on table public.agreement_quotes to authenticated;
-- service_role: submit-lead looks a quote up by its id.
grant select on table public.agreement_quotes to service_role;

alter table public.agreement_acceptances
  add column quote_id uuid references public.agreement_quotes (id) on delete set null;
comment on column public.agreement_acceptances.quote_id is
  'The agency''s quote whose package and amounts this acceptance carries; null: amounts not quoted by the agency (an edited link, or one staff did not make).';
create index agreement_acceptances_quote_id_idx on public.agreement_acceptances (quote_id);

-- As in 20261121120000_quiz_leads_and_agreements.sql, plus quote_id (absent or empty: not quoted).
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
    signer_name, signer_email, terms_fingerprint, terms_text, consent_text, ip_address, user_agent, quote_id
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
    acceptance ->> 'user_agent',
    nullif(acceptance ->> 'quote_id', '')::uuid
  )
  returning id into _acceptance_id;

  return _result || jsonb_build_object('acceptance_id', _acceptance_id);
end;
$$;
revoke all on function public.accept_agreement(jsonb, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.accept_agreement(jsonb, jsonb, jsonb) to service_role;
