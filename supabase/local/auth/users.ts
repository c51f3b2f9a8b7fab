import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/drivers.ts';
import { NIL_UUID, type TokenUser } from './tokens.ts';

/**
 * auth.users as GoTrue reads and writes it. Every column is selected as text so that PGlite and node-postgres
 * (which parse dates, booleans and JSON differently) hand back identical strings; JSON is assembled here, in
 * GoTrue's field order and with its timestamp format.
 */

/** Go's RFC 3339 with the fraction's trailing zeros dropped, as encoding/json writes time.Time. */
const timestamp = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const USER_COLUMNS = `
  u.id::text as id,
  coalesce(u.aud, '') as aud,
  coalesce(u.role, '') as role,
  coalesce(u.email, '') as email,
  coalesce(u.phone, '') as phone,
  u.encrypted_password,
  ${timestamp('u.email_confirmed_at')} as email_confirmed_at,
  ${timestamp('u.invited_at')} as invited_at,
  ${timestamp('u.phone_confirmed_at')} as phone_confirmed_at,
  ${timestamp('u.confirmation_sent_at')} as confirmation_sent_at,
  ${timestamp('least(u.email_confirmed_at, u.phone_confirmed_at)')} as confirmed_at,
  ${timestamp('u.last_sign_in_at')} as last_sign_in_at,
  coalesce(u.raw_app_meta_data, '{}'::jsonb)::text as app_metadata,
  coalesce(u.raw_user_meta_data, '{}'::jsonb)::text as user_metadata,
  ${timestamp('u.created_at')} as created_at,
  ${timestamp('u.updated_at')} as updated_at,
  ${timestamp('u.banned_until')} as banned_until,
  (floor(extract(epoch from u.banned_until) * 1000))::bigint::text as banned_until_ms,
  ${timestamp('u.deleted_at')} as deleted_at,
  u.is_anonymous::text as is_anonymous,
  (select json_agg(json_build_object(
            'id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type, 'status', f.status,
            'created_at', ${timestamp('f.created_at')}, 'updated_at', ${timestamp('f.updated_at')},
            'last_challenged_at', ${timestamp('f.last_challenged_at')})
          order by f.created_at, f.id)::text
   from auth.mfa_factors f where f.user_id = u.id) as factors
`;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  phone_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  confirmed_at: string | null;
  last_sign_in_at: string | null;
  app_metadata: string;
  user_metadata: string;
  created_at: string | null;
  updated_at: string | null;
  banned_until: string | null;
  banned_until_ms: string | null;
  deleted_at: string | null;
  is_anonymous: string;
  /** The user's MFA factors as a JSON array (auth.mfa_factors), null when there are none. */
  factors: string | null;
}

/** The audience GoTrue gives users when X-JWT-AUD does not name another (GOTRUE_JWT_AUD). */
export const DEFAULT_AUDIENCE = 'authenticated';

function goTime(value: string | null): string | null {
  return value === null ? null : value.replace(/\.?0+Z$/, 'Z');
}

function jsonObject(text: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

export function isBanned(row: UserRow, now: Date): boolean {
  return row.banned_until_ms !== null && Number(row.banned_until_ms) > now.getTime();
}

export function tokenUser(row: UserRow): TokenUser {
  return {
    id: row.id,
    aud: row.aud,
    role: row.role,
    email: row.email,
    phone: row.phone,
    appMetadata: jsonObject(row.app_metadata),
    userMetadata: jsonObject(row.user_metadata),
    isAnonymous: row.is_anonymous === 'true',
  };
}

/**
 * The e-mail identity GoTrue keeps in auth.identities. The local schema has no identities table, so it is
 * derived from the user: one identity for an account with an e-mail, with a stable id.
 */
function emailIdentity(row: UserRow): Record<string, unknown> {
  const hex = createHash('md5').update(`email-identity:${row.id}`).digest('hex');
  const identityId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  return withoutNulls({
    identity_id: identityId,
    id: row.id,
    user_id: row.id,
    identity_data: { email: row.email, email_verified: row.email_confirmed_at !== null, phone_verified: false, sub: row.id },
    provider: 'email',
    last_sign_in_at: goTime(row.last_sign_in_at),
    created_at: goTime(row.created_at),
    updated_at: goTime(row.updated_at),
    email: row.email,
  });
}

/** Drops null fields: the `omitempty` timestamps of GoTrue's structs. */
function withoutNulls(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== null));
}

interface FactorColumns {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: string | null;
  updated_at: string | null;
  last_challenged_at: string | null;
}

/** GoTrue's Factor JSON: `friendly_name` omitted when empty, the secret never included. */
function factorsJson(text: string | null): Record<string, unknown>[] | null {
  if (text === null) return null;
  return (JSON.parse(text) as FactorColumns[]).map((factor) => ({
    id: factor.id,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: goTime(factor.created_at),
    updated_at: goTime(factor.updated_at),
    last_challenged_at: goTime(factor.last_challenged_at),
  }));
}

/** The user object of GoTrue's responses (GET /user, sessions, the admin API). */
export function userJson(row: UserRow): Record<string, unknown> {
  return withoutNulls({
    id: row.id,
    aud: row.aud,
    role: row.role,
    email: row.email,
    email_confirmed_at: goTime(row.email_confirmed_at),
    invited_at: goTime(row.invited_at),
    phone: row.phone,
    phone_confirmed_at: goTime(row.phone_confirmed_at),
    confirmation_sent_at: goTime(row.confirmation_sent_at),
    confirmed_at: goTime(row.confirmed_at),
    last_sign_in_at: goTime(row.last_sign_in_at),
    app_metadata: jsonObject(row.app_metadata),
    user_metadata: jsonObject(row.user_metadata),
    identities: row.email === '' ? [] : [emailIdentity(row)],
    factors: factorsJson(row.factors),
    created_at: goTime(row.created_at),
    updated_at: goTime(row.updated_at),
    banned_until: goTime(row.banned_until),
    deleted_at: goTime(row.deleted_at),
    is_anonymous: row.is_anonymous === 'true',
  });
}

/** GoTrue's metadata update: keys are merged in, a null value removes its key. */
export function mergeMetadata(current: Record<string, unknown>, updates: Record<string, unknown>): Record<string, unknown> {
  const removed = new Set(Object.keys(updates).filter((key) => updates[key] === null));
  return Object.fromEntries(
    [...Object.entries(current), ...Object.entries(updates)].filter(([key]) => !removed.has(key)),
  );
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users u where u.id = $1::uuid`, [id]);
  return rows[0] ?? null;
}

/** The account that signs in with this e-mail: compared lowercase, SSO and soft-deleted users excluded. */
export async function findUserByEmail(db: Queryable, email: string, aud: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u
     where lower(u.email) = lower($1) and u.aud = $2 and u.is_sso_user = false and u.deleted_at is null
     limit 1`,
    [email, aud],
  );
  return rows[0] ?? null;
}

export async function emailTaken(db: Queryable, email: string, exceptUserId?: string): Promise<boolean> {
  const { rows } = await db.query<{ taken: string }>(
    `select exists (
       select 1 from auth.users where lower(email) = lower($1) and is_sso_user = false and ($2::uuid is null or id <> $2::uuid)
     )::text as taken`,
    [email, exceptUserId ?? null],
  );
  return rows[0]?.taken === 'true';
}

export async function listUsers(
  db: Queryable,
  { aud, page, perPage }: { aud: string; page: number; perPage: number },
): Promise<{ users: UserRow[]; total: number }> {
  const { rows: countRows } = await db.query<{ total: string }>(`select count(*)::text as total from auth.users where aud = $1`, [aud]);
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u where u.aud = $1 order by u.created_at desc, u.id limit $2 offset $3`,
    [aud, perPage, (page - 1) * perPage],
  );
  return { users: rows, total: Number(countRows[0]?.total ?? '0') };
}

export interface NewUser {
  id?: string;
  aud: string;
  role: string;
  email: string;
  passwordHash: string;
  emailConfirmedAt: Date | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  bannedUntil: Date | null;
  now: Date;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const id = user.id ?? randomUUID();
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, banned_until, created_at, updated_at, is_sso_user, is_anonymous)
     values ($1::uuid, $2::uuid, $3, $4, $5, $6, $7::timestamptz, $8::jsonb, $9::jsonb, $10::timestamptz, $11::timestamptz, $11::timestamptz, false, false)`,
    [
      NIL_UUID,
      id,
      user.aud,
      user.role,
      user.email,
      user.passwordHash,
      user.emailConfirmedAt?.toISOString() ?? null,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
      user.bannedUntil?.toISOString() ?? null,
      user.now.toISOString(),
    ],
  );
  return id;
}

/** Columns a change may set; undefined leaves a column alone, null clears it. */
export interface UserChanges {
  email?: string | null;
  passwordHash?: string | null;
  role?: string;
  emailConfirmedAt?: Date | null;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  bannedUntil?: Date | null;
  lastSignInAt?: Date;
  deletedAt?: Date;
}

const CHANGE_COLUMNS: Record<keyof UserChanges, string> = {
  email: 'email',
  passwordHash: 'encrypted_password',
  role: 'role',
  emailConfirmedAt: 'email_confirmed_at::timestamptz',
  appMetadata: 'raw_app_meta_data::jsonb',
  userMetadata: 'raw_user_meta_data::jsonb',
  bannedUntil: 'banned_until::timestamptz',
  lastSignInAt: 'last_sign_in_at::timestamptz',
  deletedAt: 'deleted_at::timestamptz',
};

function columnValue(value: UserChanges[keyof UserChanges]): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** Applies the changes and bumps updated_at, as GoTrue's model updates do. */
export async function updateUser(db: Queryable, id: string, changes: UserChanges, now: Date): Promise<void> {
  const assignments: string[] = [];
  const params: unknown[] = [id, now.toISOString()];
  for (const [key, value] of Object.entries(changes) as [keyof UserChanges, UserChanges[keyof UserChanges]][]) {
    if (value === undefined) continue;
    const [column, cast = ''] = CHANGE_COLUMNS[key].split('::');
    params.push(columnValue(value));
    assignments.push(`${column} = $${params.length}${cast ? `::${cast}` : ''}`);
  }
  await db.query(`update auth.users set ${[...assignments, 'updated_at = $2::timestamptz'].join(', ')} where id = $1::uuid`, params);
}

export async function deleteUser(db: Queryable, id: string): Promise<void> {
  await db.query(`delete from auth.users where id = $1::uuid`, [id]);
}
