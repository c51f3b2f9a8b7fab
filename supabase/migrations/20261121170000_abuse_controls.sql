-- Abuse controls of the lead functions (docs/decisions/009-abuse-controls.md): rate limits per
-- client and per e-mail address, and a ledger of spent human-check tokens.
--
-- Both are counted here rather than in a function's memory, so they hold across edge-function isolates.
-- Neither stores what it counts in clear: the functions pass a salted SHA-256 hash of the client's IP
-- address or of the e-mail address, and a plain SHA-256 hash of each token.

-- Rate limits -------------------------------------------------------------------------------------

-- The beacons' counter (20261121150000_tracking.sql) is already a fixed-window counter per endpoint and
-- hashed client; the lead functions count in the same table under their own bucket names.
comment on table private.tracking_rate_limits is
  'Requests per bucket (a beacon endpoint or a lead function''s limit), hashed client and window. Rows older than an hour are deleted as new ones come.';

-- Counts one request in `bucket` for `client_key` and says how long to wait: 0 within the limit, else the
-- seconds until the window ends. `requested_at` is the function's clock, so tests can pin it. Windows of
-- up to an hour only: the counter deletes windows that started more than an hour before the current one.
create or replace function public.take_rate_limit(
  bucket text,
  client_key text,
  requested_at timestamptz,
  max_requests integer,
  window_seconds integer
)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if window_seconds is null or window_seconds > 3600 then
    raise exception 'a rate limit window is at most an hour' using errcode = '22023';
  end if;
  return private.take_tracking_quota(bucket, client_key, requested_at, max_requests, window_seconds);
end;
$$;
revoke all on function public.take_rate_limit(text, text, timestamptz, integer, integer) from public, anon, authenticated;
grant execute on function public.take_rate_limit(text, text, timestamptz, integer, integer) to service_role;

-- Spent human-check tokens ------------------------------------------------------------------------

-- Google refuses a reCAPTCHA token it has verified once, but only while Google answers: when it cannot be
-- reached the functions accept the lead unverified, and without this ledger one token could be replayed
-- for as long as the outage lasts. The local check's tokens (no RECAPTCHA_SECRET_KEY) have no other guard.
create table private.spent_human_check_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  -- The browser's random id for the submission the token was spent on: its retries may present the
  -- token again (a double click, a lost answer), any other submission may not.
  client_submission_id uuid,
  spent_at timestamptz not null default now()
);
comment on table private.spent_human_check_tokens is
  'SHA-256 of each human-check token a lead function accepted and the submission it served, so a token serves one submission. Kept a day (reCAPTCHA tokens expire after two minutes).';

create index spent_human_check_tokens_spent_at_idx on private.spent_human_check_tokens (spent_at);

alter table private.spent_human_check_tokens enable row level security;
revoke all on table private.spent_human_check_tokens from public, anon, authenticated, service_role;

-- Records the token's hash for the submission; true when the token may serve it: never spent, or spent
-- on this same submission (a retry, or a double click racing the first request). Concurrent calls with
-- one hash: the primary key lets exactly one insert, and the others read the row it committed.
create or replace function private.spend_human_check_token(_token_hash text, _client_submission_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _inserted integer;
  _spent_on uuid;
begin
  if _token_hash is null or _token_hash !~ '^[0-9a-f]{64}$' then
    raise exception 'token_hash must be a hex SHA-256' using errcode = '22023';
  end if;
  -- A day is far past any token's validity; clearing here keeps the table small without a cron job.
  delete from private.spent_human_check_tokens where spent_at < now() - interval '1 day';
  insert into private.spent_human_check_tokens (token_hash, client_submission_id)
  values (_token_hash, _client_submission_id)
  on conflict (token_hash) do nothing;
  get diagnostics _inserted = row_count;
  if _inserted = 1 then
    return true;
  end if;
  select t.client_submission_id into _spent_on from private.spent_human_check_tokens as t where t.token_hash = _token_hash;
  -- Without a submission id there is no retry to recognise: the token served once.
  return _client_submission_id is not null and _spent_on is not distinct from _client_submission_id;
end;
$$;
revoke all on function private.spend_human_check_token(text, uuid) from public, anon, authenticated;
grant execute on function private.spend_human_check_token(text, uuid) to service_role;

create or replace function public.spend_human_check_token(token_hash text, client_submission_id uuid default null)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.spend_human_check_token(token_hash, client_submission_id);
$$;
revoke all on function public.spend_human_check_token(text, uuid) from public, anon, authenticated;
grant execute on function public.spend_human_check_token(text, uuid) to service_role;
