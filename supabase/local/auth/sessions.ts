import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { Queryable } from '../db/drivers.ts';
import { generateRefreshToken, NIL_UUID, type AmrEntry, type AssuranceLevel } from './tokens.ts';

/**
 * auth.sessions and auth.refresh_tokens as GoTrue keeps them: a sign-in opens a session with its first
 * refresh token; each refresh revokes the token it used and issues a child (`parent` = the used token);
 * signing out deletes sessions, and their refresh tokens with them (on delete cascade).
 */

export interface ClientInfo {
  userAgent: string | null;
  ip: string;
}

/** auth.sessions.ip is inet: a socket address Postgres cannot read is stored as null, never an error. */
export function inetOrNull(ip: string): string | null {
  const bare = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  return isIP(bare) ? bare : null;
}

export async function openSession(
  db: Queryable,
  { userId, now, client }: { userId: string; now: Date; client: ClientInfo },
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  const refreshToken = generateRefreshToken();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1::uuid, $2::uuid, $3::timestamptz, $3::timestamptz, 'aal1', $4, $5::inet)`,
    [sessionId, userId, now.toISOString(), client.userAgent, inetOrNull(client.ip)],
  );
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1::uuid, $2, $3, false, $4::timestamptz, $4::timestamptz, null, $5::uuid)`,
    [NIL_UUID, refreshToken, userId, now.toISOString(), sessionId],
  );
  return { sessionId, refreshToken };
}

export interface RefreshTokenRow {
  id: string;
  token: string;
  revoked: boolean;
  userId: string;
  sessionId: string | null;
  /** The session's not_after, in ms; null when the session never expires. */
  sessionNotAfterMs: number | null;
}

/** Finds a refresh token; inside a transaction `forUpdate` locks it so two refreshes cannot both rotate it. */
export async function findRefreshToken(db: Queryable, token: string, forUpdate = false): Promise<RefreshTokenRow | null> {
  const { rows } = await db.query<{ id: string; token: string; revoked: string; user_id: string; session_id: string | null; not_after_ms: string | null }>(
    `select rt.id::text as id, rt.token, coalesce(rt.revoked, false)::text as revoked, rt.user_id, rt.session_id::text as session_id,
            (floor(extract(epoch from s.not_after) * 1000))::bigint::text as not_after_ms
     from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
     where rt.token = $1
     ${forUpdate ? 'for update of rt' : ''}`,
    [token],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    token: row.token,
    revoked: row.revoked === 'true',
    userId: row.user_id,
    sessionId: row.session_id,
    sessionNotAfterMs: row.not_after_ms === null ? null : Number(row.not_after_ms),
  };
}

/** Revokes the used token and issues its child in the same session (GoTrue's GrantRefreshTokenSwap). */
export async function rotateRefreshToken(
  db: Queryable,
  used: RefreshTokenRow & { sessionId: string },
  { now, client }: { now: Date; client: ClientInfo },
): Promise<string> {
  const refreshToken = generateRefreshToken();
  const at = now.toISOString();
  await db.query(`update auth.refresh_tokens set revoked = true, updated_at = $2::timestamptz where id = $1::bigint`, [used.id, at]);
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1::uuid, $2, $3, false, $4::timestamptz, $4::timestamptz, $5, $6::uuid)`,
    [NIL_UUID, refreshToken, used.userId, at, used.token, used.sessionId],
  );
  await db.query(
    `update auth.sessions
     set refreshed_at = $2::timestamptz at time zone 'UTC', updated_at = $2::timestamptz, user_agent = $3, ip = $4::inet
     where id = $1::uuid`,
    [used.sessionId, at, client.userAgent, inetOrNull(client.ip)],
  );
  return refreshToken;
}

/** A reused token means it leaked: every token of its session is revoked (GoTrue's RevokeTokenFamily). */
export async function revokeSessionRefreshTokens(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query(
    `update auth.refresh_tokens set revoked = true, updated_at = $2::timestamptz where session_id = $1::uuid and revoked = false`,
    [sessionId, now.toISOString()],
  );
}

export interface SessionRow {
  id: string;
  userId: string;
  /** When the session signed in, in seconds: the password entry of its amr claim. */
  createdAtSeconds: number;
  /** aal2 once a second factor was verified in this session (auth.sessions.aal). */
  aal: AssuranceLevel;
  /** When a TOTP code was last verified in this session, in seconds (auth.mfa_amr_claims); null if never. */
  totpVerifiedAtSeconds: number | null;
}

export async function findSession(db: Queryable, sessionId: string): Promise<SessionRow | null> {
  const { rows } = await db.query<{ id: string; user_id: string; created_at_s: string; aal: string | null; totp_at_s: string | null }>(
    `select s.id::text as id, s.user_id::text as user_id, floor(extract(epoch from s.created_at))::bigint::text as created_at_s,
            s.aal::text as aal,
            (select floor(extract(epoch from c.updated_at))::bigint::text from auth.mfa_amr_claims c
             where c.session_id = s.id and c.authentication_method = 'totp') as totp_at_s
     from auth.sessions s where s.id = $1::uuid`,
    [sessionId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    createdAtSeconds: Number(row.created_at_s),
    aal: row.aal === 'aal2' ? 'aal2' : 'aal1',
    totpVerifiedAtSeconds: row.totp_at_s === null ? null : Number(row.totp_at_s),
  };
}

/** The session's `amr` claim, most recent first as GoTrue sorts it. */
export function sessionAmr(session: SessionRow): AmrEntry[] {
  // The factor is always verified after the password, so within the same second it still comes first.
  const entries: AmrEntry[] = [];
  if (session.totpVerifiedAtSeconds !== null) entries.push({ method: 'totp', timestamp: session.totpVerifiedAtSeconds });
  entries.push({ method: 'password', timestamp: session.createdAtSeconds });
  return entries.sort((a, b) => b.timestamp - a.timestamp);
}

/** The refresh token a session currently hands out (its newest unrevoked one), locked for rotation. */
export async function currentRefreshToken(db: Queryable, sessionId: string): Promise<RefreshTokenRow | null> {
  const { rows } = await db.query<{ token: string }>(
    `select token from auth.refresh_tokens where session_id = $1::uuid and revoked = false order by id desc limit 1`,
    [sessionId],
  );
  const token = rows[0]?.token;
  return token === undefined ? null : findRefreshToken(db, token, true);
}

/**
 * Raises a session to aal2 after a verified factor (GoTrue's updateMFASessionAndClaims): records the TOTP amr
 * claim, stores the level and factor on the session, and signs out the user's other sessions that are still
 * aal1 (InvalidateSessionsWithAALLessThan), so a stolen password-only session does not outlive the upgrade.
 */
export async function upgradeSessionToAal2(
  db: Queryable,
  { sessionId, userId, factorId, now }: { sessionId: string; userId: string; factorId: string; now: Date },
): Promise<void> {
  const at = now.toISOString();
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($3::uuid, $1::uuid, $2::timestamptz, $2::timestamptz, 'totp')
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [sessionId, at, randomUUID()],
  );
  await db.query(`update auth.sessions set aal = 'aal2', factor_id = $2::uuid, updated_at = $3::timestamptz where id = $1::uuid`, [
    sessionId,
    factorId,
    at,
  ]);
  await db.query(`delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid and coalesce(aal::text, 'aal1') = 'aal1'`, [
    userId,
    sessionId,
  ]);
}

/** An unenrolled factor no longer vouches for the sessions it raised (GoTrue's DowngradeSessionsToAAL1). */
export async function downgradeFactorSessions(db: Queryable, factorId: string, now: Date): Promise<void> {
  await db.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
       and session_id in (select id from auth.sessions where factor_id = $1::uuid)`,
    [factorId],
  );
  await db.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = $2::timestamptz where factor_id = $1::uuid`, [
    factorId,
    now.toISOString(),
  ]);
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions as POST /logout does; without a current session every scope is global, as in GoTrue. */
export async function endSessions(
  db: Queryable,
  { userId, scope, currentSessionId }: { userId: string; scope: LogoutScope; currentSessionId: string | null },
): Promise<void> {
  if (currentSessionId !== null && scope === 'local') {
    await db.query(`delete from auth.sessions where id = $1::uuid`, [currentSessionId]);
  } else if (currentSessionId !== null && scope === 'others') {
    await db.query(`delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid`, [userId, currentSessionId]);
  } else {
    await db.query(`delete from auth.sessions where user_id = $1::uuid`, [userId]);
  }
  // Tokens from before sessions existed (no session_id) belong to no session; GoTrue's Logout drops them too.
  if (scope === 'global' || currentSessionId === null) {
    await db.query(`delete from auth.refresh_tokens where user_id = $1 and session_id is null`, [userId]);
  }
}
