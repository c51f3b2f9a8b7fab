-- Staff are never kept out of a new address (issue 43, item 2; docs/decisions/025-staff-sign-in-codes.md).
--
-- 20261125120000_staff_sign_in_and_sessions.sql slows every address an account has not signed in from once
-- the account has 20 failures in a day: 5 wrong passwords from each of 4 addresses refused the admin's right
-- password from a fifth, an account that had never signed in was refused everywhere, and one wrong guess per
-- wait window kept it so. A new hire, a phone, home or a trip was enough to be locked out.
--
-- Letting a right password through during that wait would undo the wait: the attacker spreads over fresh
-- addresses too, and a wait that answers a right password differently from a wrong one is a password oracle
-- at the rate of fresh addresses (IPv6 gives 2^64 of them). So the answer stays the same whatever the
-- password, and nothing is checked in the open; instead a right password e-mails the account a one-time code
-- that lets that one address in. The mailbox is the second secret, as Supabase's hook guide advises ("where
-- possible, send an email or notification instead of blocking the user"). The staff member enters the code
-- at /auth (the approve-sign-in-network function), the address becomes the account's own, and the password
-- signs in from there as from the office; the second factor follows as always.
--
-- Supabase Auth calls the hook in a transaction of its own that commits whatever the decision
-- (internal/hooks/hookspgfunc: InvokeHook with no transaction runs db.Transaction around the select), so
-- the code and its e-mail written while refusing are kept, on the hosted platform as locally.

-- 1. One-time codes per account and address --------------------------------------------------------------

create table private.sign_in_network_codes (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  client_address text not null,
  -- SHA-256 of the code as e-mailed (20 upper-case hex digits, no dashes): the code itself is never stored here.
  code_hash bytea not null unique,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
comment on table private.sign_in_network_codes is
  'One-time codes e-mailed to an account whose right password came from a new address while the account was slowed: the code lets that address in.';
create index sign_in_network_codes_user_id_client_address_created_at_idx
  on private.sign_in_network_codes (user_id, client_address, created_at);

alter table private.sign_in_network_codes enable row level security;
-- Nobody through the API: only the hook and approve_sign_in_network (security definer) read and write it.
revoke all on table private.sign_in_network_codes from public, anon, authenticated, service_role;

comment on table private.known_sign_in_addresses is
  'Client addresses each account signed in from with its password, or was let in from by an e-mailed code, in the last 30 days: spared the account-wide slowdown.';

-- Queues the e-mail with a new code for (account, address), at most one every 5 minutes: a retry while the
-- e-mail is on its way sends no second one. The outbox's hourly cap per address (20261125140000) bounds
-- the mail whoever holds the password. Called by the hook only.
create function private.send_sign_in_network_code(_user_id uuid, _address text, _at timestamptz)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _resend_after constant interval := interval '5 minutes';
  _valid_for constant interval := interval '30 minutes';
  _email text;
  _hex text;
  _code text;
  _shown text;
  _when text;
begin
  if exists (
    select 1 from private.sign_in_network_codes as c
    where c.user_id = _user_id and c.client_address = _address and c.created_at > _at - _resend_after
  ) then
    return;
  end if;
  select u.email into _email from auth.users as u where u.id = _user_id;
  if _email is null then
    return;
  end if;

  delete from private.sign_in_network_codes where user_id = _user_id and expires_at <= _at - interval '1 day';
  -- 20 of a random uuid's hex digits, leaving out its version and variant digits: 80 random bits, too many to
  -- guess, short enough to type. gen_random_uuid is core PostgreSQL's strong random (no extension needed).
  _hex := upper(replace(gen_random_uuid()::text, '-', ''));
  _code := substr(_hex, 1, 12) || substr(_hex, 18, 8);
  _shown := concat_ws('-', substr(_code, 1, 5), substr(_code, 6, 5), substr(_code, 11, 5), substr(_code, 16, 5));
  _when := to_char(_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"');
  insert into private.sign_in_network_codes (user_id, client_address, code_hash, created_at, expires_at)
  values (_user_id, _address, sha256(convert_to(_code, 'UTF8')), _at, _at + _valid_for);

  -- The address is host(inet) and the time to_char's digits: nothing in the e-mail needs escaping.
  insert into public.email_outbox (kind, to_address, subject, html, text_body)
  values (
    'staff-sign-in-code',
    _email,
    'Your sign-in code',
    format(
      '<p>Someone signed in to your staff account with the right password from the network %1$s at %2$s, while the account is slowed down after failed sign-in attempts.</p>'
      '<p>If that was you, enter this code on the sign-in page, under "Have a sign-in code?", within 30 minutes, then sign in again from the same network:</p>'
      '<p style="font-size:20px;font-family:monospace;letter-spacing:2px"><strong>%3$s</strong></p>'
      '<p>If it was not you, someone knows your password: do not enter the code, and have your password changed.</p>',
      _address, _when, _shown
    ),
    -- One escape string over three lines: E only before its first part.
    format(
      E'Someone signed in to your staff account with the right password from the network %1$s at %2$s, while the account is slowed down after failed sign-in attempts.\n\n'
      'If that was you, enter this code on the sign-in page, under "Have a sign-in code?", within 30 minutes, then sign in again from the same network:\n\n'
      '    %3$s\n\n'
      'If it was not you, someone knows your password: do not enter the code, and have your password changed.',
      _address, _when, _shown
    )
  );
end;
$$;
revoke all on function private.send_sign_in_network_code(uuid, text, timestamptz) from public, anon, authenticated, service_role;

-- 2. The hook: as in 20261125120000, but for the account-wide wait -----------------------------------------
--
-- Only the branch for addresses the account has not used changes: its answer no longer tells the user to
-- come back later or from elsewhere only, and a right password also queues the code above. The answer is the
-- same for a right and a wrong password, and the attempt is not counted, as before.

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
        -- Same answer either way, so the wait reveals nothing; only the mailbox learns the password was right.
        if _valid and _address is not null then
          perform private.send_sign_in_network_code(_user_id, _address, _at);
        end if;
        return jsonb_build_object(
          'decision', 'reject',
          'message', format(
            'Too many failed sign-in attempts for this account. If your password was right, we have e-mailed you a code that lets this network in. Otherwise try again in %s, or from a network you have signed in from before.',
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
-- The grants of 20261125120000 stay with the replaced function; stated again so this file reads whole.
revoke all on function public.hook_password_verification_attempt(jsonb) from public, anon, authenticated, service_role;
do $$
begin
  if exists (select from pg_catalog.pg_roles where rolname = 'supabase_auth_admin') then
    grant usage on schema public to supabase_auth_admin;
    grant execute on function public.hook_password_verification_attempt(jsonb) to supabase_auth_admin;
  end if;
end
$$;

-- 3. Entering the code ---------------------------------------------------------------------------------
--
-- The approve-sign-in-network function (service role) passes the code as typed: dashes, spaces and case do
-- not matter. A code works once, within 30 minutes, and lets in only the address its e-mail names: entered
-- from a phone, it opens the laptop's network that asked for it. True when it did.
create function public.approve_sign_in_network(code text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _canonical text;
  _user_id uuid;
  _address text;
begin
  if code is null or char_length(code) > 64 then
    return false;
  end if;
  _canonical := upper(regexp_replace(code, '[^0-9A-Za-z]', '', 'g'));
  if _canonical !~ '^[0-9A-F]{20}$' then
    return false;
  end if;
  update private.sign_in_network_codes as c
  set used_at = now()
  where c.code_hash = sha256(convert_to(_canonical, 'UTF8')) and c.used_at is null and c.expires_at > now()
  returning c.user_id, c.client_address into _user_id, _address;
  if not found then
    return false;
  end if;
  insert into private.known_sign_in_addresses (user_id, client_address, last_signed_in_at)
  values (_user_id, _address, now())
  on conflict (user_id, client_address)
    do update set last_signed_in_at = greatest(excluded.last_signed_in_at, private.known_sign_in_addresses.last_signed_in_at);
  return true;
end;
$$;
revoke all on function public.approve_sign_in_network(text) from public, anon, authenticated, service_role;
-- service_role: the approve-sign-in-network function. Visitors reach the database only through functions.
grant execute on function public.approve_sign_in_network(text) to service_role;
