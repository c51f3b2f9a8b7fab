import type { ServiceContext } from '../context.ts';
import type { Queryable } from '../db/drivers.ts';
import { requestAudience } from './authenticate.ts';
import { badRequest, OAuthError, unprocessable } from './errors.ts';
import { readParams } from './params.ts';
import type { PasswordVerificationHook } from './password-hook.ts';
import { verifyPassword } from './passwords.ts';
import {
  findRefreshToken,
  findSession,
  inetOrNull,
  openSession,
  revokeSessionRefreshTokens,
  rotateRefreshToken,
  sessionAmr,
  type ClientInfo,
} from './sessions.ts';
import { ACCESS_TOKEN_LIFETIME_SECONDS, signAccessToken, type AmrEntry, type AssuranceLevel } from './tokens.ts';
import { findUserByEmail, findUserById, isBanned, tokenUser, updateUser, userJson, type UserRow } from './users.ts';

const INVALID_LOGIN = 'Invalid login credentials';

export function clientInfo(request: Request, context: ServiceContext): ClientInfo {
  return { userAgent: request.headers.get('user-agent'), ip: context.clientIp };
}

/** The body of a successful /token (or factor verify) answer: GoTrue's AccessTokenResponse. */
export async function sessionBody(
  context: ServiceContext,
  user: UserRow,
  session: { sessionId: string; refreshToken: string; aal: AssuranceLevel; amr: AmrEntry[] },
): Promise<Record<string, unknown>> {
  const { token, expiresAt } = await signAccessToken(
    {
      issuer: `${context.publicUrl}/auth/v1`,
      user: tokenUser(user),
      sessionId: session.sessionId,
      aal: session.aal,
      amr: session.amr,
      nowSeconds: Math.floor(context.now().getTime() / 1000),
    },
    context.keys.sessions,
  );
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user: userJson(user),
  };
}

export async function reloadUser(db: Queryable, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw new Error(`user ${id} vanished inside its own transaction`);
  return user;
}

/**
 * POST /token?grant_type=password (GoTrue's ResourceOwnerPasswordGrant, e-mail only). As in GoTrue, the password
 * verification hook (config.toml) hears of every password checked for an existing account, with the client's
 * address, and may refuse the attempt whatever the password: that is how guessing is slowed (the migrations'
 * public.hook_password_verification_attempt). Unknown e-mails and accounts without a password never reach it.
 */
export async function passwordGrant(request: Request, context: ServiceContext, hook: PasswordVerificationHook | null): Promise<Response> {
  const params = await readParams(request, 'PasswordGrantParams', { email: 'string', phone: 'string', password: 'string' });
  const email = params.email ?? '';
  const phone = params.phone ?? '';
  const password = params.password ?? '';
  if (email !== '' && phone !== '') {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.');
  }
  if (email === '' && phone === '') throw badRequest('validation_failed', 'missing email or phone');
  if (phone !== '') throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');

  const now = context.now();
  const user = await findUserByEmail(context.db, email, requestAudience(request));
  const hasPassword = Boolean(user?.encrypted_password);
  if (user && hasPassword && isBanned(user, now)) throw badRequest('user_banned', 'User is banned');
  // Unknown e-mails and users without a password are compared against a dummy hash: same answer, similar time.
  const valid = await verifyPassword(password, user?.encrypted_password);
  if (!user || !hasPassword) throw badRequest('invalid_credentials', INVALID_LOGIN);
  if (hook) {
    const outcome = await hook(context.db, { userId: user.id, valid, ipAddress: inetOrNull(context.clientIp), at: now });
    if (outcome.decision === 'reject') throw badRequest('invalid_credentials', outcome.message);
  }
  if (!valid) throw badRequest('invalid_credentials', INVALID_LOGIN);
  if (user.email_confirmed_at === null) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const body = await context.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { lastSignInAt: now }, now);
    const session = await openSession(tx, { userId: user.id, now, client: clientInfo(request, context) });
    const signedInAtSeconds = Math.floor(now.getTime() / 1000);
    return await sessionBody(context, await reloadUser(tx, user.id), {
      ...session,
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: signedInAtSeconds }],
    });
  });
  return Response.json(body);
}

type RefreshOutcome = { ok: true; body: Record<string, unknown> } | { ok: false; error: Error };

/**
 * POST /token?grant_type=refresh_token (GoTrue's RefreshTokenGrant) with strict rotation: a token works once.
 * Presenting a revoked token again revokes every token of its session, committed before the 400 is sent.
 */
export async function refreshTokenGrant(request: Request, context: ServiceContext): Promise<Response> {
  const params = await readParams(request, 'RefreshTokenGrantParams', { refresh_token: 'string' });
  const presented = params.refresh_token ?? '';
  if (presented === '') throw new OAuthError('invalid_request', 'refresh_token required');
  const now = context.now();

  const outcome = await context.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const used = await findRefreshToken(tx, presented, true);
    const user = used ? await findUserById(tx, used.userId) : null;
    if (!used || !user) {
      return { ok: false, error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    }
    if (isBanned(user, now)) return { ok: false, error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') };
    const session = used.sessionId === null ? null : await findSession(tx, used.sessionId);
    if (used.sessionId === null || !session) {
      await tx.query(`delete from auth.refresh_tokens where id = $1::bigint`, [used.id]);
      return { ok: false, error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found') };
    }
    if (used.sessionNotAfterMs !== null && now.getTime() > used.sessionNotAfterMs) {
      return { ok: false, error: badRequest('session_expired', 'Invalid Refresh Token: Session Expired') };
    }
    if (used.revoked) {
      await revokeSessionRefreshTokens(tx, session.id, now);
      return { ok: false, error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
    }
    const refreshToken = await rotateRefreshToken(tx, { ...used, sessionId: session.id }, { now, client: clientInfo(request, context) });
    const body = await sessionBody(context, user, { sessionId: session.id, refreshToken, aal: session.aal, amr: sessionAmr(session) });
    return { ok: true, body };
  });
  if (!outcome.ok) throw outcome.error;
  return Response.json(outcome.body);
}
