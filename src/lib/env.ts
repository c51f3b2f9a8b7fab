import { LOCAL_SUPABASE_PUBLISHABLE_KEY, LOCAL_SUPABASE_URL } from './local-supabase';

export { LOCAL_SUPABASE_PUBLISHABLE_KEY, LOCAL_SUPABASE_URL };

/**
 * The role a JWT was issued for, read without verifying it: how a legacy service_role key, given where the
 * browser's key goes, is told from the legacy anon key (both refused; the first is a leak to name).
 */
function jwtRole(key: string): string | undefined {
  const payload = key.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null && 'role' in claims ? String(claims.role) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The build's environment as the site reads it. Checked by hand rather than with zod: the first form
 * submission (and /manage-booking's first look) loads this module, and zod would bring its whole
 * library into that load.
 */
export interface Env {
  /** The Supabase project's URL, http(s); the local backend's when unset. */
  VITE_SUPABASE_URL: string;
  /** The project's publishable key (sb_publishable_…). */
  VITE_SUPABASE_PUBLISHABLE_KEY: string;
  /** Google reCAPTCHA v2 site key. Unset: the forms show a local check that only a backend without RECAPTCHA_SECRET_KEY accepts. */
  VITE_RECAPTCHA_SITE_KEY?: string;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A secret key (sb_secret_…) or a legacy service_role JWT: either passes row level security. */
function isSecretKey(value: string): boolean {
  return value.startsWith('sb_secret_') || jwtRole(value) === 'service_role';
}

/** Why the publishable key cannot be used, or null (a secret key is refused before, with every variable). */
function publishableKeyProblem(key: string): string | null {
  if (isSecretKey(key)) return null;
  if (!key.startsWith('sb_publishable_')) {
    return 'VITE_SUPABASE_PUBLISHABLE_KEY must be a publishable key (sb_publishable_…, from Project Settings → API Keys); legacy anon keys are not supported';
  }
  return key.length < 20 ? 'VITE_SUPABASE_PUBLISHABLE_KEY looks truncated' : null;
}

/** Validates the build's environment; an empty string counts as unset. Throws with every problem listed. */
export function parseEnv(source: Record<string, unknown>): Env {
  const named = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '' && value !== undefined));
  const problems: string[] = [];
  // Vite puts every VITE_ variable in the bundle, read here or not (a build still setting the old
  // VITE_SUPABASE_ANON_KEY, say): a secret under any of those names is a leak.
  for (const [name, value] of Object.entries(named)) {
    if (name.startsWith('VITE_') && typeof value === 'string' && isSecretKey(value)) {
      problems.push(`${name} is a secret (service-role) key: it must never reach the browser. Use the publishable key.`);
    }
  }
  const text = (name: keyof Env): string | undefined => {
    const value = named[name];
    if (value === undefined || typeof value === 'string') return value;
    problems.push(`${name} must be text`);
    return undefined;
  };
  // The name of the legacy keys' days: without the new name beside it, the build would quietly take the
  // local backend's key and every form of the live site would be refused.
  if (named.VITE_SUPABASE_ANON_KEY !== undefined && named.VITE_SUPABASE_PUBLISHABLE_KEY === undefined) {
    problems.push('VITE_SUPABASE_ANON_KEY is no longer read: set VITE_SUPABASE_PUBLISHABLE_KEY to the project\'s publishable key (sb_publishable_…)');
  }
  const url = text('VITE_SUPABASE_URL') ?? LOCAL_SUPABASE_URL;
  if (!isHttpUrl(url)) problems.push('VITE_SUPABASE_URL must be an http(s) URL');
  const key = text('VITE_SUPABASE_PUBLISHABLE_KEY') ?? LOCAL_SUPABASE_PUBLISHABLE_KEY;
  const keyProblem = publishableKeyProblem(key);
  if (keyProblem) problems.push(keyProblem);
  const recaptcha = text('VITE_RECAPTCHA_SITE_KEY');
  if (recaptcha !== undefined && recaptcha.length < 20) problems.push('VITE_RECAPTCHA_SITE_KEY looks truncated');
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  return { VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: key, ...(recaptcha === undefined ? {} : { VITE_RECAPTCHA_SITE_KEY: recaptcha }) };
}

export const env: Env = parseEnv(import.meta.env);
