import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import type { ServiceContext } from '../context.ts';
import type { Queryable } from '../db/drivers.ts';
import { requireUser, type AuthenticatedUser } from './authenticate.ts';
import { AuthHttpError, badRequest, forbidden, notFound, tooManyRequests, unprocessable } from './errors.ts';
import { readParams } from './params.ts';
import { currentRefreshToken, downgradeFactorSessions, rotateRefreshToken, sessionAmr, upgradeSessionToAal2 } from './sessions.ts';
import type { FailureThrottle } from './throttle.ts';
import { clientInfo, reloadUser, sessionBody } from './token-grants.ts';
import { isUuid } from './tokens.ts';
import { generateTotpSecret, matchingTotpStep, otpauthUri } from './totp.ts';

/**
 * /factors: TOTP second factors as Supabase Auth (GoTrue's mfa.go) serves them to supabase-js `auth.mfa`:
 * enroll → challenge → verify (the session becomes aal2), and unenroll. Factors live in auth.mfa_factors,
 * challenges in auth.mfa_challenges, the session's methods in auth.mfa_amr_claims, as in GoTrue.
 */

/** GoTrue's defaults: GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION and GOTRUE_MFA_MAX_ENROLLED_FACTORS. */
const CHALLENGE_EXPIRY_SECONDS = 300;
const MAX_ENROLLED_FACTORS = 10;
/**
 * Wrong codes after which a challenge has expired (the local backend's own rule; GoTrue lets a challenge take
 * wrong codes until its 5 minutes are up, limited only per IP address). Three leave room for a typo and a code
 * read just as it changed.
 */
const MAX_CHALLENGE_FAILURES = 3;

interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string | null;
}

async function userFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    `select id::text as id, user_id::text as user_id, friendly_name, factor_type, status, secret
     from auth.mfa_factors where user_id = $1::uuid order by created_at, id`,
    [userId],
  );
  return rows;
}

/** GoTrue's loadFactor: a factor of the signed-in user, else 404 (someone else's factor is not found either). */
async function ownedFactor(db: Queryable, userId: string, factorId: string, forUpdate = false): Promise<FactorRow> {
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const { rows } = await db.query<FactorRow>(
    `select id::text as id, user_id::text as user_id, friendly_name, factor_type, status, secret
     from auth.mfa_factors where id = $1::uuid and user_id = $2::uuid ${forUpdate ? 'for update' : ''}`,
    [factorId, userId],
  );
  const factor = rows[0];
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** Enrolling and verifying act on the current session; a token minted without one cannot (GoTrue answers 500). */
function requireSession(authenticated: AuthenticatedUser, action: string): NonNullable<AuthenticatedUser['session']> {
  if (!authenticated.session) {
    throw new AuthHttpError(500, 'unexpected_failure', `A valid session and a registered user are required to ${action}`);
  }
  return authenticated.session;
}

/**
 * The enrolment's QR code as GoTrue answers it: SVG markup, which supabase-js turns into a
 * `data:image/svg+xml;utf-8,…` URL without encoding it. A `#` there would end the URL (the rest reads as
 * a fragment and the image breaks), so colours are written percent-encoded, which the data URL decodes.
 */
async function qrCodeSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
  return svg.replaceAll('%', '%25').replaceAll('#', '%23');
}

/** POST /factors (GoTrue's EnrollFactor) for TOTP; phone and WebAuthn factors are disabled, as in config.toml. */
export async function enrollFactor(request: Request, context: ServiceContext): Promise<Response> {
  const authenticated = await requireUser(request, context);
  const session = requireSession(authenticated, 'enroll a factor');
  const { user } = authenticated;
  const params = await readParams(request, 'EnrollFactorParams', {
    friendly_name: 'string',
    factor_type: 'string',
    issuer: 'string',
    phone: 'string',
  });
  const factorType = params.factor_type ?? '';
  if (factorType === 'phone') throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (factorType === 'webauthn') throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (factorType !== 'totp') throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');

  const friendlyName = params.friendly_name ?? '';
  const factors = await userFactors(context.db, user.id);
  // GoTrue compares names literally; here only a given name must be unique, so two unnamed enrolments do not clash.
  if (friendlyName !== '' && factors.some((factor) => factor.friendly_name === friendlyName)) {
    throw unprocessable('mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
  }
  if (factors.length >= MAX_ENROLLED_FACTORS) {
    throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
  }
  // Someone holding only the password must not add their own authenticator to an account that has one.
  if (factors.some((factor) => factor.status === 'verified') && session.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  }

  const issuer = params.issuer || new URL(context.publicUrl).host;
  const secret = generateTotpSecret();
  const uri = otpauthUri({ issuer, accountName: user.email, secret });
  const id = randomUUID();
  const now = context.now().toISOString();
  await context.db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1::uuid, $2::uuid, $3, 'totp', 'unverified', $4::timestamptz, $4::timestamptz, $5)`,
    [id, user.id, friendlyName, now, secret],
  );
  return Response.json({
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: await qrCodeSvg(uri), secret, uri },
  });
}

/** POST /factors/:id/challenge (GoTrue's challengeTOTPFactor): a challenge to verify within 5 minutes. */
export async function challengeFactor(request: Request, context: ServiceContext, factorId: string): Promise<Response> {
  const { user } = await requireUser(request, context);
  const factor = await ownedFactor(context.db, user.id, factorId);
  if (factor.factor_type !== 'totp') throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  const now = context.now();
  const id = randomUUID();
  await context.db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1::uuid, $2::uuid, $3::timestamptz, $4)`,
      [id, factor.id, now.toISOString(), context.clientIp],
    );
    await tx.query(`update auth.mfa_factors set last_challenged_at = $2::timestamptz where id = $1::uuid`, [factor.id, now.toISOString()]);
  });
  return Response.json({ id, type: 'totp', expires_at: Math.floor(now.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS });
}

type VerifyOutcome = { ok: true; body: Record<string, unknown> } | { ok: false; error: AuthHttpError };

/**
 * POST /factors/:id/verify (GoTrue's verifyTOTPFactor): the code of the challenged factor makes the factor
 * verified and the session aal2, answered with a new session (rotated refresh token, aal2 access token).
 * Beyond GoTrue, which only refuses a challenge verified before, a code is accepted once: a time step at or
 * before the last one this factor accepted is refused, in a new challenge too (RFC 6238 section 5.2). And guessing is
 * bounded: a challenge expires after MAX_CHALLENGE_FAILURES wrong codes, and a factor that had
 * `factorThrottle`'s number of wrong codes (in any challenges) answers 429 with Retry-After, the right code
 * too, until the oldest leaves the window (GoTrue limits challenges and verifications per IP address only).
 */
export async function verifyFactor(request: Request, context: ServiceContext, factorId: string, factorThrottle: FailureThrottle): Promise<Response> {
  const authenticated = await requireUser(request, context);
  const session = requireSession(authenticated, 'verify a factor');
  const { user } = authenticated;
  const params = await readParams(request, 'VerifyFactorParams', { challenge_id: 'string', code: 'string' });
  const challengeId = params.challenge_id ?? '';
  if (!isUuid(challengeId)) throw badRequest('bad_json', 'Could not parse request body as JSON: invalid challenge_id: not a UUID');
  const code = params.code ?? '';
  if (code === '') throw badRequest('validation_failed', 'Code needs to be non-empty');
  const now = context.now();

  const outcome = await context.db.transaction(async (tx): Promise<VerifyOutcome> => {
    // Locking the factor serialises verifications of it, so one code cannot win twice in parallel.
    const factor = await ownedFactor(tx, user.id, factorId, true);
    if (factor.factor_type !== 'totp' || factor.secret === null) {
      return { ok: false, error: badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn') };
    }
    const allowed = factorThrottle.check(factor.id, now.getTime());
    if (!allowed.allowed) return { ok: false, error: tooManyRequests(allowed.retryAfterSeconds) };
    const { rows } = await tx.query<{ verified: string; ip_address: string; created_ms: string; failed_attempts: number }>(
      `select (verified_at is not null)::text as verified, ip_address, (floor(extract(epoch from created_at) * 1000))::bigint::text as created_ms,
              failed_attempts
       from auth.mfa_challenges where id = $1::uuid and factor_id = $2::uuid`,
      [challengeId, factor.id],
    );
    const challenge = rows[0];
    if (!challenge) {
      return { ok: false, error: unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found') };
    }
    if (challenge.verified === 'true' || challenge.ip_address !== context.clientIp) {
      return { ok: false, error: unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.') };
    }
    const spentOnGuesses = Number(challenge.failed_attempts) >= MAX_CHALLENGE_FAILURES;
    if (spentOnGuesses || now.getTime() > Number(challenge.created_ms) + CHALLENGE_EXPIRY_SECONDS * 1000) {
      await tx.query(`delete from auth.mfa_challenges where id = $1::uuid`, [challengeId]);
      return {
        ok: false,
        error: unprocessable(
          'mfa_challenge_expired',
          `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
        ),
      };
    }

    const step = matchingTotpStep(factor.secret, code, now.getTime());
    const { rows: spent } = await tx.query<{ last_step: string | null }>(
      `select max(totp_step)::text as last_step from auth.mfa_challenges where factor_id = $1::uuid and verified_at is not null`,
      [factor.id],
    );
    const lastStep = spent[0]?.last_step ?? null;
    if (step === null || (lastStep !== null && step <= Number(lastStep))) {
      await tx.query(`update auth.mfa_challenges set failed_attempts = failed_attempts + 1 where id = $1::uuid`, [challengeId]);
      factorThrottle.recordFailure(factor.id, now.getTime());
      return { ok: false, error: unprocessable('mfa_verification_failed', 'Invalid TOTP code entered') };
    }
    factorThrottle.reset(factor.id);

    const at = now.toISOString();
    await tx.query(`update auth.mfa_challenges set verified_at = $2::timestamptz, totp_step = $3 where id = $1::uuid`, [challengeId, at, step]);
    await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = $2::timestamptz where id = $1::uuid and status <> 'verified'`, [
      factor.id,
      at,
    ]);
    await upgradeSessionToAal2(tx, { sessionId: session.id, userId: user.id, factorId: factor.id, now });
    // Other enrolments left half-done are dropped once one factor of the type is verified (DeleteUnverifiedFactors).
    await tx.query(`delete from auth.mfa_factors where user_id = $1::uuid and status = 'unverified' and factor_type = 'totp'`, [user.id]);

    const client = clientInfo(request, context);
    const current = await currentRefreshToken(tx, session.id);
    if (!current) throw new Error(`session ${session.id} has no refresh token to rotate`);
    // The password-only refresh token stops working: only the one answered here continues the aal2 session.
    const refreshToken = await rotateRefreshToken(tx, { ...current, sessionId: session.id }, { now, client });
    const upgraded = { ...session, aal: 'aal2' as const, totpVerifiedAtSeconds: Math.floor(now.getTime() / 1000) };
    const body = await sessionBody(context, await reloadUser(tx, user.id), {
      sessionId: session.id,
      refreshToken,
      aal: 'aal2',
      amr: sessionAmr(upgraded),
    });
    return { ok: true, body };
  });
  if (!outcome.ok) throw outcome.error;
  return Response.json(outcome.body);
}

/** DELETE /factors/:id (GoTrue's UnenrollFactor): a verified factor only from an aal2 session. */
export async function unenrollFactor(request: Request, context: ServiceContext, factorId: string): Promise<Response> {
  const authenticated = await requireUser(request, context);
  const session = requireSession(authenticated, 'unenroll a factor');
  const factor = await ownedFactor(context.db, authenticated.user.id, factorId);
  if (factor.status === 'verified' && session.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await context.db.transaction(async (tx) => {
    await downgradeFactorSessions(tx, factor.id, context.now());
    await tx.query(`delete from auth.mfa_factors where id = $1::uuid`, [factor.id]);
  });
  return Response.json({ id: factor.id });
}
