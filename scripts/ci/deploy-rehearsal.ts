/**
 * Deployment rehearsal: the migrations go through the real Supabase CLI onto a database that looks like
 * a project created today, as `supabase db push` does in production. DATABASE_URL names a PostgreSQL
 * server and a superuser; a database of our own is created on it and dropped at the end.
 *
 *   1. bare platform: the local backend's platform bootstrap (roles, auth, extensions, today's default
 *      privileges: no grants in public), and nothing else;
 *   2. supabase db push --yes;
 *   3. supabase migration list: every migration file applied;
 *   4. supabase db lint --level warning --fail-on warning on the schemas the migrations made (plpgsql_check).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPostgres, type Database } from '../../supabase/local/db/drivers.ts';
import { bootstrapPlatform } from '../../supabase/local/db/migrate.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}node_modules/.bin/supabase`;
const API_ROLES = ['anon', 'authenticated', 'service_role'];

class StepFailed extends Error {}

/** What the platform grants the API roles by default on new objects in public: nothing on a project created today. */
async function defaultGrants(db: Database): Promise<string> {
  const { rows } = await db.query<{ kind: string; grants: number }>(
    `select case d.defaclobjtype when 'r' then 'tables' when 'f' then 'functions' when 'S' then 'sequences'
              else d.defaclobjtype::text end as kind, count(*)::int as grants
     from pg_catalog.pg_default_acl d, aclexplode(d.defaclacl) a
     where d.defaclnamespace = 'public'::regnamespace and a.grantee::regrole::text = any ($1::text[])
     group by 1 order by 1`,
    [API_ROLES],
  );
  if (rows.length === 0) return 'none';
  return `${rows.map((row) => `${row.grants} on ${row.kind}`).join(', ')} (the defaults of before 2026-10-30, not today's)`;
}

async function schemas(db: Database): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(
    `select nspname as name from pg_catalog.pg_namespace where nspname !~ '^pg_' and nspname <> 'information_schema'`,
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * Runs the CLI from this checkout (--workdir), with an environment of its own: SUPABASE_* variables
 * would override config.toml, and without the two switches it looks up its telemetry and update hosts
 * (and writes supabase/.temp/cli-latest).
 */
function supabase(args: string[], displayUrl: string, realUrl: string): { status: number; stdout: string } {
  console.info(`$ supabase ${args.join(' ').replace(realUrl, displayUrl)}`);
  const result = spawnSync(CLI, [...args, '--workdir', ROOT], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, SUPABASE_TELEMETRY_DISABLED: '1', SUPABASE_NO_UPDATE_NOTIFIER: '1' },
  });
  if (result.error) throw result.error;
  return { status: result.status ?? 1, stdout: result.stdout };
}

interface LintReport {
  function: string;
  issues: { level: string; message: string; detail?: string; context?: string; statement?: { lineNumber?: string } }[];
}

/** One line per issue: function, line, level, message and the detail that says what to fix. */
function describeLint(stdout: string): string[] {
  let reports: LintReport[];
  try {
    reports = JSON.parse(stdout) as LintReport[];
  } catch {
    return [];
  }
  return reports.flatMap((report) =>
    report.issues.map(
      (issue) =>
        `${report.function} (line ${issue.statement?.lineNumber ?? '?'}): ${issue.level}: ${issue.message}` +
        [issue.detail, issue.context].filter(Boolean).map((part) => `; ${part}`).join(''),
    ),
  );
}

async function rehearse(cliUrl: string, displayUrl: string, db: Database): Promise<void> {
  await bootstrapPlatform(db);
  console.info(`platform bootstrapped; default privileges in public for the API roles: ${await defaultGrants(db)}`);
  const platformSchemas = await schemas(db);

  const push = supabase(['db', 'push', '--db-url', cliUrl, '--yes'], displayUrl, cliUrl);
  process.stdout.write(push.stdout);
  if (push.status !== 0) throw new StepFailed(`supabase db push exited with ${push.status}`);

  const list = supabase(['migration', 'list', '--db-url', cliUrl, '--output-format', 'json'], displayUrl, cliUrl);
  if (list.status !== 0) throw new StepFailed(`supabase migration list exited with ${list.status}`);
  const { migrations } = JSON.parse(list.stdout) as { migrations: { local: string; remote: string }[] };
  const files = readdirSync(`${ROOT}supabase/migrations`).filter((file) => file.endsWith('.sql'));
  const unapplied = migrations.filter((migration) => migration.local !== migration.remote);
  if (unapplied.length > 0 || migrations.length !== files.length) {
    throw new StepFailed(`migration list: ${migrations.length} listed for ${files.length} files, not applied: ${JSON.stringify(unapplied)}`);
  }
  console.info(`migration list: ${files.length} of ${files.length} applied`);

  // The migrations' own schemas: public and whatever they created. Not the platform's (auth, extensions)
  // nor the CLI's history (supabase_migrations).
  const created = [...(await schemas(db))].filter((name) => !platformSchemas.has(name) && name !== 'supabase_migrations');
  const ours = ['public', ...created].join(',');
  const lint = supabase(['db', 'lint', '--db-url', cliUrl, '--schema', ours, '--level', 'warning', '--fail-on', 'warning'], displayUrl, cliUrl);
  const found = describeLint(lint.stdout);
  if (lint.status !== 0) {
    process.stdout.write(lint.stdout);
    throw new StepFailed([`supabase db lint found ${found.length || 'some'} problem(s) in ${ours}:`, ...found.map((line) => `  ${line}`)].join('\n'));
  }
  console.info(`db lint (${ours}): no warnings`);
}

/**
 * Drops the database once the pool's connections are gone: pool.end() resolves before its sockets
 * close, and terminating them (drop … with (force)) makes the pool throw.
 */
async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      // 55006: still in use.
      if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new StepFailed('DATABASE_URL must name a PostgreSQL server and a superuser, e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres');
  const name = `deploy_rehearsal_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The CLI insists on TLS unless told otherwise; a CI server on loopback has none.
  if (!url.searchParams.has('sslmode')) url.searchParams.set('sslmode', 'disable');
  const cliUrl = url.toString();
  const displayUrl = cliUrl.replace(/:[^:@/]*@/, ':***@');

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const started = Date.now();
  const db = await openPostgres(cliUrl);
  try {
    await rehearse(cliUrl, displayUrl, db);
    console.info(`deploy rehearsal: ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    await db.close();
    await dropDatabase(admin, name);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(`deploy rehearsal failed: ${error instanceof StepFailed ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
