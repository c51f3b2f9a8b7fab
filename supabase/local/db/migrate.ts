import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { siteIdentity } from '../../functions/_shared/rules/content/site-identity.ts';
import { isDatabaseError, type Database, type Queryable } from './drivers.ts';

const SUPABASE_DIR = fileURLToPath(new URL('../../', import.meta.url));
export const MIGRATIONS_DIR = `${SUPABASE_DIR}migrations`;
export const SEED_FILE = `${SUPABASE_DIR}seed.sql`;

/**
 * The default privileges in `public` a database is bootstrapped with. `today`, what every hosted project
 * gives new objects since 2026-10-30: nothing, so only what a migration grants is reachable. The other,
 * what projects gave them before (everything to the API roles, functions to PUBLIC), still holds for the
 * objects such a project made then. Nothing runs under it: it is test material for the lint that every
 * migration states its grants (tests/backend/database-lints.test.ts) and for this runner's own tests.
 */
export type DefaultPrivileges = 'today' | 'before-2026-10-30';
const DEFAULT_PRIVILEGES_FILES: Record<DefaultPrivileges, string> = {
  today: 'default-privileges-today.sql',
  'before-2026-10-30': 'default-privileges-before-2026-10-30.sql',
};

/** `20261121093000_create_leads.sql` → version `20261121093000`, name `create_leads`. */
const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/;

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    readonly databaseMessage: string,
  ) {
    super(`${file}: ${databaseMessage}`);
    this.name = 'MigrationError';
  }
}

function describe(error: unknown): string {
  if (isDatabaseError(error)) {
    return [error.message, error.detail && `DETAIL: ${error.detail}`, error.hint && `HINT: ${error.hint}`]
      .filter(Boolean)
      .join('\n');
  }
  return error instanceof Error ? error.message : String(error);
}

export interface BootstrapOptions {
  /** Today's unless a test compares with the defaults of before 2026-10-30. */
  defaultPrivileges?: DefaultPrivileges;
}

/**
 * Creates the roles, auth schema and extensions that hosted Supabase provides, where missing, then sets
 * the default privileges in public (today's: none for the API roles).
 */
export async function bootstrapPlatform(db: Database, { defaultPrivileges = 'today' }: BootstrapOptions = {}): Promise<void> {
  for (const file of ['bootstrap.sql', DEFAULT_PRIVILEGES_FILES[defaultPrivileges]]) {
    try {
      await db.exec(await readFile(fileURLToPath(new URL(`./${file}`, import.meta.url)), 'utf8'));
    } catch (error) {
      throw new MigrationError(`supabase/local/db/${file}`, describe(error));
    }
  }
}

/**
 * The migration history, created as the Supabase CLI and the Management API create it (`supabase db push`
 * adds statements and name to a bare version table; the platform adds created_by, idempotency_key and
 * rollback), so either can take over a database this runner migrated, and this runner one they did.
 * Kept out of the platform bootstrap: on a bare database the CLI must find no table it did not make.
 */
const HISTORY_TABLE_SQL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
alter table supabase_migrations.schema_migrations add column if not exists statements text[];
alter table supabase_migrations.schema_migrations add column if not exists name text;
alter table supabase_migrations.schema_migrations add column if not exists created_by text;
alter table supabase_migrations.schema_migrations add column if not exists idempotency_key text unique;
alter table supabase_migrations.schema_migrations add column if not exists rollback text[];`;

async function ensureHistoryTable(db: Queryable): Promise<void> {
  await db.exec(HISTORY_TABLE_SQL);
}

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => {
    const [, version, name] = MIGRATION_FILE.exec(file) ?? [];
    if (!version || !name) throw new MigrationError(file, 'migration files are named YYYYMMDDHHmmss_snake_case.sql');
    return { version, name, file };
  });
}

/**
 * Applies the migrations not yet recorded, in file order, each in its own transaction.
 * Stops at the first failure, naming the file and quoting the database.
 */
export async function applyMigrations(db: Database, dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  await ensureHistoryTable(db);
  const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const pending = (await listMigrations(dir)).filter((migration) => !applied.has(migration.version));
  for (const migration of pending) {
    const sql = await readFile(`${dir}/${migration.file}`, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          migration.version,
          migration.name,
        ]);
      });
    } catch (error) {
      throw new MigrationError(`supabase/migrations/${migration.file}`, describe(error));
    }
  }
  return pending;
}

export async function applySeed(db: Database, file = SEED_FILE): Promise<void> {
  const sql = await readFile(file, 'utf8').catch(() => '');
  if (!sql.trim()) return;
  try {
    await db.transaction(async (tx) => {
      // The demo e-mails' subjects end with the agency's name, as the functions write them: seed.sql reads it here.
      await tx.query(`select set_config('seed.brand_name', $1, true)`, [siteIdentity.shortName]);
      await tx.exec(sql);
    });
  } catch (error) {
    throw new MigrationError('supabase/seed.sql', describe(error));
  }
}

/** Whether this database has never been migrated: the moment to seed it and create a local admin. */
export async function isFreshDatabase(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as exists`,
  );
  if (!rows[0]?.exists) return true;
  const count = await db.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations');
  return count.rows[0]?.n === 0;
}

/** The platform bootstrap, then migrations; seeds only a database that had no migrations before. */
export async function prepareDatabase(db: Database, { seed, ...bootstrap }: BootstrapOptions & { seed: boolean }): Promise<{ fresh: boolean }> {
  const fresh = await isFreshDatabase(db);
  await bootstrapPlatform(db, bootstrap);
  await applyMigrations(db);
  if (fresh && seed) await applySeed(db);
  return { fresh };
}
