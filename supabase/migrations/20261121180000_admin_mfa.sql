-- Admin accounts (docs/decisions/010-security-headers-and-admin-sessions.md): a second factor the
-- policies can demand, and sign-in failures counted per account.
--
-- An admin account opens every lead's personal data. Supabase Auth puts the assurance level of the session in
-- the access token's `aal` claim: 'aal1' after a password, 'aal2' once a TOTP code from an authenticator app
-- has been verified (auth.mfa). When the operator switches the setting below on, the admin role counts only
-- in an aal2 session, so an aal1 token reads no lead, updates none and gets empty answers from every admin
-- rpc, whatever the browser shows. Switch it on (and off) with SQL, as the service role or in the SQL editor:
--
--   update private.security_settings set admin_requires_mfa = true;
--
-- Admins without a factor then enrol one at /auth after their password (the site asks for it), so turn it
-- on once [auth.mfa.totp] is enabled in the project (supabase/config.toml, or the dashboard's Auth settings).

-- One row of security switches, changed by the operator only ------------------------------------------------

create table private.security_settings (
  -- Always true: the primary key and the check keep the table at one row.
  id boolean primary key default true check (id),
  admin_requires_mfa boolean not null default false,
  updated_at timestamptz not null default now()
);
comment on table private.security_settings is
  'Operator switches. admin_requires_mfa: the admin role counts only in sessions verified with a second factor (aal2).';

insert into private.security_settings default values;

alter table private.security_settings enable row level security;
revoke all on table private.security_settings from public, anon, authenticated;

create trigger set_security_settings_updated_at
  before update on private.security_settings
  for each row execute function private.set_updated_at();

-- Security definer: the API roles may ask whether the rule is on, never read or change the table.
create or replace function private.admin_requires_mfa()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  -- No row reads as the defaults (off): the table is created with its row and nothing in the product deletes it.
  select coalesce((select s.admin_requires_mfa from private.security_settings as s), false);
$$;
revoke all on function private.admin_requires_mfa() from public, anon;
grant execute on function private.admin_requires_mfa() to authenticated, service_role;

-- The one place every admin policy asks (always as `(select private.has_role((select auth.uid()), 'admin'))`),
-- so the aal2 rule covers every table, view and security-invoker rpc behind those policies at once.
-- The rule applies to the caller's own role: asking about another user says whether that user is an admin.
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
  and not (
    _role = 'admin'
    and _user_id = auth.uid()
    and private.admin_requires_mfa()
    -- A token without the claim (minted outside Supabase Auth) is treated as aal1.
    and coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2'
  );
$$;
revoke all on function private.has_role(uuid, public.app_role) from public, anon;
grant execute on function private.has_role(uuid, public.app_role) to authenticated, service_role;

-- For the admin app: whether it must ask for the second factor before the dashboard. Security invoker in the
-- exposed schema; the definer helper it calls lives in private.
create or replace function public.admin_mfa_required()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select private.admin_requires_mfa();
$$;
revoke all on function public.admin_mfa_required() from public, anon;
grant execute on function public.admin_mfa_required() to authenticated, service_role;

-- Failed password sign-ins per account --------------------------------------------------------------------
--
-- Supabase Auth's Password Verification Attempt hook (supabase/config.toml,
-- [auth.hook.password_verification_attempt], uri = "pg-functions://postgres/public/hook_password_verification_attempt")
-- calls this after checking a password of an existing account, with { user_id, valid }. Five failures for one
-- account within 15 minutes reject every further attempt (the right password too) until the oldest of them
-- leaves the window; a successful sign-in clears the count. Supabase Auth then answers 400 invalid_credentials
-- with the message below. (The local backend's /auth/v1 applies the same numbers per e-mail in memory and
-- answers 429; supabase/local/auth/README.md.) The hook is on Supabase's Team and Enterprise plans; on other
-- plans the project relies on Auth's per-IP sign-in rate limit ([auth.rate_limit] sign_in_sign_ups).

create table private.password_failures (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  failed_at timestamptz not null default now()
);
comment on table private.password_failures is 'Failed password sign-ins per account in the last 15 minutes, for the sign-in throttle.';
create index password_failures_user_id_failed_at_idx on private.password_failures (user_id, failed_at);

alter table private.password_failures enable row level security;
revoke all on table private.password_failures from public, anon, authenticated;

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
  _window constant interval := interval '15 minutes';
  _max_failures constant integer := 5;
  _recent integer;
begin
  -- Serialise attempts for one account, so parallel guesses cannot all slip under the limit.
  perform pg_advisory_xact_lock(hashtextextended('password_failures:' || _user_id::text, 0));

  delete from private.password_failures where user_id = _user_id and failed_at <= _at - _window;
  select count(*) into _recent from private.password_failures where user_id = _user_id and failed_at > _at - _window;

  if _recent >= _max_failures then
    return jsonb_build_object(
      'decision', 'reject',
      'message', 'Too many failed sign-in attempts for this account. Try again in 15 minutes.',
      'should_logout_user', false
    );
  end if;

  if _valid then
    delete from private.password_failures where user_id = _user_id;
  else
    insert into private.password_failures (user_id, failed_at) values (_user_id, _at);
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;
revoke all on function public.hook_password_verification_attempt(jsonb) from public, anon, authenticated;
grant execute on function public.hook_password_verification_attempt(jsonb) to service_role;

-- Supabase Auth calls hooks as supabase_auth_admin, which exists on hosted projects and under the CLI only.
do $$
begin
  if exists (select from pg_catalog.pg_roles where rolname = 'supabase_auth_admin') then
    grant execute on function public.hook_password_verification_attempt(jsonb) to supabase_auth_admin;
  end if;
end
$$;
