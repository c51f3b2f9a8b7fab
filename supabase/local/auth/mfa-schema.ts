import type { Database } from '../db/drivers.ts';

/**
 * GoTrue's MFA tables, with the columns the local /auth/v1 uses. Hosted Supabase has them already (and the
 * migrations must not create anything in its auth schema), so the auth service creates them where missing,
 * once per database, before its first request. `totp_step` and `failed_attempts` are the local backend's own
 * columns: the time step a verified challenge's code belonged to, so that no code is accepted twice (RFC 6238
 * section 5.2), and the wrong codes a challenge has had, so that it expires after a few (mfa-routes.ts).
 */
const MFA_SCHEMA = `
create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null,
  status text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz
);
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address text not null,
  otp_code text,
  totp_step bigint,
  failed_attempts integer not null default 0
);
-- Databases created before the column existed.
alter table auth.mfa_challenges add column if not exists failed_attempts integer not null default 0;
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

create table if not exists auth.mfa_amr_claims (
  id uuid primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  unique (session_id, authentication_method)
);
`;

const ready = new WeakMap<Database, Promise<void>>();

/** Creates the MFA tables where missing; concurrent first requests share one attempt, a failed one is retried. */
export function ensureMfaSchema(db: Database): Promise<void> {
  let pending = ready.get(db);
  if (!pending) {
    pending = db.exec(MFA_SCHEMA).catch((error: unknown) => {
      ready.delete(db);
      throw error;
    });
    ready.set(db, pending);
  }
  return pending;
}
