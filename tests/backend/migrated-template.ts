import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, type Database } from '../../supabase/local/db/drivers.ts';
import { openScratchDatabase } from '../../supabase/local/db/open.ts';

/** What migrated-template.global-setup.ts made for the run: saved PGlite clusters, or a template database. */
export type MigratedTemplate = { kind: 'pglite'; bare: string; migrated: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate;
  }
}

const images = new Map<string, Promise<Blob>>();
function image(path: string): Promise<Blob> {
  let read = images.get(path);
  if (!read) images.set(path, (read = readFile(path).then((bytes) => new Blob([bytes]))));
  return read;
}

/** The run's template; undefined outside Vitest (the bench scripts start backends with the harness too). */
function runTemplate(): MigratedTemplate | undefined {
  return process.env.VITEST ? inject('migratedTemplate') : undefined;
}

/**
 * A database of its own for a test file, like openScratchDatabase, already migrated when `migrated` (a
 * copy of the run's template), else as new as initdb leaves it.
 */
export async function openTestDatabase({ migrated }: { migrated: boolean }): Promise<Database> {
  const template = runTemplate();
  if (template?.kind === 'pglite') return openPglite(undefined, { image: await image(migrated ? template.migrated : template.bare) });
  return openScratchDatabase(process.env.DATABASE_URL, template && migrated ? { template: template.name } : {});
}

/** A new in-memory PGlite database, whatever DATABASE_URL says: for tests of the migration runner itself. */
export async function openBarePglite(): Promise<Database> {
  const template = runTemplate();
  return openPglite(undefined, template?.kind === 'pglite' ? { image: await image(template.bare) } : {});
}
