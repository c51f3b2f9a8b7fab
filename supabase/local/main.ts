/**
 * `npm run backend`: the local stand-in for hosted Supabase on http://127.0.0.1:54321.
 * Migrates the database on start, seeds a new one, and creates a local admin when there is none.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parseEnv } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { identitySender } from '../functions/_shared/rules/content/site-identity.ts';
import { ensureAdmin } from './admin-account.ts';
import { ConfigError, readBackendConfig } from './config.ts';
import type { Database } from './db/drivers.ts';
import { MigrationError, prepareDatabase } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { startLocalBackend } from './server.ts';
import { startMaintenanceWorker } from './maintenance-worker.ts';

const LOCAL_ADMIN_EMAIL = 'admin@example.com';

async function hasAdmin(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(`select exists (select 1 from public.user_roles where role = 'admin') as exists`);
  return rows[0]?.exists ?? false;
}

const FUNCTION_SECRETS_FILE = new URL('../functions/.env', import.meta.url);

/**
 * What the lead functions' e-mails need, so that `npm run backend` works with no secrets file:
 * mail goes to the local mailbox from the agency's own name and address (site-identity.ts), the
 * team's copy to a placeholder address, links to the dev site.
 */
const LOCAL_FUNCTION_SECRET_DEFAULTS: Record<string, string> = {
  EMAIL_FROM: identitySender(),
  TEAM_NOTIFICATION_EMAIL: 'team@example.com',
  SITE_URL: 'http://localhost:5173',
};

/**
 * Functions' secrets as `supabase functions serve` finds them: supabase/functions/.env, then the
 * environment, then the local defaults above.
 */
async function readFunctionSecrets(): Promise<(name: string) => string | undefined> {
  const file = await readFile(FUNCTION_SECRETS_FILE, 'utf8').then(parseEnv, () => ({}) as NodeJS.Dict<string>);
  // An empty value set on purpose (TEAM_NOTIFICATION_EMAIL=) stays empty: it is how to try "not configured".
  return (name) => file[name] ?? process.env[name] ?? (Object.hasOwn(LOCAL_FUNCTION_SECRET_DEFAULTS, name) ? LOCAL_FUNCTION_SECRET_DEFAULTS[name] : undefined);
}

/** How often the local outbox worker sends what is due (LOCAL_OUTBOX_INTERVAL_MS, 2 s by default). */
function outboxIntervalMs(): number {
  const raw = process.env.LOCAL_OUTBOX_INTERVAL_MS;
  if (!raw) return 2000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100) {
    throw new ConfigError(`LOCAL_OUTBOX_INTERVAL_MS must be a whole number of milliseconds, at least 100, not "${raw}".`);
  }
  return value;
}

async function main(): Promise<void> {
  const config = readBackendConfig();
  const intervalMs = outboxIntervalMs();
  const db = await openDatabase(config);
  const { fresh } = await prepareDatabase(db, { seed: true });
  const backend = await startLocalBackend({
    db,
    jwtSecret: config.jwtSecret,
    // Sessions survive a restart: the signing key is kept beside the database, as a project keeps its own.
    ...(config.dataDir.startsWith('memory://') ? {} : { signingKeyFile: `${config.dataDir}/signing-key.json` }),
    host: config.host,
    port: config.port,
    functionSecrets: await readFunctionSecrets(),
    outboxWorker: { intervalMs },
  });
  // Hourly, as production's cron job (supabase/README.md), and once now.
  const maintenance = startMaintenanceWorker({ db, intervalMs: 3_600_000 });

  let shuttingDown = false;
  const shutDown = async () => {
    if (shuttingDown) return;
    shuttingDown = true;
    await maintenance.stop().catch(() => undefined);
    await backend.close().catch(() => undefined);
    // Closing PGlite flushes its files, so the next start finds every committed row.
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutDown());
  process.on('SIGTERM', () => void shutDown());

  const row = (label: string, value: string) => `  ${`${label}:`.padEnd(17)}${value}`;
  const lines = [
    `Local backend ready (${db.kind === 'pglite' ? `embedded Postgres in ${config.dataDir}` : 'PostgreSQL from DATABASE_URL'}), modelling a Supabase project created today`,
    row('API URL', backend.url),
    row('publishable key', backend.publishableKey),
    row('secret key', `${backend.secretKey}  (server-side only)`),
    row('mailbox', `${backend.url}/mailbox  (every e-mail the functions send)`),
  ];
  if (fresh) lines.push(row('database', 'new; migrated and seeded with demo leads'));

  if (!(await hasAdmin(db))) {
    const password = randomBytes(12).toString('base64url');
    const client = createClient(backend.url, backend.secretKey, { auth: { persistSession: false, autoRefreshToken: false } });
    await ensureAdmin(client, LOCAL_ADMIN_EMAIL, password);
    lines.push(
      '',
      '  A local admin was created. Sign in at /auth with (shown only this once):',
      `    e-mail:   ${LOCAL_ADMIN_EMAIL}`,
      `    password: ${password}`,
      '  Lost it? npm run admin:create -- --email you@example.com --password <new password>',
    );
  }
  console.info(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MigrationError) {
    console.error(`local backend: ${error.message}`);
  } else if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    console.error(`local backend: the port is in use. Is another backend running? Set LOCAL_BACKEND_PORT to use another.`);
  } else {
    console.error('local backend failed to start:', error);
  }
  process.exit(1);
});
