import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, type Database } from '../../supabase/local/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where pglite-image.global-setup.ts saved a new PGlite cluster for the run; '' on PostgreSQL. */
    pgliteImagePath: string;
  }
}

let image: Promise<Blob | undefined> | undefined;

/**
 * The run's saved PGlite cluster (pglite-image.global-setup.ts), read once per file; undefined outside
 * Vitest (the bench scripts start backends with this harness too), where each database runs initdb.
 */
export function pgliteImage(): Promise<Blob | undefined> {
  image ??= (async () => {
    if (!process.env.VITEST) return undefined;
    const path = inject('pgliteImagePath');
    return path ? new Blob([await readFile(path)]) : undefined;
  })();
  return image;
}

/** An in-memory PGlite database started from the run's saved cluster. */
export async function openTestPglite(): Promise<Database> {
  const saved = await pgliteImage();
  return openPglite(undefined, saved ? { image: saved } : {});
}
