/**
 * `npm run bench:scale`: the admin dashboard over an agency's years of data. Fills a database at
 * production volumes (bench/lib/scale-data.ts: 100,000 leads, 5 million clicks, 5 million analytics
 * events …), starts the local backend over it in this process, signs in as an admin with supabase-js and
 * times each read the dashboard makes with the dashboard's own query functions (RLS applies), and the
 * writes staff and visitors make. Prints a Markdown table (row, budget, median, max, runs, status, what
 * the answer held, checked against the database where that is cheap), and for every row over budget the
 * plans of its slowest statements: the SQL the backend ran for it, explained as it ran (`explain (analyze,
 * buffers)` under the same role and claims; on PostgreSQL with auto_explain's plans of what ran inside
 * functions). Exits 1 when a row misses its budget, fails or shows a wrong result; 2 when it could not run.
 *
 *   npm run bench:scale [-- --database-url postgres://… --fresh --rows inbox,analytics --pglite]
 *
 * With --database-url (or DATABASE_URL) it uses the database `lead_site_scale` on that server, reused
 * while the marker in its comment says it was filled at these volumes from the current migrations and
 * fill, within the last few days; otherwise (or with --fresh) it drops, recreates, migrates and fills it:
 * minutes on two cores. Without a URL (or with --pglite) it fills an in-memory PGlite at 1 % of
 * the volumes. --rows keeps the rows whose names contain one of the given words. A full run over a filled
 * database takes a few minutes: each row runs once to warm up, then up to 5 times, fewer once its runs add
 * up to three times its budget; a statement is cut off after 10 s.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { settleBackgroundTasks } from '../supabase/functions/_shared/infra/background.ts';
import { ensureAdmin } from '../supabase/local/admin-account.ts';
import { DEVELOPMENT_JWT_SECRET } from '../supabase/local/keys.ts';
import { startLocalBackend, type RunningBackend } from '../supabase/local/server.ts';
import type { AdminClient, Database } from '../src/features/admin/api/admin-database.ts';
import { readFixture, removeBenchWrites, scaleCases } from './lib/scale-cases.ts';
import { COUNTED_TABLES, openScaleDatabase, PGLITE_SCALE, SCALE_DATABASE, withStatementTimeout, type ScaleDatabase } from './lib/scale-database.ts';
import { pgliteExplainer, postgresExplainer } from './lib/scale-explain.ts';
import { formatPlans, planTargets, QueryLog, type ExplainedPlan } from './lib/scale-plans.ts';
import { formatCounts, formatScaleTable, scaleFailures, timeStatus, type RowResult } from './lib/scale-report.ts';
import { Deadline, DEFAULT_RUNS, DEFAULT_TIMEOUT_MS, measureCase, STATEMENT_TIMEOUT_MS } from './lib/scale-runner.ts';
import { log, sendFunctionLogsToStderr, unlimitedFunctionSecrets } from './lib/bench-env.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    fresh: { type: 'boolean', default: false },
    pglite: { type: 'boolean', default: false },
    rows: { type: 'string' },
  },
});

const ADMIN_EMAIL = 'bench-scale-admin@agency.example';
const ADMIN_PASSWORD = 'bench scale admin password';

sendFunctionLogsToStderr();

/** Seconds since `started`, for the part timings. */
const since = (started: number) => (performance.now() - started) / 1000;

function describeDatabase(scale: ScaleDatabase): string[] {
  const where = scale.kind === 'postgres' ? `${scale.serverVersion}, database \`${SCALE_DATABASE}\`` : `${scale.serverVersion} in memory`;
  const filled = `${scale.marker.filledAt.slice(0, 16).replace('T', ' ')} UTC in ${Math.round(scale.marker.fillSeconds)} s from ${scale.marker.migrations.length} migrations`;
  const volumes = scale.kind === 'postgres' ? 'production volumes (productionVolumes)' : `${PGLITE_SCALE * 100} % of production volumes (scaledVolumes(${PGLITE_SCALE}))`;
  const counts = COUNTED_TABLES.map(([table, label]) => [label, scale.marker.rows[table] ?? 0] as const);
  return [
    `- Database: ${where}; ${scale.filledBecause === null ? `reused, filled ${filled}` : `filled now (${scale.filledBecause}), ${filled}`}.`,
    `- Data: ${volumes}: ${formatCounts(counts)}.`,
    `- Method: as a signed-in admin through supabase-js and the local backend (in this process), with the dashboard's own query functions. ` +
      `Each row runs once to warm up, then ${DEFAULT_RUNS} times (the export 3), fewer once its runs add up to three times its budget (3 s at least); ` +
      `status compares the median with the budget. ` +
      (scale.kind === 'postgres'
        ? `A statement is cut off after ${STATEMENT_TIMEOUT_MS / 1000} s (statement_timeout), a run after ${DEFAULT_TIMEOUT_MS / 1000} s (the export 60 s).`
        : 'PGlite cannot cut a statement off: every run goes to its end.'),
  ];
}

async function explainOverBudget(scale: ScaleDatabase, rows: readonly RowResult[], queries: QueryLog): Promise<{ plans: ExplainedPlan[]; missing: string[] }> {
  const over = rows.filter((row) => timeStatus(row) === 'OVER');
  const withQueries = over.map((row) => ({ name: row.name, queries: queries.of(row.name) }));
  const missing = withQueries.filter((row) => row.queries.length === 0).map((row) => row.name);
  const targets = planTargets(withQueries);
  if (targets.length === 0) return { plans: [], missing };
  const explainer = scale.kind === 'postgres' && scale.url ? await postgresExplainer(scale.url, STATEMENT_TIMEOUT_MS) : pgliteExplainer(scale.db);
  const plans: ExplainedPlan[] = [];
  try {
    for (const [index, target] of targets.entries()) {
      log(`  plan ${index + 1}/${targets.length}: ${target.rows[0] ?? ''}${target.rows.length > 1 ? ` (+${target.rows.length - 1})` : ''}`);
      try {
        plans.push({ target, ...(await explainer.explain(target.query)) });
      } catch (error) {
        plans.push({ target, plan: `could not explain: ${error instanceof Error ? error.message : String(error)}`, how: 'explain', nested: [] });
      }
    }
  } finally {
    await explainer.close();
  }
  return { plans, missing };
}

async function main(): Promise<number> {
  const started = performance.now();
  const parts: string[] = [];
  const databaseUrl = values.pglite ? undefined : (values['database-url'] ?? (process.env.DATABASE_URL || undefined));

  let partStarted = performance.now();
  const scale = await openScaleDatabase({ databaseUrl, fresh: values.fresh, log });
  parts.push(`database ${since(partStarted).toFixed(0)} s (${scale.filledBecause === null ? 'reused' : 'filled'})`);

  let backend: RunningBackend | undefined;
  const queries = new QueryLog();
  const deadline = new Deadline();
  const results: RowResult[] = [];
  let plans: { plans: ExplainedPlan[]; missing: string[] } = { plans: [], missing: [] };
  try {
    partStarted = performance.now();
    backend = await startLocalBackend({
      db: scale.kind === 'postgres' ? withStatementTimeout(scale.db, STATEMENT_TIMEOUT_MS) : scale.db,
      jwtSecret: DEVELOPMENT_JWT_SECRET,
      port: 0,
      functionSecrets: (name) => unlimitedFunctionSecrets[name],
      onRestQuery: queries.listener,
    });
    const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }, global: { fetch: deadline.fetch } };
    // As `npm run admin:create` does it: through the Auth admin API with the secret key.
    await ensureAdmin(createClient(backend.url, backend.secretKey, clientOptions), ADMIN_EMAIL, ADMIN_PASSWORD);
    const admin: AdminClient = createClient<Database>(backend.url, backend.publishableKey, clientOptions);
    const signedIn = await admin.auth.signInWithPassword({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    if (signedIn.error) throw signedIn.error;
    const anon = createClient(backend.url, backend.publishableKey, clientOptions);
    const runId = randomUUID().slice(0, 8);
    // What a run that stopped half-way left behind.
    await removeBenchWrites(scale.db);
    const fixture = await readFixture(scale.db, runId);
    parts.push(`backend, sign-in and fixture ${since(partStarted).toFixed(1)} s`);
    log(`bench/scale: ${scale.serverVersion}, backend at ${backend.url}, lead page on ${fixture.detailLead.id}`);

    const wanted = values.rows?.split(',').map((word) => word.trim().toLowerCase()).filter(Boolean);
    const cases = scaleCases({ admin, anon, backendUrl: backend.url, db: scale.db, deadline, fixture, runId, now: new Date() }).filter(
      (scaleCase) => !wanted || wanted.some((word) => scaleCase.name.toLowerCase().includes(word)),
    );
    if (cases.length === 0) throw new Error(`no row matches --rows ${values.rows ?? ''}`);

    partStarted = performance.now();
    try {
      for (const scaleCase of cases) {
        const rowStarted = performance.now();
        const result = await measureCase(scaleCase, deadline, queries);
        results.push(result);
        log(`  ${result.name}: ${timeStatus(result)}, ${result.samples.length} runs, ${since(rowStarted).toFixed(1)} s`);
      }
    } finally {
      await settleBackgroundTasks();
      await removeBenchWrites(scale.db).catch((error: unknown) => log(`bench/scale: could not remove the bench's writes: ${String(error)}`));
    }
    parts.push(`rows ${since(partStarted).toFixed(0)} s`);

    partStarted = performance.now();
    plans = await explainOverBudget(scale, results, queries);
    parts.push(`plans ${since(partStarted).toFixed(0)} s`);
  } finally {
    await backend?.close();
    await scale.db.close();
  }

  const failures = scaleFailures(results);
  const over = results.filter((row) => timeStatus(row) === 'OVER').length;
  const wrong = results.filter((row) => row.check?.ok === false).length;
  const failed = results.filter((row) => timeStatus(row) === 'failed').length;
  const output = [
    '# bench:scale: the admin dashboard at scale',
    '',
    ...describeDatabase(scale),
    '',
    formatScaleTable(results),
    '',
    `${results.length} rows: ${results.length - over - failed} within budget, ${over} over budget, ${failed} failed; ${wrong} with a wrong result.`,
  ];
  if (plans.missing.length > 0) output.push('', `No statement was recorded for: ${plans.missing.join('; ')}.`);
  const planText = formatPlans(plans.plans);
  if (planText) output.push('', planText);
  output.push('', `Took ${since(started).toFixed(0)} s: ${parts.join(', ')}.`);
  console.log(output.join('\n'));
  if (failures.length > 0) {
    console.error(`\nbench/scale: ${failures.length} problem${failures.length === 1 ? '' : 's'}:\n${failures.map((line) => `  ${line}`).join('\n')}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench/scale could not run:', error);
    process.exit(2);
  },
);
