import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './database.ts';
import { applyMigrations, bootstrapPlatform, MigrationError, prepareDatabase } from './migrate.ts';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
  for (const [name, sql] of Object.entries(files)) await writeFile(join(dir, name), sql);
  return dir;
}

describe('the platform bootstrap', () => {
  it('can run again on a database that has it, changing nothing', async () => {
    db = await openPglite();
    await bootstrapPlatform(db);
    await db.query(`insert into auth.users (email) values ('kept@example.com')`);
    await bootstrapPlatform(db);
    const { rows } = await db.query<{ email: string }>('select email from auth.users');
    expect(rows).toEqual([{ email: 'kept@example.com' }]);
  });

  it('reads auth.uid(), auth.role() and auth.jwt() from the request claims, as on Supabase', async () => {
    db = await openPglite();
    await bootstrapPlatform(db);
    const claims = { sub: '6a4b0f0e-9d7c-4c53-8d4e-2f1a5b3c7d9e', role: 'authenticated', email: 'a@example.com' };
    const row = await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      const { rows } = await tx.query<{ uid: string; role: string; email: string }>(
        `select auth.uid() as uid, auth.role() as role, auth.jwt() ->> 'email' as email`,
      );
      return rows[0];
    });
    expect(row).toEqual({ uid: claims.sub, role: 'authenticated', email: 'a@example.com' });
  });
});

describe('the migration runner', () => {
  it('applies pending files in order, once, and records them', async () => {
    db = await openPglite();
    await bootstrapPlatform(db);
    const dir = await migrationsDir({
      '20260101000002_add_column.sql': 'alter table public.things add column label text;',
      '20260101000001_create_things.sql': 'create table public.things (id int primary key);',
    });
    expect((await applyMigrations(db, dir)).map((m) => m.name)).toEqual(['create_things', 'add_column']);
    expect(await applyMigrations(db, dir)).toEqual([]);
    const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
    expect(rows.map((row) => row.version)).toEqual(['20260101000001', '20260101000002']);
  });

  it('stops at a failing file with its name and the database’s message, keeping nothing of it', async () => {
    db = await openPglite();
    await bootstrapPlatform(db);
    const dir = await migrationsDir({
      '20260101000001_good.sql': 'create table public.good (id int);',
      '20260101000002_bad.sql': 'create table public.half (id int);\ncreate table public.oops (id nosuchtype);',
      '20260101000003_never.sql': 'create table public.never (id int);',
    });
    const failure = await applyMigrations(db, dir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as MigrationError).file).toBe('supabase/migrations/20260101000002_bad.sql');
    expect((failure as MigrationError).databaseMessage).toMatch(/type "nosuchtype" does not exist/);
    const { rows } = await db.query<{ name: string | null }>(
      `select to_regclass('public.good')::text as name union all select to_regclass('public.half')::text union all select to_regclass('public.never')::text`,
    );
    expect(rows.map((row) => row.name)).toEqual(['good', null, null]);
  });

  it('refuses a file not named YYYYMMDDHHmmss_snake_case.sql', async () => {
    db = await openPglite();
    await bootstrapPlatform(db);
    const dir = await migrationsDir({ 'create-things.sql': 'select 1;' });
    await expect(applyMigrations(db, dir)).rejects.toThrow(/YYYYMMDDHHmmss_snake_case/);
  });

  it('seeds a new database but not one that was migrated before', async () => {
    db = await openPglite();
    expect(await prepareDatabase(db, { seed: true })).toEqual({ fresh: true });
    const seeded = await db.query<{ n: number }>('select count(*)::int as n from public.leads');
    expect(seeded.rows[0]?.n).toBeGreaterThan(0);
    await db.query('delete from public.leads');
    expect(await prepareDatabase(db, { seed: true })).toEqual({ fresh: false });
    const after = await db.query<{ n: number }>('select count(*)::int as n from public.leads');
    expect(after.rows[0]?.n).toBe(0);
  });
});
