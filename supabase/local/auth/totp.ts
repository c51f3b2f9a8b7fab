import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time passwords as Supabase Auth's TOTP factors use them (RFC 6238), through the `otpauth`
 * package: HMAC-SHA1, 30-second steps, 6 digits, one step of clock skew either way, and a 20-byte secret in
 * base32 without padding (what pquerna/otp, GoTrue's library, generates and authenticator apps read).
 */

const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** Steps accepted either side of the current one (pquerna/otp's default Skew), for a clock a little off. */
const SKEW_STEPS = 1;
const SECRET_BYTES = 20;

function totpFor(secret: string, label?: { issuer: string; accountName: string }): TOTP {
  return new TOTP({
    ...TOTP_SETTINGS,
    secret: Secret.fromBase32(secret),
    ...(label && { issuer: label.issuer, label: label.accountName }),
  });
}

export function generateTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The code an authenticator app shows at `nowMs` for this base32 secret. */
export function totpCode(secret: string, nowMs: number): string {
  return totpFor(secret).generate({ timestamp: nowMs });
}

/** The time step whose code `code` is, within the skew either side of now; null when it is none of them. */
export function matchingTotpStep(secret: string, code: string, nowMs: number): number | null {
  // Only ASCII digits reach otpauth: its constant-time comparison throws on inputs of unequal byte length.
  if (!new RegExp(`^\\d{${TOTP_SETTINGS.digits}}$`).test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: nowMs, window: SKEW_STEPS });
  return delta === null ? null : TOTP.counter({ period: TOTP_SETTINGS.period, timestamp: nowMs }) + delta;
}

/**
 * The otpauth:// URI in a TOTP factor's QR code. otpauth orders the query differently from pquerna/otp
 * (`issuer&secret&algorithm&digits&period`, spaces as %20); authenticator apps read the parameters by name.
 */
export function otpauthUri({ issuer, accountName, secret }: { issuer: string; accountName: string; secret: string }): string {
  return totpFor(secret, { issuer, accountName }).toString();
}
