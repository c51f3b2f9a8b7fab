/**
 * Explains a statement the local backend ran, as it ran it: in a transaction acting as its caller
 * (actAs: the same role, claims and request settings, so RLS applies), read-only where the request
 * was, always rolled back (EXPLAIN ANALYZE runs the statement, writes included).
 *
 * On PostgreSQL the explaining connection also loads auto_explain with log_nested_statements, so the
 * statements inside a function (the inbox summary, the analytics panels: SQL functions with their own
 * search_path, which the planner never inlines) get their plans too; they arrive as notices.
 * PGlite has no auto_explain: there a function call's plan is its one Function Scan.
 */
import pg from 'pg';
import type { Database, Queryable } from '../../supabase/local/db/drivers.ts';
import { actAs } from '../../supabase/local/db/as-caller.ts';
import type { RestQuery } from '../../supabase/local/rest/index.ts';
import { STATEMENT_TIMEOUT_CODE } from './scale-plans.ts';

export interface Explanation {
  plan: string;
  how: string;
  nested: string[];
}

export interface Explainer {
  explain(query: RestQuery): Promise<Explanation>;
  close(): Promise<void>;
}

/** Nested plans quicker than this are left out (the role check every policy makes, say). */
const NESTED_MIN_MS = 1;

const ANALYZE = 'explain (analyze, buffers)';
const ESTIMATE = 'explain';

function planText(rows: readonly Record<string, unknown>[]): string {
  return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

/** A statement the run cut off is only estimated: analysing it would run into the time limit again. */
function firstHow(query: RestQuery): string {
  return query.errorCode === STATEMENT_TIMEOUT_CODE ? ESTIMATE : ANALYZE;
}

/** How the plan was taken, as the report says it. */
function howLabel(query: RestQuery, how: string): string {
  return how === ESTIMATE && query.errorCode === STATEMENT_TIMEOUT_CODE ? `${ESTIMATE} (the run cut it off, so it is not run again)` : how;
}

/** On PostgreSQL: a connection of its own, with auto_explain where the server has it. */
export async function postgresExplainer(url: string, timeoutMs: number): Promise<Explainer> {
  const client = new pg.Client({ connectionString: url, options: '-c TimeZone=UTC' });
  await client.connect();
  const notices: string[] = [];
  client.on('notice', (notice) => notices.push(notice.message ?? ''));
  const nestedAvailable = await client.query(`load 'auto_explain'`).then(
    () => true,
    () => false,
  );
  const queryable: Queryable = {
    query: async (sql, params) => ({ rows: (await client.query(sql, params ? [...params] : undefined)).rows }),
    exec: async (sql) => {
      await client.query(sql);
    },
  };

  const attempt = async (query: RestQuery, how: string): Promise<Explanation> => {
    await client.query('begin');
    try {
      await client.query(`set local statement_timeout = ${Math.round(timeoutMs)}`);
      const analyze = how === ANALYZE;
      if (nestedAvailable && analyze) {
        // Superuser settings, made before actAs drops to the caller's role.
        await client.query(`set local auto_explain.log_min_duration = '${NESTED_MIN_MS}ms'`);
        await client.query('set local auto_explain.log_analyze = on');
        await client.query('set local auto_explain.log_buffers = on');
        await client.query('set local auto_explain.log_nested_statements = on');
        await client.query(`set local auto_explain.log_level = 'notice'`);
      }
      await actAs(queryable, query.caller, query.request);
      if (query.readOnly) await client.query('set transaction read only');
      notices.length = 0;
      const { rows } = await client.query(`${how} ${query.sql}`, [...query.params]);
      // auto_explain logs the EXPLAIN itself as well; what is left ran inside.
      const nested = notices.filter((notice) => !/Query Text: explain/i.test(notice));
      return { plan: planText(rows), how, nested };
    } finally {
      await client.query('rollback');
    }
  };

  return {
    explain: async (query) => {
      const how = firstHow(query);
      try {
        const explanation = await attempt(query, how);
        return { ...explanation, how: howLabel(query, how) };
      } catch (error) {
        if (errorCode(error) !== STATEMENT_TIMEOUT_CODE || how === ESTIMATE) throw error;
        const estimated = await attempt(query, ESTIMATE);
        return { ...estimated, how: `${ESTIMATE} (analysing ran past ${Math.round(timeoutMs / 1000)} s)` };
      }
    },
    close: () => client.end(),
  };
}

class Rollback {
  constructor(readonly explanation: Explanation) {}
}

/** On PGlite: the backend's own database, in a transaction thrown away. */
export function pgliteExplainer(db: Database): Explainer {
  return {
    explain: async (query) => {
      const how = firstHow(query);
      try {
        await db.transaction(async (tx) => {
          await actAs(tx, query.caller, query.request);
          if (query.readOnly) await tx.exec('set transaction read only');
          const { rows } = await tx.query<Record<string, unknown>>(`${how} ${query.sql}`, query.params);
          throw new Rollback({ plan: planText(rows), how: howLabel(query, how), nested: [] });
        });
      } catch (error) {
        if (error instanceof Rollback) return error.explanation;
        throw error;
      }
      throw new Error('unreachable: the explain transaction always rolls back');
    },
    close: async () => undefined,
  };
}
