import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from './drivers.ts';

/** PGlite in `dataDir` (in memory when undefined), or the PostgreSQL server of `databaseUrl`. */
export function openDatabase({ databaseUrl, dataDir }: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
}

/** Runs one statement on the server of `databaseUrl` over a connection of its own: CREATE or DROP DATABASE. */
export async function onServer(databaseUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** `databaseUrl` with its database replaced by `name`. */
export function databaseUrlFor(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database of its own for one test file: in-memory PGlite, or a new database on DATABASE_URL's server (a
 * copy of `template` when given) that is dropped again on close, so files can run in parallel on one server.
 */
export async function openScratchDatabase(databaseUrl: string | undefined, { template }: { template?: string } = {}): Promise<Database> {
  if (!databaseUrl) return openPglite();
  const name = `lead_site_test_${randomBytes(6).toString('hex')}`;
  await onServer(databaseUrl, `create database ${name}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`);
  const db = await openPostgres(databaseUrlFor(databaseUrl, name));
  return {
    ...db,
    close: async () => {
      await db.close();
      await onServer(databaseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
