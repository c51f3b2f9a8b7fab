import { rm, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { pgliteClusterImage } from '../../supabase/local/db/database.ts';
import type {} from './pglite-image.ts';

/**
 * Runs initdb once for the run instead of once for each of the backend's ~150 in-memory databases:
 * the cluster is saved to a file that every test database starts from.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteImagePath', '');
    return async () => undefined;
  }
  const dir = await mkdtemp(join(tmpdir(), 'pglite-image-'));
  const path = join(dir, 'cluster.tar');
  await writeFile(path, Buffer.from(await (await pgliteClusterImage()).arrayBuffer()));
  project.provide('pgliteImagePath', path);
  return () => rm(dir, { recursive: true, force: true });
}
