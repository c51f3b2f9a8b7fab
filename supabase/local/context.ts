import type { Database } from './db/drivers.ts';
import type { JwtClaims } from './jwt.ts';
import type { ProjectKeys } from './keys.ts';

/** What every service of the local backend (/auth/v1, /rest/v1, /functions/v1) is handed per request. */
export interface ServiceContext {
  db: Database;
  /** The project's API keys and session signer. */
  keys: ProjectKeys;
  /** The backend's own base URL, e.g. http://127.0.0.1:54321: the issuer of tokens and functions' SUPABASE_URL. */
  publicUrl: string;
  /** The path below the service's prefix: '/token' for /auth/v1/token, '/leads' for /rest/v1/leads. */
  path: string;
  clientIp: string;
  now: () => Date;
}

export type ServiceHandler = (request: Request, context: ServiceContext) => Promise<Response>;

/** Who is calling: the role and claims of the bearer token, or of the apikey when there is none. */
export interface Caller {
  role: string;
  claims: JwtClaims;
}
