/** `npm run db:reset`: rebuilds the local database from supabase/migrations and supabase/seed.sql. */
import { rm } from 'node:fs/promises';
import { readBackendConfig } from './config.ts';
import { prepareDatabase } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';

async function backendIsRunning(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
}

async function main(): Promise<void> {
  const config = readBackendConfig();
  if (await backendIsRunning(`http://${config.host}:${config.port}/`)) {
    throw new Error('The local backend is running. Stop npm run dev (or npm run backend) first.');
  }
  if (config.databaseUrl) {
    const db = await openDatabase(config);
    // Everything the bootstrap and the migrations create; the roles are the server's and stay.
    await db.exec('drop schema if exists public, private, auth, supabase_migrations cascade; create schema public;');
    await prepareDatabase(db, { seed: true });
    await db.close();
  } else {
    await rm(config.dataDir, { recursive: true, force: true });
    const db = await openDatabase(config);
    await prepareDatabase(db, { seed: true });
    await db.close();
  }
  console.info('Database rebuilt from the migrations and seed.sql. The next npm run dev creates a local admin and prints its sign-in.');
}

main().catch((error: unknown) => {
  console.error(`db:reset: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
