/**
 * `npm run bench:load`: the lead functions under load. Starts the local backend in this process on a
 * free port, over an in-memory PGlite (or a scratch database on the PostgreSQL server of
 * --database-url, dropped afterwards), with mail going to the local mailbox. For each function and
 * 1, 10 and 50 concurrent clients it sends distinct submissions and prints throughput, p50/p99
 * latency, 5xx answers, and the submissions stored versus those whose every e-mail was sent.
 * Exits non-zero on any 5xx, any request not answered 2xx, or stored ≠ sent.
 *
 *   npm run bench:load [-- --database-url postgres://… --requests 40 --functions send-contact-email,book-call]
 *
 * --requests sets the requests per run; by default 20 at 1 client, 80 at 10 and 200 at 50.
 *
 * Each lead's e-mails are dispatched in the background right after its answer, as in production. An
 * attempt that fails (under 50 clients the in-process mailbox can miss the transport's 10 s deadline)
 * is retried 30 s later by the cron job; the bench makes those retries due at once and runs the cron's
 * dispatch-email-outbox until the run's outbox is empty, and reports how many e-mails needed it.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { settleBackgroundTasks } from '../supabase/functions/_shared/infra/background.ts';
import type { Database } from '../supabase/local/db/drivers.ts';
import { prepareDatabase } from '../supabase/local/db/migrate.ts';
import { openScratchDatabase } from '../supabase/local/db/open.ts';
import { DEVELOPMENT_JWT_SECRET } from '../supabase/local/keys.ts';
import { startLocalBackend, type RunningBackend } from '../supabase/local/server.ts';
import { runClients } from './lib/load-runner.ts';
import { loadScenarios, type FollowUp, type LoadScenario } from './lib/load-scenarios.ts';
import { checkRun, formatMarkdownTable, summarize, type RunSummary } from './lib/load-stats.ts';
import { drainOutbox } from './lib/outbox-drain.ts';
import { log, sendFunctionLogsToStderr, unlimitedFunctionSecrets } from './lib/bench-env.ts';

const CLIENTS = [1, 10, 50] as const;
const DEFAULT_REQUESTS: Record<(typeof CLIENTS)[number], number> = { 1: 20, 10: 80, 50: 200 };

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    requests: { type: 'string' },
    functions: { type: 'string' },
  },
});
const requestsOption = values.requests === undefined ? undefined : Number(values.requests);
if (requestsOption !== undefined && !(Number.isInteger(requestsOption) && requestsOption > 0)) {
  console.error(`bench/load: --requests must be a positive whole number, not "${values.requests}".`);
  process.exit(1);
}

/** The functions' secrets: mail as the local backend sends it, and the rate limits out of the way of one client address sending thousands. */
sendFunctionLogsToStderr();

async function post(backend: RunningBackend, functionName: string, body: unknown): Promise<{ status: number; answer: unknown }> {
  const response = await fetch(`${backend.url}/functions/v1/${functionName}`, {
    method: 'POST',
    headers: { apikey: backend.publishableKey, Authorization: `Bearer ${backend.publishableKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let answer: unknown = null;
  try {
    answer = JSON.parse(text);
  } catch {
    // Not JSON: the status says enough.
  }
  return { status: response.status, answer };
}

/** Leads whose address starts with `prefix`, how many have every e-mail sent, and how many e-mails took more than one attempt. */
async function storedAndSent(db: Database, prefix: string): Promise<{ stored: number; sent: number; emailsRetried: number }> {
  const { rows } = await db.query<{ stored: number; sent: number; emailsRetried: number }>(
    `select count(*)::int as stored,
            (count(*) filter (where m.messages > 0 and m.messages = m.sent))::int as sent,
            coalesce(sum(m.retried), 0)::int as "emailsRetried"
     from public.leads as l
     cross join lateral (
       select count(*) as messages, count(*) filter (where o.status = 'sent') as sent, count(*) filter (where o.attempts > 1) as retried
       from public.email_outbox as o where o.lead_id = l.id
     ) as m
     where l.email like $1`,
    [`${prefix}%`],
  );
  return rows[0] ?? { stored: 0, sent: 0, emailsRetried: 0 };
}

async function runScenario(backend: RunningBackend, db: Database, scenario: LoadScenario, clients: number, requests: number): Promise<RunSummary> {
  const prefix = `load-${scenario.functionName}-c${clients}-`;
  const followUps: FollowUp[] = [];
  const run = await runClients({
    requests,
    clients,
    send: async (index) => {
      const { status, answer } = await post(backend, scenario.functionName, scenario.body(`${prefix}${index}@example.com`));
      const next = status === 200 ? scenario.followUp?.(answer) : null;
      if (next) followUps.push(next);
      return status;
    },
  });
  // What the site does next (the quiz's notify-new-lead), untimed, as many at once as there were clients.
  await runClients({
    requests: followUps.length,
    clients,
    send: async (index) => {
      const followUp = followUps[index];
      return followUp ? (await post(backend, followUp.functionName, followUp.body)).status : 0;
    },
  });
  // The e-mails go out in the background right after each answer: wait for them, and for the retries, before counting.
  await settleBackgroundTasks();
  await drainOutbox(backend, db, `${prefix}%`);
  return summarize({ functionName: scenario.functionName, clients, ...run, ...(await storedAndSent(db, prefix)) });
}

async function main(): Promise<number> {
  const databaseUrl = values['database-url'];
  const db = await openScratchDatabase(databaseUrl);
  await prepareDatabase(db, { seed: false });
  const backend = await startLocalBackend({ db, jwtSecret: DEVELOPMENT_JWT_SECRET, port: 0, functionSecrets: (name) => unlimitedFunctionSecrets[name] });
  const summaries: RunSummary[] = [];
  const notes: string[] = [];
  try {
    const wanted = values.functions?.split(',').map((name) => name.trim());
    const scenarios = loadScenarios(new Date()).filter((scenario) => !wanted || wanted.includes(scenario.functionName));
    if (scenarios.length === 0) throw new Error(`no lead function matches --functions ${values.functions ?? ''}`);
    log(`bench/load: ${db.kind === 'pglite' ? 'PGlite in memory' : 'PostgreSQL (scratch database)'}, backend at ${backend.url}, ${availableParallelism()} CPUs, Node ${process.version}`);
    for (const scenario of scenarios) {
      // A cold start (handler built, first queries planned) is not what the table is about.
      const warmUp = await post(backend, scenario.functionName, scenario.body(`warm-up-${scenario.functionName}@example.com`));
      if (warmUp.status !== 200) throw new Error(`${scenario.functionName}: the warm-up request was answered ${warmUp.status}: ${JSON.stringify(warmUp.answer)}`);
      let capacity = (scenario.capacity ?? Number.POSITIVE_INFINITY) - 1;
      for (const clients of CLIENTS) {
        let requests = requestsOption ?? DEFAULT_REQUESTS[clients];
        if (requests > capacity) {
          notes.push(`${scenario.functionName} at ${clients} clients: ${requests} requested, ${capacity} sent (one booking per slot; the free slots ran out)`);
          requests = capacity;
        }
        if (requests <= 0) continue;
        capacity -= requests;
        const summary = await runScenario(backend, db, scenario, clients, requests);
        log(`  ${scenario.functionName} × ${clients}: ${summary.requests} requests, ${summary.throughput.toFixed(1)} req/s`);
        summaries.push(summary);
      }
    }
  } finally {
    await settleBackgroundTasks();
    await backend.close();
    await db.close();
  }

  console.log(formatMarkdownTable(summaries));
  for (const note of notes) console.log(`\n${note}`);
  const failures = summaries.flatMap(checkRun);
  if (failures.length > 0) {
    console.error(`\nbench/load failed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    return 1;
  }
  const total = summaries.reduce((sum, summary) => sum + summary.stored, 0);
  console.log(`\n${total} submissions stored, every one with all its e-mails sent; no 5xx.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench/load failed to run:', error);
    process.exit(1);
  },
);
