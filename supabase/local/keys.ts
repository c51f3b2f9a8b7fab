import { signJwt } from './jwt.ts';

/**
 * The Supabase CLI's well-known development secret. Keys signed with it are public knowledge,
 * which is why the backend refuses to listen beyond loopback while using it (see config.ts).
 */
export const DEVELOPMENT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The CLI's demo keys never expire in practice: 2032-11-12. */
const DEMO_KEY_EXPIRY = 1983812996;

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

/** Signs an anon key and a service-role key exactly as the Supabase CLI does. */
export function apiKeysFor(jwtSecret: string): ApiKeys {
  return {
    anonKey: signJwt({ iss: 'supabase-demo', role: 'anon', exp: DEMO_KEY_EXPIRY }, jwtSecret),
    serviceRoleKey: signJwt({ iss: 'supabase-demo', role: 'service_role', exp: DEMO_KEY_EXPIRY }, jwtSecret),
  };
}
