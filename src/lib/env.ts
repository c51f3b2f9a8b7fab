import { z } from 'zod';
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

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({ protocol: /^https?$/, error: 'VITE_SUPABASE_URL must be an http(s) URL' }).default(LOCAL_SUPABASE_URL),
  /** The project's publishable key (sb_publishable_…); a legacy project's anon JWT works too. */
  VITE_SUPABASE_PUBLISHABLE_KEY: z
    .string()
    .min(20, 'VITE_SUPABASE_PUBLISHABLE_KEY looks truncated')
    .refine((key) => !key.startsWith('sb_secret_') && jwtRole(key) !== 'service_role', {
      error: 'VITE_SUPABASE_PUBLISHABLE_KEY is a secret (service-role) key: it must never reach the browser. Use the publishable key.',
    })
    .default(LOCAL_SUPABASE_PUBLISHABLE_KEY),
  /** Google reCAPTCHA v2 site key. Unset: the forms show a local check that only a backend without RECAPTCHA_SECRET_KEY accepts. */
  VITE_RECAPTCHA_SITE_KEY: z.string().min(20, 'VITE_RECAPTCHA_SITE_KEY looks truncated').optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Validates the build's environment; an empty string counts as unset. Throws with every problem listed. */
export function parseEnv(source: Record<string, unknown>): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '' && value !== undefined));
  // Builds configured before the new keys name the key VITE_SUPABASE_ANON_KEY: taken as the publishable
  // key rather than silently replaced by the local default.
  const { VITE_SUPABASE_ANON_KEY: legacyName, ...rest } = present;
  const named = legacyName !== undefined && rest.VITE_SUPABASE_PUBLISHABLE_KEY === undefined ? { ...rest, VITE_SUPABASE_PUBLISHABLE_KEY: legacyName } : rest;
  const result = envSchema.safeParse(named);
  if (!result.success) {
    throw new Error(`Invalid environment:\n${result.error.issues.map((issue) => `- ${issue.message}`).join('\n')}`);
  }
  return result.data;
}

export const env: Env = parseEnv(import.meta.env);
