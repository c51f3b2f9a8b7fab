import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteIdentity } from '../../functions/_shared/rules/content/site-identity.ts';
import { openBarePglite } from '../../../tests/backend/migrated-template.ts';
import type { Database } from './drivers.ts';
import { applyMigrations, bootstrapPlatform, MigrationError, prepareDatabase, type BootstrapOptions } from './migrate.ts';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

/** A new embedded database with the platform bootstrap (today's default privileges unless told), closed after the test. */
async function bootstrappedDatabase(options: BootstrapOptions = {}): Promise<Database> {
  const database = await openBarePglite();
  db = database;
  await bootstrapPlatform(database, options);
  return database;
}

async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
  for (const [name, sql] of Object.entries(files)) await writeFile(join(dir, name), sql);
  return dir;
}

describe('the platform bootstrap', () => {
  it('can run again on a database that has it, changing nothing', async () => {
    const database = await bootstrappedDatabase();
    await database.query(`insert into auth.users (email) values ('kept@example.com')`);
    await bootstrapPlatform(database);
    const { rows } = await database.query<{ email: string }>('select email from auth.users');
    expect(rows).toEqual([{ email: 'kept@example.com' }]);
  });

  it('reads auth.uid(), auth.role() and auth.jwt() from the request claims, as on Supabase', async () => {
    const database = await bootstrappedDatabase();
    const claims = { sub: '6a4b0f0e-9d7c-4c53-8d4e-2f1a5b3c7d9e', role: 'authenticated', email: 'a@example.com' };
    const row = await database.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      const { rows } = await tx.query<{ uid: string; role: string; email: string }>(
        `select auth.uid() as uid, auth.role() as role, auth.jwt() ->> 'email' as email`,
      );
      return rows[0];
    });
    expect(row).toEqual({ uid: claims.sub, role: 'authenticated', email: 'a@example.com' });
  });
});

/** What each API role may do with a table and a function created in public after the bootstrap. */
async function grantsOnNewObjects(database: Database): Promise<Record<string, string[]>> {
  await database.exec(`create table public.fresh_table (id int);
    create function public.fresh_function() returns int language sql as 'select 1';`);
  const { rows } = await database.query<{ role: string; privileges: string[] }>(
    `select role, array_remove(array[
              case when has_table_privilege(role, 'public.fresh_table', 'select') then 'select' end,
              case when has_table_privilege(role, 'public.fresh_table', 'insert') then 'insert' end,
              case when has_table_privilege(role, 'public.fresh_table', 'update') then 'update' end,
              case when has_table_privilege(role, 'public.fresh_table', 'delete') then 'delete' end,
              case when has_function_privilege(role, 'public.fresh_function()', 'execute') then 'execute' end
            ], null) as privileges
     from unnest(array['anon', 'authenticated', 'service_role']) as role`,
  );
  await database.exec('drop table public.fresh_table; drop function public.fresh_function();');
  return Object.fromEntries(rows.map((row) => [row.role, row.privileges]));
}

describe('the default privileges in public', () => {
  const everything = ['select', 'insert', 'update', 'delete', 'execute'];

  it('today: what is created in public is granted to nobody, functions included', async () => {
    const database = await bootstrappedDatabase();
    expect(await grantsOnNewObjects(database)).toEqual({ anon: [], authenticated: [], service_role: [] });
  });

  it('before 2026-10-30 (test material for the grants lint): granted to the API roles, and functions to PUBLIC', async () => {
    const database = await bootstrappedDatabase({ defaultPrivileges: 'before-2026-10-30' });
    expect(await grantsOnNewObjects(database)).toEqual({ anon: everything, authenticated: everything, service_role: everything });
  });

  it('a database bootstrapped again takes today’s defaults, whatever it had before, and the other way round', async () => {
    const database = await bootstrappedDatabase({ defaultPrivileges: 'before-2026-10-30' });
    await bootstrapPlatform(database);
    expect(await grantsOnNewObjects(database)).toEqual({ anon: [], authenticated: [], service_role: [] });
    await bootstrapPlatform(database, { defaultPrivileges: 'before-2026-10-30' });
    expect(await grantsOnNewObjects(database)).toEqual({ anon: everything, authenticated: everything, service_role: everything });
  });
});

describe('the migration runner', () => {
  it('applies pending files in order, once, and records them', async () => {
    const database = await bootstrappedDatabase();
    const dir = await migrationsDir({
      '20260101000002_add_column.sql': 'alter table public.things add column label text;',
      '20260101000001_create_things.sql': 'create table public.things (id int primary key);',
    });
    expect((await applyMigrations(database, dir)).map((m) => m.name)).toEqual(['create_things', 'add_column']);
    expect(await applyMigrations(database, dir)).toEqual([]);
    const { rows } = await database.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
    expect(rows.map((row) => row.version)).toEqual(['20260101000001', '20260101000002']);
  });

  it('stops at a failing file with its name and the database’s message, keeping nothing of it', async () => {
    const database = await bootstrappedDatabase();
    const dir = await migrationsDir({
      '20260101000001_good.sql': 'create table public.good (id int);',
      '20260101000002_bad.sql': 'create table public.half (id int);\ncreate table public.oops (id nosuchtype);',
      '20260101000003_never.sql': 'create table public.never (id int);',
    });
    const failure = await applyMigrations(database, dir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as MigrationError).file).toBe('supabase/migrations/20260101000002_bad.sql');
    expect((failure as MigrationError).databaseMessage).toMatch(/type "nosuchtype" does not exist/);
    const { rows } = await database.query<{ name: string | null }>(
      `select to_regclass('public.good')::text as name union all select to_regclass('public.half')::text union all select to_regclass('public.never')::text`,
    );
    expect(rows.map((row) => row.name)).toEqual(['good', null, null]);
  });

  it('keeps its history in the table the Supabase CLI uses, with the CLI’s columns, created by the runner rather than the bootstrap', async () => {
    const database = await bootstrappedDatabase();
    // `supabase db push` on a database bootstrapped here must find no history table it did not create.
    const before = await database.query<{ name: string | null }>(`select to_regclass('supabase_migrations.schema_migrations')::text as name`);
    expect(before.rows[0]?.name).toBeNull();
    await applyMigrations(database, await migrationsDir({ '20260101000001_create_things.sql': 'create table public.things (id int);' }));
    const { rows } = await database.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'supabase_migrations' and table_name = 'schema_migrations' order by ordinal_position`,
    );
    expect(rows.map((row) => row.column_name)).toEqual(['version', 'statements', 'name', 'created_by', 'idempotency_key', 'rollback']);
  });

  it('continues a history the Supabase CLI started', async () => {
    const database = await bootstrappedDatabase();
    await database.exec(`create schema supabase_migrations;
      create table supabase_migrations.schema_migrations (version text not null primary key, statements text[], name text);
      create table public.things (id int);
      insert into supabase_migrations.schema_migrations (version, name, statements)
        values ('20260101000001', 'create_things', array['create table public.things (id int)']);`);
    const dir = await migrationsDir({
      '20260101000001_create_things.sql': 'create table public.things (id int);',
      '20260101000002_add_column.sql': 'alter table public.things add column label text;',
    });
    expect((await applyMigrations(database, dir)).map((m) => m.name)).toEqual(['add_column']);
  });

  it('refuses a file not named YYYYMMDDHHmmss_snake_case.sql', async () => {
    const database = await bootstrappedDatabase();
    const dir = await migrationsDir({ 'create-things.sql': 'select 1;' });
    await expect(applyMigrations(database, dir)).rejects.toThrow(/YYYYMMDDHHmmss_snake_case/);
  });

  it('seeds a new database but not one that was migrated before', async () => {
    db = await openBarePglite();
    expect(await prepareDatabase(db, { seed: true })).toEqual({ fresh: true });
    const seeded = await db.query<{ n: number }>('select count(*)::int as n from public.leads');
    expect(seeded.rows[0]?.n).toBeGreaterThan(0);
    await db.query('delete from public.leads');
    expect(await prepareDatabase(db, { seed: true })).toEqual({ fresh: false });
    const after = await db.query<{ n: number }>('select count(*)::int as n from public.leads');
    expect(after.rows[0]?.n).toBe(0);
  });

  it("ends the demo e-mails' visitor subjects with the agency's short name, as the functions do", async () => {
    db = await openBarePglite();
    await prepareDatabase(db, { seed: true });
    const { rows } = await db.query<{ subject: string; html: string; text_body: string }>(
      `select subject, html, text_body from public.email_outbox where subject like '% – %' order by subject`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.subject.endsWith(` – ${siteIdentity.shortName}`), row.subject).toBe(true);
      expect(`${row.subject}${row.html}${row.text_body}`).not.toContain('{brand}');
    }
  });
});
