-- Staff sign-in (docs/decisions/013-abuse-proofing.md, items 6 and 7): password guessing is slowed per
-- account and client address instead of locking the account, and a role counts only while the session of the
-- caller's token still exists.

-- 1. Failed password sign-ins: slowed per (account, address), never a lock on the account -----------------
--
-- 20261121180000_admin_mfa.sql refused every sign-in of an account, the right password included, for 15
-- minutes after 5 failures in 15 minutes: anyone who knew a staff e-mail could keep the admin out, again and
-- again. Supabase Auth's Password Verification Attempt hook now also gets the request's client address:
-- GoTrue v2.187.0 added `metadata` ({ uuid, time, name, ip_address }) to every hook's input (supabase/auth
-- pull request #2365, "enables new use cases by passing the request IP address … more advanced methods for rate
-- limiting login"); the address is GoTrue's utilities.GetIPAddress: the Sb-Forwarded-For address where the
-- project forwards one, else the first X-Forwarded-For entry, else the peer. The documented input
-- (https://supabase.com/docs/guides/auth/auth-hooks/password-verification-hook) lists only user_id and valid,
-- so an absent address is planned for below.
--
-- The rule, for each password sign-in of an existing account (the hook is not called for unknown e-mails):
--   * Per address: the first 5 failures from one client address are free (typos); after that the address
--     waits 30 s after its last failure, then 1 min, 2 min … doubling up to 15 min. While it waits, its
--     attempts are refused whatever the password, so a guesser learns nothing from them; they are not counted.
--   * Per account, for addresses the account has not signed in from: once the account has 20 failures (from
--     anywhere) in the last 24 hours, an address it has not used waits the same way after the account's last
--     failure. This bounds a guesser who spreads over many addresses (or writes a new X-Forwarded-For each time)
--     to about 4 guesses an hour on the account.
--   * An address is the account's own when it signed in successfully from it in the last 30 days, or when a
--     live session of the account was last seen there (auth.sessions.ip). From there only the per-address pace
--     applies: the staff sign in with the right password during an attack from anywhere else.
--   * A success clears that address's failures (not the account's: the guesser's count stays).
--   * No address in the event (an older Auth): every attempt shares one "unknown" address, so the account as a
--     whole is slowed after 5 failures, at most 15 minutes at a time; never the old fixed lock.
-- Failures are forgotten after 24 hours, addresses after 30 days. Tune with the constants in the function.

alter table private.password_failures add column client_address text;
comment on column private.password_failures.client_address is
  'The client address Supabase Auth reported for the attempt (metadata.ip_address); null when it reported none.';
comment on table private.password_failures is
  'Failed password sign-ins per account and client address in the last 24 hours, for the sign-in slowdown.';
create index password_failures_user_id_client_address_failed_at_idx
  on private.password_failures (user_id, client_address, failed_at);

create table private.known_sign_in_addresses (
  user_id uuid not null references auth.users (id) on delete cascade,
  client_address text not null,
  last_signed_in_at timestamptz not null,
  primary key (user_id, client_address)
);
comment on table private.known_sign_in_addresses is
  'Client addresses each account signed in from with its password in the last 30 days: spared the account-wide slowdown.';

alter table private.known_sign_in_addresses enable row level security;
-- Nobody through the API: only the hook (security definer) reads and writes it.
revoke all on table private.known_sign_in_addresses from public, anon, authenticated, service_role;

create or replace function public.hook_password_verification_attempt(event jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  _user_id uuid := (event ->> 'user_id')::uuid;
  _valid boolean := coalesce((event ->> 'valid')::boolean, false);
  -- Supabase Auth stamps its hook calls with the request time; the local backend sends its own clock there.
  _at timestamptz := coalesce((event -> 'metadata' ->> 'time')::timestamptz, now());
  _address text;
  -- The tuning: failures free per address and per account, the first wait and the longest, and how long a
  -- failure and a known address are remembered.
  _free_per_address constant integer := 5;
  _free_per_account constant integer := 20;
  _first_delay constant interval := interval '30 seconds';
  _longest_delay constant interval := interval '15 minutes';
  _failures_kept constant interval := interval '24 hours';
  _addresses_kept constant interval := interval '30 days';
  _count integer;
  _last timestamptz;
  _wait interval;
  _known boolean;
begin
  -- A malformed address is treated as none, never as an error: an error here fails every sign-in.
  begin
    _address := host(nullif(btrim(event -> 'metadata' ->> 'ip_address'), '')::inet);
  exception when others then
    _address := null;
  end;

  -- Serialise attempts for one account, so parallel guesses cannot all slip through one free slot.
  perform pg_advisory_xact_lock(hashtextextended('password_failures:' || _user_id::text, 0));

  delete from private.password_failures where user_id = _user_id and failed_at <= _at - _failures_kept;
  delete from private.known_sign_in_addresses where user_id = _user_id and last_signed_in_at <= _at - _addresses_kept;

  -- This address's own pace.
  select count(*), max(f.failed_at) into _count, _last
  from private.password_failures as f
  where f.user_id = _user_id and f.client_address is not distinct from _address;
  if _count >= _free_per_address then
    _wait := _last + least(_first_delay * power(2, least(_count - _free_per_address, 16)), _longest_delay) - _at;
    if _wait > interval '0' then
      return jsonb_build_object(
        'decision', 'reject',
        'message', format(
          'Too many failed sign-in attempts from your network. Try again in %s.',
          case when _wait <= interval '1 minute' then '1 minute' else ceil(extract(epoch from _wait) / 60)::int || ' minutes' end
        ),
        'should_logout_user', false
      );
    end if;
  end if;

  -- The account's pace, for addresses it has not signed in from.
  _known := _address is not null and (
    exists (
      select 1 from private.known_sign_in_addresses as k
      where k.user_id = _user_id and k.client_address = _address
    )
    or exists (
      select 1 from auth.sessions as s
      where s.user_id = _user_id and s.ip = _address::inet
    )
  );
  if not _known then
    select count(*), max(f.failed_at) into _count, _last
    from private.password_failures as f
    where f.user_id = _user_id;
    if _count >= _free_per_account then
      _wait := _last + least(_first_delay * power(2, least(_count - _free_per_account, 16)), _longest_delay) - _at;
      if _wait > interval '0' then
        return jsonb_build_object(
          'decision', 'reject',
          'message', format(
            'Too many failed sign-in attempts for this account. Try again in %s, or from a network you have signed in from before.',
            case when _wait <= interval '1 minute' then '1 minute' else ceil(extract(epoch from _wait) / 60)::int || ' minutes' end
          ),
          'should_logout_user', false
        );
      end if;
    end if;
  end if;

  if _valid then
    delete from private.password_failures
    where user_id = _user_id and client_address is not distinct from _address;
    if _address is not null then
      insert into private.known_sign_in_addresses (user_id, client_address, last_signed_in_at)
      values (_user_id, _address, _at)
      on conflict (user_id, client_address)
        do update set last_signed_in_at = greatest(excluded.last_signed_in_at, private.known_sign_in_addresses.last_signed_in_at);
    end if;
  else
    insert into private.password_failures (user_id, failed_at, client_address) values (_user_id, _at, _address);
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;
revoke all on function public.hook_password_verification_attempt(jsonb) from public, anon, authenticated, service_role;
-- supabase_auth_admin only, as in 20261125100000_explicit_grants.sql: Supabase Auth calls the hook as that role.
-- Schema usage is stated too, as Supabase's hook guide does, rather than left to PUBLIC's usage of public: a
-- hook Auth cannot call fails every password sign-in.
do $$
begin
  if exists (select from pg_catalog.pg_roles where rolname = 'supabase_auth_admin') then
    grant usage on schema public to supabase_auth_admin;
    grant execute on function public.hook_password_verification_attempt(jsonb) to supabase_auth_admin;
  end if;
end
$$;

-- 2. A role counts only in a live session ------------------------------------------------------------------
--
-- An access token is a signed JWT that lives an hour: signing out deleted the session (and its refresh tokens)
-- but the token still read every lead until it expired. Every access token Supabase Auth issues names its
-- session in the session_id claim, the primary key of auth.sessions
-- (https://supabase.com/docs/guides/auth/sessions); sign-out, an admin's password reset, a second factor
-- verified in another session and an unenrolled factor's downgrade delete or end that row. So the caller's own
-- role now also needs that row, still the caller's and not past its not_after. A token without session_id
-- (hosted Auth always sets it; only a token minted with the signing key lacks it) holds no role.
-- has_role is the one place every admin policy asks, so every table, view and rpc behind them follows.

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
  )
  and (
    -- Asking about another user says whether that user holds the role; the session rules are the caller's.
    _user_id is distinct from auth.uid()
    or (
      exists (
        select 1 from auth.sessions as s
        where s.id = (
            -- Only a well-formed uuid is cast: a forged claim must not turn into an error.
            case when auth.jwt() ->> 'session_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then (auth.jwt() ->> 'session_id')::uuid
            end
          )
          and s.user_id = _user_id
          and (s.not_after is null or s.not_after > now())
      )
      and not (
        _role = 'admin'
        and private.admin_requires_mfa()
        -- A token without the claim (minted outside Supabase Auth) is treated as aal1.
        and coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2'
      )
    )
  );
$$;
revoke all on function private.has_role(uuid, public.app_role) from public, anon, authenticated, service_role;
-- authenticated: every admin policy asks it (the service role bypasses RLS and never does).
grant execute on function private.has_role(uuid, public.app_role) to authenticated;
