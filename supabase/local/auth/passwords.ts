import bcrypt from 'bcryptjs';
import { badRequest, weakPassword } from './errors.ts';

/** GoTrue hashes with bcrypt's default cost. */
export const BCRYPT_COST = 10;
/** GoTrue's default GOTRUE_PASSWORD_MIN_LENGTH. */
/** supabase/config.toml sets the same minimum (auth.minimum_password_length): staff accounts open every lead. */
export const MIN_PASSWORD_LENGTH = 10;

const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

export function isBcryptHash(hash: string): boolean {
  return BCRYPT_HASH.test(hash);
}

/** bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords rather than silently truncating. */
function refuseOverlong(password: string): void {
  if (bcrypt.truncates(password)) throw badRequest('validation_failed', 'bcrypt: password length exceeds 72 bytes');
}

export function hashPassword(password: string): Promise<string> {
  refuseOverlong(password);
  return bcrypt.hash(password, BCRYPT_COST);
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares a password with a stored bcrypt hash ($2a$ from pgcrypto or $2b$ from bcryptjs). Without a usable
 * hash (unknown e-mail, no password set) it compares against a throwaway hash of the same cost, so the answer
 * takes about as long either way and does not reveal which e-mails have accounts.
 */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const usable = typeof hash === 'string' && isBcryptHash(hash);
  dummyHash ??= bcrypt.hash('not-a-password-anyone-has', BCRYPT_COST);
  const target = usable ? hash : await dummyHash;
  const matches = await bcrypt.compare(password, target);
  return usable && matches && !bcrypt.truncates(password);
}

/** GoTrue's checkPasswordStrength with the default settings: a minimum length (Go counts bytes). */
export function checkPasswordStrength(password: string): void {
  if (Buffer.byteLength(password, 'utf8') < MIN_PASSWORD_LENGTH) {
    throw weakPassword(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, ['length']);
  }
  refuseOverlong(password);
}
