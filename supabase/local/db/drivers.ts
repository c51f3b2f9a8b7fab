import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import pg from 'pg';

export interface QueryResult<Row> {
  rows: Row[];
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Runs one or more statements without parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>;
}

/**
 * The one interface the local backend talks to: PGlite by default, PostgreSQL when DATABASE_URL is set.
 * Code that answers HTTP should let Postgres build the JSON (json_agg, to_jsonb) so that both drivers
 * give byte-identical bodies; the drivers parse dates and big integers differently.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The fields both drivers put on a server error; PostgREST and the migration runner read them. */
export interface DatabaseError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isDatabaseError(error: unknown): error is DatabaseError {
  if (!(error instanceof Error)) return false;
  const { code } = error as Error & { code?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * Embedded Postgres in this process; `dataDir` undefined keeps it in memory (tests). `image` is a
 * cluster saved by pgliteClusterImage, started from instead of running initdb (1.4 s → 0.5 s here).
 */
export async function openPglite(dataDir?: string, { image }: { image?: Blob } = {}): Promise<Database> {
  return pgliteDatabase(await PGlite.create(dataDir, { extensions: { pgcrypto }, ...(image ? { loadDataDir: image } : {}) }));
}

/**
 * A new in-memory PGlite cluster, after `prepare` (migrations, say) when given, saved as an uncompressed
 * tarball for openPglite's `image`.
 */
export async function pgliteClusterImage(prepare?: (db: Database) => Promise<unknown>): Promise<Blob> {
  const pglite = await PGlite.create(undefined, { extensions: { pgcrypto } });
  try {
    await prepare?.(await pgliteDatabase(pglite));
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

async function pgliteDatabase(db: PGlite): Promise<Database> {
  await db.exec(`set timezone to 'UTC'`);
  // PGlite has one connection; it queues a query that arrives during another caller's transaction.
  return {
    kind: 'pglite',
    query: async (sql, params) => ({ rows: (await db.query(sql, params ? [...params] : undefined)).rows as never[] }),
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async (sql, params) => ({ rows: (await tx.query(sql, params ? [...params] : undefined)).rows as never[] }),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => db.close(),
  };
}

/** A real PostgreSQL server; the URL's user must be a superuser to create Supabase's roles. */
export async function openPostgres(connectionString: string): Promise<Database> {
  // UTC for every connection, as on Supabase, so timestamps render the same as on PGlite.
  const pool = new pg.Pool({ connectionString, max: 10, options: '-c TimeZone=UTC' });
  let closing = false;
  // An idle connection the server ends (a restart, or a scratch database's `drop … with (force)` racing
  // the pool's own close) leaves the pool; unheard, pg's 'error' event would end the whole process.
  pool.on('error', (error) => {
    if (!closing) console.error('database: an idle connection was closed by the server:', error.message);
  });
  // Fail at start-up, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  const clientQueryable = (client: pg.PoolClient | pg.Pool): Queryable => ({
    query: async (sql, params) => ({ rows: (await client.query(sql, params ? [...params] : undefined)).rows }),
    exec: async (sql) => {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...clientQueryable(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(clientQueryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}
