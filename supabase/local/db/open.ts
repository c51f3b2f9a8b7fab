import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from './database.ts';

/** PGlite in `dataDir` (in memory when undefined), or the PostgreSQL server of `databaseUrl`. */
export function openDatabase({ databaseUrl, dataDir }: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
}

/**
 * A database of its own for one test file: in-memory PGlite (from `pgliteImage` when given), or a new
 * database on DATABASE_URL's server (a copy of `template` when given) that is dropped again on close, so
 * files can run in parallel on one server.
 */
export async function openScratchDatabase(
  databaseUrl: string | undefined,
  { pgliteImage, template }: { pgliteImage?: Blob; template?: string } = {},
): Promise<Database> {
  if (!databaseUrl) return openPglite(undefined, pgliteImage ? { image: pgliteImage } : {});
  const name = `lead_site_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  return {
    ...db,
    close: async () => {
      await db.close();
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
