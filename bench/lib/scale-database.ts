/**
 * The scale bench's database: `lead_site_scale` on a PostgreSQL server, filled at production volumes once
 * and reused while its marker (scale-marker.ts) says it still matches, or an in-memory PGlite at a
 * hundredth of them. Filling migrates as production is migrated, runs scale-data.ts's statements in one
 * transaction, builds the analytics rollups as the scheduled job would (where the migrations have them),
 * and vacuums, so that the reads meet settled tables as a database that has been live for years.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../supabase/local/db/drivers.ts';
import { listMigrations, MIGRATIONS_DIR, prepareDatabase } from '../../supabase/local/db/migrate.ts';
import { formatScaleMarker, parseScaleMarker, refillReason, type ScaleMarker, type ScaleMarkerExpectation } from './scale-marker.ts';
import { productionVolumes, scaledVolumes, scaleDataStatements, type ScaleVolumes } from './scale-data.ts';

export const SCALE_DATABASE = 'lead_site_scale';
/** PGlite is one in-memory process: a hundredth of production keeps its fill under a minute. */
export const PGLITE_SCALE = 0.01;

/** The tables whose rows the header reports, with the words it uses. */
export const COUNTED_TABLES = [
  ['leads', 'leads'],
  ['lead_events', 'lead events'],
  ['lead_notes', 'notes'],
  ['call_bookings', 'bookings'],
  ['agreement_acceptances', 'agreement acceptances'],
  ['email_outbox', 'e-mails'],
  ['heatmap_clicks', 'clicks'],
  ['heatmap_scroll_samples', 'scroll samples'],
  ['analytics_events', 'analytics events'],
  ['consent_records', 'consent records'],
] as const;

export interface ScaleDatabase {
  /** As superuser: for the fill, the bench's own counts and its clean-up. The backend runs over it too. */
  db: Database;
  kind: 'postgres' | 'pglite';
  /** The database's URL on PostgreSQL (the explainer opens a connection of its own to it). */
  url?: string;
  volumes: ScaleVolumes;
  /** Null when the data was reused; otherwise why it was filled (always so on PGlite). */
  filledBecause: string | null;
  marker: Pick<ScaleMarker, 'filledAt' | 'fillSeconds' | 'rows' | 'migrations'>;
  /** `PostgreSQL 15.13`, `PGlite (PostgreSQL 17.5)`. */
  serverVersion: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What a fill from the current checkout would be: volumes, migrations and digests. */
export async function currentExpectation(volumes: ScaleVolumes): Promise<ScaleMarkerExpectation> {
  const migrations = (await listMigrations()).map((migration) => migration.file);
  const contents = await Promise.all(migrations.map(async (file) => `${file}\n${await readFile(`${MIGRATIONS_DIR}/${file}`, 'utf8')}`));
  return {
    volumes,
    migrations,
    migrationsDigest: sha256(contents.join('\n')),
    dataDigest: sha256(scaleDataStatements(volumes).join('\n;\n')),
  };
}

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const selects = COUNTED_TABLES.map(([table]) => `(select count(*) from public.${table})::int as ${table}`).join(', ');
  const { rows } = await db.query<Record<string, number>>(`select ${selects}`);
  return rows[0] ?? {};
}

/** Fills a migrated database; returns the seconds it took, rollups and vacuum included. */
async function fill(db: Database, volumes: ScaleVolumes, log: (line: string) => void): Promise<number> {
  const started = performance.now();
  // One transaction: the statements share a temporary table and switch triggers off for the session.
  await db.transaction(async (tx) => {
    for (const sql of scaleDataStatements(volumes)) {
      const statementStarted = performance.now();
      await tx.exec(sql);
      log(`  ${((performance.now() - statementStarted) / 1000).toFixed(1)} s  ${sql.replace(/\s+/g, ' ').slice(0, 70)}`);
    }
  });
  const { rows } = await db.query<{ present: boolean }>(
    `select exists (select 1 from pg_catalog.pg_proc as p join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
                    where n.nspname = 'private' and p.proname = 'refresh_analytics_rollups') as present`,
  );
  if (rows[0]?.present) {
    const rollupsStarted = performance.now();
    await db.query('select private.refresh_analytics_rollups()');
    log(`  ${((performance.now() - rollupsStarted) / 1000).toFixed(1)} s  select private.refresh_analytics_rollups()`);
  }
  const vacuumStarted = performance.now();
  await db.exec('vacuum analyze');
  log(`  ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s  vacuum analyze`);
  return (performance.now() - started) / 1000;
}

async function serverVersion(db: Database): Promise<string> {
  const { rows } = await db.query<{ version: string }>(`select current_setting('server_version') as version`);
  const version = rows[0]?.version.split(' ')[0] ?? '?';
  return db.kind === 'pglite' ? `PGlite (PostgreSQL ${version})` : `PostgreSQL ${version}`;
}

/** `lead_site_scale` on the server of `serverUrl`: reused when its marker matches, else dropped, created, migrated and filled. */
async function openOnPostgres(serverUrl: string, options: { fresh: boolean; log: (line: string) => void }): Promise<ScaleDatabase> {
  const volumes = productionVolumes;
  const expected = await currentExpectation(volumes);
  const url = new URL(serverUrl);
  url.pathname = `/${SCALE_DATABASE}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ comment: string | null }>(
      `select pg_catalog.shobj_description(oid, 'pg_database') as comment from pg_catalog.pg_database where datname = $1`,
      [SCALE_DATABASE],
    );
    const existing = rows[0];
    const marker = existing ? parseScaleMarker(existing.comment) : null;
    const reason = options.fresh ? 'asked for with --fresh' : existing ? refillReason(marker, expected, new Date()) : 'it does not exist yet';
    if (reason === null && marker) {
      const db = await openPostgres(url.toString());
      return { db, kind: 'postgres', url: url.toString(), volumes, filledBecause: null, marker, serverVersion: await serverVersion(db) };
    }
    options.log(`bench/scale: filling ${SCALE_DATABASE} because ${reason ?? 'its marker is unreadable'} (about 4 minutes)`);
    await admin.query(`drop database if exists ${SCALE_DATABASE} with (force)`);
    await admin.query(`create database ${SCALE_DATABASE}`);
    const db = await openPostgres(url.toString());
    try {
      await prepareDatabase(db, { seed: false });
      const fillSeconds = await fill(db, volumes, options.log);
      const filled: ScaleMarker = { bench: 'scale', ...expected, filledAt: new Date().toISOString(), fillSeconds, rows: await rowCounts(db) };
      // Written last: a fill that failed half-way leaves no marker, and the next run starts again.
      await admin.query(`comment on database ${SCALE_DATABASE} is '${formatScaleMarker(filled).replace(/'/g, "''")}'`);
      return { db, kind: 'postgres', url: url.toString(), volumes, filledBecause: reason ?? 'its marker is unreadable', marker: filled, serverVersion: await serverVersion(db) };
    } catch (error) {
      await db.close();
      throw error;
    }
  } finally {
    await admin.end();
  }
}

async function openOnPglite(options: { log: (line: string) => void }): Promise<ScaleDatabase> {
  const volumes = scaledVolumes(PGLITE_SCALE);
  const db = await openPglite();
  try {
    await prepareDatabase(db, { seed: false });
    options.log(`bench/scale: filling PGlite in memory at ${PGLITE_SCALE * 100} % of production volumes`);
    const fillSeconds = await fill(db, volumes, options.log);
    const { migrations } = await currentExpectation(volumes);
    return {
      db,
      kind: 'pglite',
      volumes,
      filledBecause: 'PGlite lives in memory',
      marker: { filledAt: new Date().toISOString(), fillSeconds, rows: await rowCounts(db), migrations },
      serverVersion: await serverVersion(db),
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

export function openScaleDatabase(options: { databaseUrl: string | undefined; fresh: boolean; log: (line: string) => void }): Promise<ScaleDatabase> {
  return options.databaseUrl ? openOnPostgres(options.databaseUrl, options) : openOnPglite(options);
}

/**
 * The backend's database with every transaction limited to `ms` per statement (PostgreSQL's
 * statement_timeout; PGlite has no timer to stop a statement with), so a read that would run for
 * minutes is cut off and reported instead of holding the bench.
 */
export function withStatementTimeout(db: Database, ms: number): Database {
  return {
    ...db,
    transaction: (work) =>
      db.transaction(async (tx) => {
        await tx.exec(`set local statement_timeout = ${Math.round(ms)}`);
        return work(tx);
      }),
  };
}
