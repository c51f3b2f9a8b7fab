import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { es256Signer, generateSigningKey, type StoredSigningKey, type TokenSigner } from './jwt.ts';

/**
 * The Supabase CLI's well-known development secret. With it the backend hands out the CLI's well-known
 * keys, public knowledge, which is why it then refuses to listen beyond loopback (see config.ts); any
 * other secret derives keys of its own.
 */
export const DEVELOPMENT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The Supabase CLI's local publishable and secret keys, which `supabase start` prints on every machine. */
export const DEVELOPMENT_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const DEVELOPMENT_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/**
 * The keys a backend on the development secret hands out, for scripts and browser tests that talk to a
 * running one (jwt.test.ts holds them to what createProjectKeys makes).
 */
export const DEVELOPMENT_API_KEYS: Readonly<{ publishableKey: string; secretKey: string }> = {
  publishableKey: DEVELOPMENT_PUBLISHABLE_KEY,
  secretKey: DEVELOPMENT_SECRET_KEY,
};

/** The two roles an API key stands for: the browser's (anon) and the server's (service_role, past RLS). */
export type ApiKeyRole = 'anon' | 'service_role';

/**
 * A project's API keys and session signer, as a project created today has them: what the gateway maps to
 * roles, what Auth signs sessions with, and what the Edge Runtime hands to functions.
 */
export interface ProjectKeys {
  /** The browser's key, `sb_publishable_…`. */
  publishableKey: string;
  /** The server's key, `sb_secret_…`. */
  secretKey: string;
  /** Signs and verifies sessions (ES256, its public half published as a JWKS). */
  sessions: TokenSigner;
  /** The role an `apikey` stands for, or null when it is not one of this project's keys. */
  apiKeyRole(apiKey: string): ApiKeyRole | null;
  /** Whether a bearer token is an API key (today's keys are not JWTs) rather than a token to verify. */
  isOpaqueApiKey(token: string): boolean;
  /** The variables the Edge Runtime gives every function, for `SUPABASE_URL` = `url`. */
  platformEnv(url: string): Record<string, string>;
}

function sameSecret(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The API keys: the CLI's well-known pair with the development secret; otherwise a pair derived from
 * LOCAL_JWT_SECRET, so that one secret keeps a backend that listens beyond loopback private.
 */
export function apiKeysFromSecret(jwtSecret: string): { publishableKey: string; secretKey: string } {
  if (jwtSecret === DEVELOPMENT_JWT_SECRET) return { publishableKey: DEVELOPMENT_PUBLISHABLE_KEY, secretKey: DEVELOPMENT_SECRET_KEY };
  const derive = (purpose: string) => createHmac('sha256', jwtSecret).update(purpose).digest('base64url').slice(0, 31);
  return { publishableKey: `sb_publishable_${derive('publishable')}`, secretKey: `sb_secret_${derive('secret')}` };
}

/** Reads the session signing key kept beside the database, or makes one (kept there when a path is given). */
async function loadSigningKey(file: string | undefined): Promise<StoredSigningKey> {
  if (file && existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as StoredSigningKey;
  const key = await generateSigningKey();
  if (file) {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(key, null, 2)}\n`, { mode: 0o600 });
  }
  return key;
}

export interface ProjectKeyOptions {
  /** What the API keys come from (apiKeysFromSecret). */
  jwtSecret: string;
  /** Where the session signing key lives between runs; unset, a new key per process (tests). */
  signingKeyFile?: string;
}

export async function createProjectKeys({ jwtSecret, signingKeyFile }: ProjectKeyOptions): Promise<ProjectKeys> {
  const { publishableKey, secretKey } = apiKeysFromSecret(jwtSecret);
  const sessions = await es256Signer(await loadSigningKey(signingKeyFile));
  return {
    publishableKey,
    secretKey,
    sessions,
    // Only today's keys: a legacy anon or service_role JWT is no key of this project, whoever signed it.
    apiKeyRole: (apiKey) => {
      if (sameSecret(apiKey, secretKey)) return 'service_role';
      if (sameSecret(apiKey, publishableKey)) return 'anon';
      return null;
    },
    isOpaqueApiKey: (token) => token.startsWith('sb_publishable_') || token.startsWith('sb_secret_'),
    // The Edge Runtime's names and shapes: JSON objects keyed by the key's name, and the JWKS inline.
    platformEnv: (url) => ({
      SUPABASE_URL: url,
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: publishableKey }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: secretKey }),
      SUPABASE_JWKS: JSON.stringify(sessions.jwks),
    }),
  };
}
