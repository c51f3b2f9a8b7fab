import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteClusterImage } from '../../supabase/local/db/drivers.ts';
import { prepareDatabase } from '../../supabase/local/db/migrate.ts';
import { databaseUrlFor, onServer } from '../../supabase/local/db/open.ts';
import type {} from './migrated-template.ts';

/**
 * Migrates one database for the whole run instead of one for each of the backend's ~150 test databases,
 * which then start as copies of it (tests/backend/migrated-template.ts): on PGlite a saved cluster, which
 * also spares initdb; on PostgreSQL a template database for CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `lead_site_template_${randomBytes(6).toString('hex')}`;
    await onServer(databaseUrl, `create database ${name}`);
    const db = await openPostgres(databaseUrlFor(databaseUrl, name));
    try {
      await prepareDatabase(db, { seed: false });
    } finally {
      await db.close();
    }
    project.provide('migratedTemplate', { kind: 'postgres', name });
    return () => onServer(databaseUrl, `drop database if exists ${name} with (force)`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'pglite-template-'));
  const bare = join(dir, 'bare.tar');
  const migrated = join(dir, 'migrated.tar');
  await writeFile(bare, Buffer.from(await (await pgliteClusterImage()).arrayBuffer()));
  const prepared = await pgliteClusterImage((db) => prepareDatabase(db, { seed: false }));
  await writeFile(migrated, Buffer.from(await prepared.arrayBuffer()));
  project.provide('migratedTemplate', { kind: 'pglite', bare, migrated });
  return () => rm(dir, { recursive: true, force: true });
}
