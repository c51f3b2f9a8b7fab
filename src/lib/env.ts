import { LOCAL_SUPABASE_PUBLISHABLE_KEY, LOCAL_SUPABASE_URL } from './local-supabase';

export { LOCAL_SUPABASE_PUBLISHABLE_KEY, LOCAL_SUPABASE_URL };

/** The role a legacy JWT key was issued for; publishable keys (sb_publishable_…) carry none. */
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
 * submission (and /manage-booking's first look) loads this module, and zod would add 25 KB to it.
 */
export interface Env {
  /** The Supabase project's URL, http(s); the local backend's when unset. */
  VITE_SUPABASE_URL: string;
  /** The project's publishable key (sb_publishable_…); a legacy project's anon JWT works too. */
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

/** Why the publishable key cannot be used, or null. */
function publishableKeyProblem(key: string): string | null {
  if (key.startsWith('sb_secret_') || jwtRole(key) === 'service_role') {
    return 'VITE_SUPABASE_PUBLISHABLE_KEY is a secret (service-role) key: it must never reach the browser. Use the publishable key.';
  }
  return key.length < 20 ? 'VITE_SUPABASE_PUBLISHABLE_KEY looks truncated' : null;
}

/** Validates the build's environment; an empty string counts as unset. Throws with every problem listed. */
export function parseEnv(source: Record<string, unknown>): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '' && value !== undefined));
  // Builds configured before the new keys name the key VITE_SUPABASE_ANON_KEY: taken as the publishable
  // key rather than silently replaced by the local default.
  const { VITE_SUPABASE_ANON_KEY: legacyName, ...rest } = present;
  const named = legacyName !== undefined && rest.VITE_SUPABASE_PUBLISHABLE_KEY === undefined ? { ...rest, VITE_SUPABASE_PUBLISHABLE_KEY: legacyName } : rest;
  const problems: string[] = [];
  const text = (name: keyof Env): string | undefined => {
    const value = named[name];
    if (value === undefined || typeof value === 'string') return value;
    problems.push(`${name} must be text`);
    return undefined;
  };
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
