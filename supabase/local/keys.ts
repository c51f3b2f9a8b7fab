import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { es256Signer, generateSigningKey, hs256Signer, type StoredSigningKey, type TokenSigner } from './jwt.ts';
import type { Platform } from './platform.ts';

/**
 * The Supabase CLI's well-known development secret. Keys made from it are public knowledge, which is why
 * the backend refuses to listen beyond loopback while using it (see config.ts).
 */
export const DEVELOPMENT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The Supabase CLI's local publishable and secret keys, which `supabase start` prints on every machine. */
export const DEVELOPMENT_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const DEVELOPMENT_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** The CLI's demo keys never expire in practice: 2032-11-12. */
const DEMO_KEY_EXPIRY = 1983812996;

/**
 * The keys a backend on the development secret hands out, per platform, for scripts and browser tests that
 * talk to a running one (jwt.test.ts holds them to what createProjectKeys makes). The legacy pair is the
 * CLI's well-known demo anon and service_role JWTs.
 */
export const DEVELOPMENT_API_KEYS: Readonly<Record<Platform, { publishableKey: string; secretKey: string }>> = {
  current: { publishableKey: DEVELOPMENT_PUBLISHABLE_KEY, secretKey: DEVELOPMENT_SECRET_KEY },
  legacy: {
    publishableKey:
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    secretKey:
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
  },
};

/** The two roles an API key stands for: the browser's (anon) and the server's (service_role, past RLS). */
export type ApiKeyRole = 'anon' | 'service_role';

/**
 * A project's API keys and session signer, for one platform generation: what the gateway maps to roles,
 * what Auth signs sessions with, and what the Edge Runtime hands to functions.
 */
export interface ProjectKeys {
  platform: Platform;
  /** The browser's key: `sb_publishable_…` today, the anon JWT on a legacy project. */
  publishableKey: string;
  /** The server's key: `sb_secret_…` today, the service_role JWT on a legacy project. */
  secretKey: string;
  /** Signs and verifies sessions (and, on a legacy project, the API keys themselves). */
  sessions: TokenSigner;
  /** The role an `apikey` stands for, or null when it is not one of this project's keys. */
  apiKeyRole(apiKey: string, nowSeconds?: number): Promise<ApiKeyRole | null>;
  /** Whether a bearer token is an opaque API key (today's keys are not JWTs) rather than a token to verify. */
  isOpaqueApiKey(token: string): boolean;
  /** The variables the Edge Runtime gives every function on such a project, for `SUPABASE_URL` = `url`. */
  platformEnv(url: string): Record<string, string>;
}

function sameSecret(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Today's keys: the CLI's well-known pair with the development secret; otherwise a pair derived from
 * LOCAL_JWT_SECRET, so that one secret keeps a backend that listens beyond loopback private.
 */
export function currentApiKeys(jwtSecret: string): { publishableKey: string; secretKey: string } {
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
  platform: Platform;
  jwtSecret: string;
  /** Where today's session signing key lives between runs; unset, a new key per process (tests). */
  signingKeyFile?: string;
}

async function legacyProjectKeys(jwtSecret: string): Promise<ProjectKeys> {
  const sessions = hs256Signer(jwtSecret);
  const publishableKey = await sessions.sign({ iss: 'supabase-demo', role: 'anon', exp: DEMO_KEY_EXPIRY });
  const secretKey = await sessions.sign({ iss: 'supabase-demo', role: 'service_role', exp: DEMO_KEY_EXPIRY });
  return {
    platform: 'legacy',
    publishableKey,
    secretKey,
    sessions,
    // Kong accepted any token signed with the project's secret as an apikey, and passed its role on.
    apiKeyRole: async (apiKey, nowSeconds) => {
      const verification = await sessions.verify(apiKey, nowSeconds);
      if (!verification.ok) return null;
      const { role } = verification.claims;
      return role === 'service_role' ? 'service_role' : 'anon';
    },
    isOpaqueApiKey: () => false,
    platformEnv: (url) => ({ SUPABASE_URL: url, SUPABASE_ANON_KEY: publishableKey, SUPABASE_SERVICE_ROLE_KEY: secretKey }),
  };
}

async function currentProjectKeys(jwtSecret: string, signingKeyFile: string | undefined): Promise<ProjectKeys> {
  const { publishableKey, secretKey } = currentApiKeys(jwtSecret);
  const sessions = await es256Signer(await loadSigningKey(signingKeyFile));
  return {
    platform: 'current',
    publishableKey,
    secretKey,
    sessions,
    apiKeyRole: async (apiKey) => {
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

export function createProjectKeys({ platform, jwtSecret, signingKeyFile }: ProjectKeyOptions): Promise<ProjectKeys> {
  return platform === 'legacy' ? legacyProjectKeys(jwtSecret) : currentProjectKeys(jwtSecret, signingKeyFile);
}
