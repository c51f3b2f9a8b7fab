import { randomInt } from 'node:crypto';
import type { JwtClaims, JwtFailure, TokenSigner } from '../jwt.ts';
import { badRequest, forbidden } from './errors.ts';

/** GoTrue's default GOTRUE_JWT_EXP. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;

/** What an access token says about its user, read from auth.users. */
export interface TokenUser {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  isAnonymous: boolean;
}

/** One way the session proved who it is: the `amr` claim's entries (RFC 8176 method names, GoTrue's spelling). */
export interface AmrEntry {
  method: 'password' | 'totp';
  /** When, in seconds. */
  timestamp: number;
}

export type AssuranceLevel = 'aal1' | 'aal2';

export interface AccessTokenInput {
  /** `${publicUrl}/auth/v1`, as GOTRUE_JWT_ISSUER is on Supabase. */
  issuer: string;
  user: TokenUser;
  sessionId: string;
  /** aal2 once the session has verified a second factor. */
  aal: AssuranceLevel;
  /** Most recent first, as GoTrue sorts them. */
  amr: AmrEntry[];
  nowSeconds: number;
}

/** The claims of a Supabase access token, in the order GoTrue writes them. */
export function accessTokenClaims({ issuer, user, sessionId, aal, amr, nowSeconds }: AccessTokenInput): JwtClaims {
  return {
    iss: issuer,
    sub: user.id,
    aud: user.aud,
    exp: nowSeconds + ACCESS_TOKEN_LIFETIME_SECONDS,
    iat: nowSeconds,
    email: user.email,
    phone: user.phone,
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    role: user.role,
    aal,
    amr: amr.map(({ method, timestamp }) => ({ method, timestamp })),
    session_id: sessionId,
    is_anonymous: user.isAnonymous,
  };
}

export async function signAccessToken(input: AccessTokenInput, signer: TokenSigner): Promise<{ token: string; expiresAt: number }> {
  const claims = accessTokenClaims(input);
  return { token: await signer.sign(claims), expiresAt: input.nowSeconds + ACCESS_TOKEN_LIFETIME_SECONDS };
}

const REFRESH_TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** GoTrue's refresh tokens are 12 random alphanumerics: opaque, looked up in auth.refresh_tokens. */
const REFRESH_TOKEN_LENGTH = 12;

export function generateRefreshToken(): string {
  let token = '';
  for (let i = 0; i < REFRESH_TOKEN_LENGTH; i += 1) token += REFRESH_TOKEN_ALPHABET[randomInt(REFRESH_TOKEN_ALPHABET.length)];
  return token;
}

/** golang-jwt's wording for the failures jwt.ts reports, as GoTrue passes them on. */
const GO_JWT_REASONS: Record<JwtFailure, string> = {
  'token is malformed': 'token is malformed: could not JSON decode header or claims',
  'signature is invalid': 'token signature is invalid: signature is invalid',
  'token has expired': 'token has invalid claims: token is expired',
  'signing method is not accepted': 'token is unverifiable: error while executing keyfunc: missing kid',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export interface BearerClaims {
  claims: JwtClaims;
  role: string;
}

/** Verifies a bearer token as GoTrue's parseJWTClaims does: 403 `bad_jwt` when it cannot be trusted. */
export async function parseBearerClaims(token: string, signer: TokenSigner, nowSeconds: number): Promise<BearerClaims> {
  const verification = await signer.verify(token, nowSeconds);
  if (!verification.ok) {
    const reason = GO_JWT_REASONS[verification.reason];
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  const { claims } = verification;
  return { claims, role: typeof claims.role === 'string' ? claims.role : '' };
}

/** The subject and session of a user's access token (GoTrue's maybeLoadUserOrSession, before the lookups). */
export function userTokenIdentity(claims: JwtClaims): { userId: string; sessionId: string | null } {
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const sessionClaim = claims.session_id;
  if (sessionClaim === undefined || sessionClaim === null || sessionClaim === '' || sessionClaim === NIL_UUID) {
    return { userId: sub.toLowerCase(), sessionId: null };
  }
  if (typeof sessionClaim !== 'string' || !isUuid(sessionClaim)) {
    throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
  }
  return { userId: sub.toLowerCase(), sessionId: sessionClaim.toLowerCase() };
}
