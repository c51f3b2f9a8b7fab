import { fileURLToPath } from 'node:url';
import { DEVELOPMENT_JWT_SECRET } from './keys.ts';

export interface BackendConfig {
  host: string;
  port: number;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files (git-ignored). */
  dataDir: string;
  jwtSecret: string;
}

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.local-db', import.meta.url));

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Whether a host name or a TCP peer's address is this machine. */
export function isLoopback(host: string): boolean {
  // A dual-stack socket names an IPv4 peer as ::ffff:127.0.0.1.
  const address = host.replace(/^::ffff:/i, '');
  return address === 'localhost' || address === '::1' || /^127(\.\d{1,3}){3}$/.test(address);
}

/**
 * Reads LOCAL_BACKEND_HOST, LOCAL_BACKEND_PORT, LOCAL_DB_DIR, LOCAL_JWT_SECRET and DATABASE_URL.
 * The development secret is public knowledge, so with it the backend listens on loopback only.
 */
export function readBackendConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const host = env.LOCAL_BACKEND_HOST || '127.0.0.1';
  const port = Number(env.LOCAL_BACKEND_PORT || 54321);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`LOCAL_BACKEND_PORT must be a port number, not "${env.LOCAL_BACKEND_PORT}".`);
  }
  const jwtSecret = env.LOCAL_JWT_SECRET || DEVELOPMENT_JWT_SECRET;
  if (jwtSecret.length < 32) throw new ConfigError('LOCAL_JWT_SECRET must be at least 32 characters long.');
  if (!isLoopback(host) && jwtSecret === DEVELOPMENT_JWT_SECRET) {
    throw new ConfigError(
      `Refusing to listen on ${host} with the well-known development keys: anyone could sign in as the service role. ` +
        'Set LOCAL_JWT_SECRET to a secret of your own, or keep LOCAL_BACKEND_HOST on 127.0.0.1.',
    );
  }
  return { host, port, databaseUrl: env.DATABASE_URL || undefined, dataDir: env.LOCAL_DB_DIR || DEFAULT_DATA_DIR, jwtSecret };
}
