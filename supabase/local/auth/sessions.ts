import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { Queryable } from '../db/database.ts';
import { generateRefreshToken, NIL_UUID } from './tokens.ts';

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
function inetOrNull(ip: string): string | null {
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
  /** When the session signed in, in seconds: the access token's amr timestamp. */
  createdAtSeconds: number;
}

export async function findSession(db: Queryable, sessionId: string): Promise<SessionRow | null> {
  const { rows } = await db.query<{ id: string; user_id: string; created_at_s: string }>(
    `select id::text as id, user_id::text as user_id, floor(extract(epoch from created_at))::bigint::text as created_at_s
     from auth.sessions where id = $1::uuid`,
    [sessionId],
  );
  const row = rows[0];
  return row ? { id: row.id, userId: row.user_id, createdAtSeconds: Number(row.created_at_s) } : null;
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
