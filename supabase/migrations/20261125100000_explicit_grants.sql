-- Every privilege the API roles hold, stated here instead of left to the platform's default privileges.
--
-- Hosted Supabase no longer grants what is created in public to anon, authenticated and service_role:
-- new projects since 2026-05-30, every project from 2026-10-30 (changelog 45329,
-- https://supabase.com/changelog/45329-breaking-change-tables-not-exposed-to-data-and-graphql-api-automatically).
-- The migrations before this one granted what signed-in staff read and left the rest to those defaults,
-- above all the service role, which every edge function uses: on a project created today the functions
-- got "permission denied for table leads" (email_outbox, call_bookings, user_roles, heatmap_clicks …).
--
-- So each table, view and function in public, and each object in private an API role reaches, is
-- stated below: everything revoked from anon, authenticated and service_role (and PUBLIC, which every role
-- holds), then the least each role needs, with its reason. A project that had the old defaults and one that
-- never had them end with the same privileges; tests/backend/database-lints.test.ts migrates one of each and
-- fails on any object whose privileges differ, and tests/backend/access-matrix.test.ts checks each cell.
--
-- The roles: anon is the site's visitors, who reach the database only through edge functions, never
-- directly. authenticated is a signed-in user; the policies show rows to admins only. service_role is the
-- edge functions (supabase/functions/_shared: their rpc calls, and the selects and updates beside them),
-- `npm run admin:create`, and an operator's back-office scripts with the secret key; it bypasses RLS.
-- Sequences: public has none (every key is a uuid).
--
-- Also here: plpgsql_check (supabase db lint --fail-on warning) warned that submit_lead and book_call
-- assign the text literal '{}' to a uuid[]; both are redefined as they stand, with the literal cast.

-- submit_lead and book_call: '{}'::uuid[] ------------------------------------------------------------

-- As in 20261121120000_quiz_leads_and_agreements.sql, but for the cast.
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
  _message_ids uuid[] := '{}'::uuid[];
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

-- As in 20261121130000_call_bookings_and_attachments.sql, but for the cast.
create or replace function public.book_call(booking jsonb, lead jsonb, messages jsonb default '[]'::jsonb)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _submission_id uuid;
  _email text;
  _booking_id uuid;
  _lead_id uuid;
  _lead_created boolean := false;
  _constraint text;
  _message jsonb;
  _message_id uuid;
  _message_ids uuid[] := '{}'::uuid[];
begin
  if jsonb_typeof(booking) is distinct from 'object' then
    raise exception 'booking must be a JSON object' using errcode = '22023';
  end if;
  if jsonb_typeof(lead) is distinct from 'object' then
    raise exception 'lead must be a JSON object' using errcode = '22023';
  end if;
  if messages is null or messages = 'null'::jsonb then
    messages := '[]'::jsonb;
  end if;
  if jsonb_typeof(messages) <> 'array' then
    raise exception 'messages must be a JSON array' using errcode = '22023';
  end if;

  _submission_id := nullif(booking ->> 'client_submission_id', '')::uuid;
  _email := lower(booking ->> 'email');

  if _submission_id is not null then
    select b.id, b.lead_id into _booking_id, _lead_id from public.call_bookings as b where b.client_submission_id = _submission_id;
    if _booking_id is not null then
      return jsonb_build_object('booking_id', _booking_id, 'lead_id', _lead_id, 'message_ids', '[]'::jsonb,
                                'duplicate', true, 'lead_created', false);
    end if;
  end if;

  -- A concurrent request for the same slot (or with the same submission id) waits on the index for
  -- the first one's commit, then fails here with unique_violation; the block keeps that from
  -- aborting the transaction so the caller gets an answer.
  begin
    insert into public.call_bookings (
      id, email, phone, slot_start, time_zone, preferred_date, preferred_time, biggest_question, client_submission_id
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
      _submission_id
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

  select l.id into _lead_id
  from public.leads as l
  where lower(l.email) = _email and not l.is_spam
  order by l.created_at desc
  limit 1
  for update;

  if _lead_id is not null then
    update public.leads
    set call_booked = true,
        status = case when status = 'New' then 'Call Booked' else status end
    where id = _lead_id;
  else
    insert into public.leads (source, name, email, phone, status, call_booked, details, attribution)
    values (
      coalesce(lead ->> 'source', 'call-booking'),
      coalesce(nullif(lead ->> 'name', ''), _email),
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

  for _message in select value from jsonb_array_elements(messages) loop
    if jsonb_typeof(_message) is distinct from 'object' then
      raise exception 'each message must be a JSON object' using errcode = '22023';
    end if;
    insert into public.email_outbox (lead_id, kind, to_address, reply_to, subject, html, text_body, attachments)
    values (
      _lead_id,
      _message ->> 'kind',
      _message ->> 'to_address',
      _message ->> 'reply_to',
      _message ->> 'subject',
      _message ->> 'html',
      _message ->> 'text_body',
      coalesce(nullif(_message -> 'attachments', 'null'::jsonb), '[]'::jsonb)
    )
    returning id into _message_id;
    _message_ids := _message_ids || _message_id;
  end loop;

  return jsonb_build_object('booking_id', _booking_id, 'lead_id', _lead_id, 'message_ids', to_jsonb(_message_ids),
                            'duplicate', false, 'lead_created', _lead_created);
end;
$$;

-- Tables and views in public ----------------------------------------------------------------------

revoke all on table public.user_roles from public, anon, authenticated, service_role;
-- authenticated: reads its own roles (policy "Users read their own roles").
grant select on table public.user_roles to authenticated;
-- service_role: npm run admin:create looks up a user's admin role and grants it.
grant select, insert on table public.user_roles to service_role;

revoke all on table public.leads from public, anon, authenticated, service_role;
-- authenticated: admins read leads and move them through the pipeline; nothing the visitor sent is theirs to rewrite.
grant select on table public.leads to authenticated;
grant update (status, call_booked) on table public.leads to authenticated;
-- service_role: the intake rpcs run as the caller (insert, the idempotency and health lookups, book_call's
-- update of an existing lead, release_team_notification's notified_at), and clean-ups delete.
grant select, insert, update, delete on table public.leads to service_role;

revoke all on table public.email_outbox from public, anon, authenticated, service_role;
-- authenticated: admins read delivery state.
grant select on table public.email_outbox to authenticated;
-- service_role: the intake rpcs queue messages; claim_email_outbox and the dispatcher read and update them.
grant select, insert, update on table public.email_outbox to service_role;

revoke all on table public.agreement_acceptances from public, anon, authenticated, service_role;
-- authenticated: admins read the evidence.
grant select on table public.agreement_acceptances to authenticated;
-- service_role: accept_agreement stores it once and reads it back on a retry; nobody rewrites it.
grant select, insert on table public.agreement_acceptances to service_role;

revoke all on table public.call_bookings from public, anon, authenticated, service_role;
-- authenticated: admins read bookings and cancel or restore them.
grant select on table public.call_bookings to authenticated;
grant update (status) on table public.call_bookings to authenticated;
-- service_role: book_call inserts and links the lead (update); book-call looks up a retried submission.
grant select, insert, update on table public.call_bookings to service_role;

revoke all on table public.lead_events from public, anon, authenticated, service_role;
-- authenticated: admins read a lead's history; only the security-definer triggers write it.
grant select on table public.lead_events to authenticated;
-- service_role: reads the history (back-office checks); writes none of it.
grant select on table public.lead_events to service_role;

revoke all on table public.lead_notes from public, anon, authenticated, service_role;
-- authenticated: admins read and add notes (lead_id, body; the trigger stamps the rest). service_role: none.
grant select on table public.lead_notes to authenticated;
grant insert (lead_id, body) on table public.lead_notes to authenticated;

revoke all on table public.lead_inbox from public, anon, authenticated, service_role;
-- authenticated: the dashboard's list (security invoker: the leads policies decide). service_role: none.
grant select on table public.lead_inbox to authenticated;

revoke all on table public.tracking_conversions, public.heatmap_clicks, public.heatmap_scroll_samples,
  public.analytics_events, public.consent_records
  from public, anon, authenticated, service_role;
-- authenticated: admins read the beacons' data (the Analytics tab).
grant select on table public.tracking_conversions, public.heatmap_clicks, public.heatmap_scroll_samples,
  public.analytics_events, public.consent_records
  to authenticated;
-- service_role: the record_* rpcs insert as the caller; it reads back what was stored (back-office checks).
grant select, insert on table public.tracking_conversions, public.heatmap_clicks, public.heatmap_scroll_samples,
  public.analytics_events, public.consent_records
  to service_role;

-- Functions in public -----------------------------------------------------------------------------

revoke all on function
  public.lead_status_counts(),
  public.lead_inbox_summary(integer),
  public.admin_mfa_required(),
  public.analytics_leads_per_day(integer),
  public.analytics_funnel(integer),
  public.analytics_ab_results(integer),
  public.analytics_click_points(text, text, text, integer),
  public.analytics_pages(integer),
  public.analytics_scroll_depth(integer),
  public.analytics_web_vitals(integer)
from public, anon, authenticated, service_role;
-- authenticated: the dashboard's reads, security invoker (RLS answers a non-admin with nothing), and whether
-- the admin app must ask for a second factor. service_role: no function of ours calls them.
grant execute on function
  public.lead_status_counts(),
  public.lead_inbox_summary(integer),
  public.admin_mfa_required(),
  public.analytics_leads_per_day(integer),
  public.analytics_funnel(integer),
  public.analytics_ab_results(integer),
  public.analytics_click_points(text, text, text, integer),
  public.analytics_pages(integer),
  public.analytics_scroll_depth(integer),
  public.analytics_web_vitals(integer)
to authenticated;

revoke all on function
  public.submit_lead(jsonb, jsonb),
  public.accept_agreement(jsonb, jsonb, jsonb),
  public.book_call(jsonb, jsonb, jsonb),
  public.release_team_notification(uuid, interval),
  public.claim_email_outbox(integer, uuid[]),
  public.record_tracking_conversions(text, timestamptz, integer, integer, jsonb),
  public.record_heatmap_clicks(text, timestamptz, integer, integer, jsonb),
  public.record_heatmap_scroll(text, timestamptz, integer, integer, jsonb),
  public.record_analytics_events(text, timestamptz, integer, integer, jsonb),
  public.record_consent(text, timestamptz, integer, integer, jsonb),
  public.take_rate_limit(text, text, timestamptz, integer, integer),
  public.spend_human_check_token(text, uuid)
from public, anon, authenticated, service_role;
-- service_role: the edge functions' writes (lead intake, the agreement, booking, notify-new-lead, the
-- dispatcher's claim, the beacons, the rate limits and the human-check ledger).
grant execute on function
  public.submit_lead(jsonb, jsonb),
  public.accept_agreement(jsonb, jsonb, jsonb),
  public.book_call(jsonb, jsonb, jsonb),
  public.release_team_notification(uuid, interval),
  public.claim_email_outbox(integer, uuid[]),
  public.record_tracking_conversions(text, timestamptz, integer, integer, jsonb),
  public.record_heatmap_clicks(text, timestamptz, integer, integer, jsonb),
  public.record_heatmap_scroll(text, timestamptz, integer, integer, jsonb),
  public.record_analytics_events(text, timestamptz, integer, integer, jsonb),
  public.record_consent(text, timestamptz, integer, integer, jsonb),
  public.take_rate_limit(text, text, timestamptz, integer, integer),
  public.spend_human_check_token(text, uuid)
to service_role;

revoke all on function public.hook_password_verification_attempt(jsonb) from public, anon, authenticated, service_role;
-- supabase_auth_admin only: Supabase Auth calls the hook as that role (it exists on hosted projects, under the
-- CLI and in the local bootstrap). Not the service role: no code of ours calls it, and with it the secret
-- key could clear an account's failed sign-ins.
do $$
begin
  if exists (select from pg_catalog.pg_roles where rolname = 'supabase_auth_admin') then
    grant execute on function public.hook_password_verification_attempt(jsonb) to supabase_auth_admin;
  end if;
end
$$;

-- The private schema: not exposed, but reached by the functions and policies above ---------------

revoke all on schema private from public, anon;
-- authenticated: the policies' and dashboard functions' helpers. service_role: the writers' helpers.
grant usage on schema private to authenticated, service_role;

revoke all on table private.tracking_rate_limits, private.spent_human_check_tokens, private.security_settings,
  private.password_failures
  from public, anon, authenticated, service_role;
revoke all on sequence private.password_failures_id_seq from public, anon, authenticated, service_role;
-- Nobody through the API: security-definer functions keep these, and the operator switches
-- admin_requires_mfa in the SQL editor.

revoke all on function
  private.has_role(uuid, public.app_role),
  private.admin_requires_mfa(),
  private.analytics_since(integer),
  private.is_flat_event_params(jsonb),
  private.take_tracking_quota(text, text, timestamptz, integer, integer),
  private.spend_human_check_token(text, uuid),
  private.set_updated_at(),
  private.match_spam_to_status(),
  private.stamp_lead_status_change(),
  private.record_lead_change(),
  private.set_lead_note_author(),
  private.record_lead_note(),
  private.stamp_booking_status_change(),
  private.record_booking_change()
from public, anon, authenticated, service_role;
-- authenticated: every admin policy asks has_role (the service role bypasses RLS and never does).
grant execute on function private.has_role(uuid, public.app_role) to authenticated;
-- authenticated: admin_mfa_required() runs as the caller and asks it.
grant execute on function private.admin_requires_mfa() to authenticated;
-- authenticated: the analytics_* functions run as the caller and compute their window with it.
grant execute on function private.analytics_since(integer) to authenticated;
-- service_role: analytics_events' check constraint calls it on every insert, which only record_analytics_events makes.
grant execute on function private.is_flat_event_params(jsonb) to service_role;
-- service_role: the record_* writers and take_rate_limit count requests with it.
grant execute on function private.take_tracking_quota(text, text, timestamptz, integer, integer) to service_role;
-- service_role: public.spend_human_check_token runs as the caller and delegates to it.
grant execute on function private.spend_human_check_token(text, uuid) to service_role;
-- The trigger functions: nobody (a trigger runs its function without asking for EXECUTE).
