/**
 * Which generation of hosted Supabase the local backend models. `current` (the default) is a project
 * created today: nothing in `public` is granted to the API roles unless a migration says so, the API keys
 * are `sb_publishable_…` and `sb_secret_…`, sessions are signed with an asymmetric key published as a
 * JWKS, and functions get SUPABASE_PUBLISHABLE_KEYS, SUPABASE_SECRET_KEYS and SUPABASE_JWKS. `legacy` is a
 * project of 2024–25: default grants to anon, authenticated and service_role, HS256 anon and
 * service_role JWT keys, and SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY. LOCAL_PLATFORM chooses.
 */
export const PLATFORMS = ['current', 'legacy'] as const;
export type Platform = (typeof PLATFORMS)[number];

export class UnknownPlatformError extends Error {
  constructor(value: string) {
    super(`LOCAL_PLATFORM must be one of ${PLATFORMS.join(', ')}, not "${value}".`);
    this.name = 'UnknownPlatformError';
  }
}

export function platformFromEnv(env: NodeJS.ProcessEnv = process.env): Platform {
  const value = env.LOCAL_PLATFORM || 'current';
  if (!(PLATFORMS as readonly string[]).includes(value)) throw new UnknownPlatformError(value);
  return value as Platform;
}
