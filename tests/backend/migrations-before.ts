/** For the tests of a migration's data half: a database migrated up to just before it. */
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listMigrations, MIGRATIONS_DIR } from '../../supabase/local/db/migrate.ts';

/** The migrations before `version`, in a directory of their own (the caller removes it), for a database migrated up to that point. */
export async function migrationsBefore(version: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'migrations-before-'));
  for (const migration of await listMigrations()) {
    if (migration.version < version) await copyFile(join(MIGRATIONS_DIR, migration.file), join(dir, migration.file));
  }
  return dir;
}
