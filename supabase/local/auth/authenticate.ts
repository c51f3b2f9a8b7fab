import type { ServiceContext } from '../context.ts';
import { bearerToken } from '../gateway.ts';
import type { JwtClaims } from '../jwt.ts';
import { forbidden, unauthorized } from './errors.ts';
import { findSession, type SessionRow } from './sessions.ts';
import { parseBearerClaims, userTokenIdentity } from './tokens.ts';
import { DEFAULT_AUDIENCE, findUserById, type UserRow } from './users.ts';

/** The roles GOTRUE_JWT_ADMIN_ROLES lists on Supabase. */
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

const nowSeconds = (context: ServiceContext) => Math.floor(context.now().getTime() / 1000);

function requiredBearerToken(request: Request): string {
  const token = bearerToken(request);
  if (!token) throw unauthorized('no_authorization', 'This endpoint requires a Bearer token');
  return token;
}

export interface AuthenticatedUser {
  user: UserRow;
  claims: JwtClaims;
  /** Null when the token names no session (tokens minted outside a sign-in). */
  session: SessionRow | null;
}

/**
 * GoTrue's requireAuthentication: a valid access token whose user exists and whose session (when it names
 * one) has not been signed out. A signed-out session answers 403 `session_not_found`, which auth-js turns into
 * AuthSessionMissingError and clears its stored session.
 */
export async function requireUser(request: Request, context: ServiceContext): Promise<AuthenticatedUser> {
  const { claims } = await parseBearerClaims(requiredBearerToken(request), context.keys.sessions, nowSeconds(context));
  const { userId, sessionId } = userTokenIdentity(claims);
  const user = await findUserById(context.db, userId);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let session: SessionRow | null = null;
  if (sessionId !== null) {
    session = await findSession(context.db, sessionId);
    if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, claims, session };
}

/** GoTrue's requireAdminCredentials: a bearer token whose role is an admin role. */
export async function requireAdmin(request: Request, context: ServiceContext): Promise<JwtClaims> {
  const { claims, role } = await parseBearerClaims(requiredBearerToken(request), context.keys.sessions, nowSeconds(context));
  if (!ADMIN_ROLES.has(role)) throw forbidden('not_admin', 'User not allowed');
  return claims;
}

/** GoTrue's requestAud: the X-JWT-AUD header, else the token's audience, else the default. */
export function requestAudience(request: Request, claims?: JwtClaims): string {
  const header = request.headers.get('x-jwt-aud');
  if (header) return header;
  const aud = claims?.aud;
  const first = Array.isArray(aud) ? (aud[0] as unknown) : aud;
  return typeof first === 'string' && first !== '' ? first : DEFAULT_AUDIENCE;
}
