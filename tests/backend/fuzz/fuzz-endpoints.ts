/**
 * Fuzzing every edge function and every /api beacon over HTTP against the local backend: at least
 * 1,000 generated invalid bodies each (tests/backend/fuzz/body-generator.ts: malformed JSON, wrong
 * types, missing and extra fields, megabyte bodies, NUL bytes, long and broken Unicode, prototype-
 * pollution keys, odd content types). Every answer is a 4xx with field issues (or, for the two
 * endpoints that take no body, their refusal), never a 5xx, never a stack trace, always with CORS
 * headers; afterwards no table holds a row more, no e-mail went out and no prototype was polluted.
 *
 * The endpoints are fuzzed in two files, each on a backend of its own, so that the two test workers
 * share the work (one file took 125 s of one worker): fuzz-lead-intake.test.ts for the functions that
 * create leads (the slowest to answer), fuzz-other-endpoints.test.ts for the rest.
 *
 * Reproduce a failure with the seed it prints: FUZZ_SEED=<seed> npx vitest run --project backend tests/backend/fuzz-<part>.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBackgroundTasks } from '../../../supabase/functions/_shared/infra/background.ts';
import { beaconFunctions, functionFactories } from '../../../supabase/local/functions.ts';
import { generateBodies, preview, type FuzzBody } from './body-generator.ts';
import { fuzzTargets, GENERIC_TARGET } from './targets.ts';
import type { TestBackend } from '../harness.ts';
import { startLeadBackend } from '../lead-test-kit.ts';

const SEED = process.env.FUZZ_SEED ?? 'issue-9-fuzz';
const BODIES_PER_ENDPOINT = 1_000;
/** Requests in flight at once: enough to keep the server busy, few enough for a shared two-core machine. */
const CONCURRENCY = 8;

/** The endpoints that take no body refuse before reading one: the probe and the calendar feed are GET only, the cron endpoints want a secret key. */
const REFUSED_BEFORE_READING: Record<string, number> = { health: 405, 'staff-calendar': 405, 'dispatch-email-outbox': 401, 'dispatch-webhooks': 401 };
/** Answers about the body: invalid fields (400), too large (413), not JSON (415). Each carries issues. */
const BODY_STATUSES = new Set([400, 413, 415]);

const STACK_TRACE = [/\n\s*at\s/, /\bat\s+\S+\s+\(/, /\.(?:[cm]?[jt]sx?):\d+/, /\b[A-Z]\w*Error\b:/, /\bError:\s/, /node_modules/, /file:\/\//];

interface Route {
  /** The function it reaches (the key of functionFactories). */
  name: string;
  path: string;
  /** The site calls functions with the anon key (supabase-js); beacons go without any (sendBeacon). */
  withKey: boolean;
}

/** The dashboard's function answers only an admin's session: without one, every body would get the same 401. */
const ADMIN_SESSION_FUNCTIONS: ReadonlySet<string> = new Set(['staff-booking']);

const allRoutes: Route[] = [
  ...Object.keys(functionFactories).map((name) => ({ name, path: `/functions/v1/${name}`, withKey: true })),
  ...[...beaconFunctions].map((name) => ({ name, path: `/api/${name}`, withKey: false })),
];

/** The functions that create leads: each body passes the per-client limit on the database before it is read. */
const LEAD_INTAKE = new Set(['send-contact-email', 'submit-resource-download', 'exit-intent-signup', 'submit-lead', 'notify-new-lead']);

/** Which endpoints a fuzz file takes. */
export type FuzzPart = 'lead-intake' | 'other-endpoints';

/** Registers the fuzzing of one part's endpoints, on a backend of its own, in the calling test file. */
export function fuzzEndpoints(part: FuzzPart): void {
  const routes = allRoutes.filter((route) => LEAD_INTAKE.has(route.name) === (part === 'lead-intake'));
  let backend: TestBackend;
  let targets: Awaited<ReturnType<typeof fuzzTargets>>;
  let rowsBefore: Record<string, number>;
  let mailBefore: number;
  let adminAccessToken = '';
  const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
  const timing = { requests: 0, started: 0 };

  /** Every table of the public schema, found in the catalog, so that a new table is counted too. */
  async function rowCounts(): Promise<Record<string, number>> {
    const { rows: tables } = await backend.db.query<{ name: string }>(
      `select c.relname as name
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await backend.db.query<{ count: number }>(`select count(*)::int as count from public.${JSON.stringify(name)}`);
      counts[name] = rows[0]?.count ?? -1;
    }
    return counts;
  }

  async function mailCount(): Promise<number> {
    const response = await fetch(`${backend.url}/mailbox/messages`);
    return ((await response.json()) as { messages: unknown[] }).messages.length;
  }

  beforeAll(async () => {
    backend = await startLeadBackend({
      // The lead functions' rate limits would answer 429 long before the 1,000th body.
      secrets: {
        LEAD_RATE_LIMIT_PER_IP: '100000',
        LEAD_RATE_LIMIT_PER_FUNCTION: '100000',
        LEAD_RATE_LIMIT_PER_EMAIL: '100000',
        BOOKING_LIVE_LIMIT_PER_IP: '100000',
        BOOKING_LIVE_LIMIT_PER_EMAIL: '100000',
      },
    });
    targets = await fuzzTargets(new Date());
    const adminId = await backend.insertUser('fuzz-admin@agency.example', { admin: true });
    adminAccessToken = await backend.accessTokenFor(adminId, 'fuzz-admin@agency.example');
    rowsBefore = await rowCounts();
    mailBefore = await mailCount();
    timing.started = performance.now();
  });

  afterAll(async () => {
    const seconds = (performance.now() - timing.started) / 1000;
    console.info(`fuzz: ${timing.requests} bodies to ${routes.length} endpoints in ${seconds.toFixed(1)} s (${Math.round(timing.requests / seconds)}/s), seed ${JSON.stringify(SEED)}`);
    await backend.stop();
  });

  function send(route: Route, body: FuzzBody): Promise<Response> {
    const headers: Record<string, string> = {
      // Each body its own client for the beacons' per-client limit: a 429 must not hide the answer under test.
      'user-agent': `fuzz/${SEED}/${route.name}/${body.index}`,
      origin: 'http://localhost:5173',
    };
    if (route.withKey) {
      headers.apikey = backend.publishableKey;
      headers.authorization = `Bearer ${ADMIN_SESSION_FUNCTIONS.has(route.name) ? adminAccessToken : backend.publishableKey}`;
    }
    // As each caller sends by default: supabase-js JSON for functions, sendBeacon's text/plain for /api.
    const contentType = body.contentType === undefined ? (route.withKey ? 'application/json' : 'text/plain;charset=UTF-8') : body.contentType;
    if (contentType !== null) headers['content-type'] = contentType;
    return fetch(`${backend.url}${route.path}`, { method: 'POST', headers, body: body.bytes });
  }

  /** What is wrong with one answer, or null when it is what the contract asks for. */
  async function problemWith(route: Route, response: Response): Promise<string | null> {
    const text = await response.text();
    const problems: string[] = [];
    const expected = REFUSED_BEFORE_READING[route.name];
    if (response.status >= 500) problems.push('a 5xx');
    else if (expected !== undefined ? response.status !== expected : !BODY_STATUSES.has(response.status)) {
      problems.push(`status ${response.status}, expected ${expected ?? [...BODY_STATUSES].join('/')}`);
    }
    if (response.headers.get('access-control-allow-origin') !== '*') problems.push('no CORS header');
    if (STACK_TRACE.some((pattern) => pattern.test(text))) problems.push('a stack trace');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      problems.push('a body that is not JSON');
    }
    const answer = (json ?? {}) as { error?: unknown; issues?: unknown };
    if (typeof answer.error !== 'string' || answer.error === '') problems.push('no error message');
    if (BODY_STATUSES.has(response.status)) {
      const issues = answer.issues;
      const wellFormed =
        Array.isArray(issues) &&
        issues.length > 0 &&
        issues.every((issue: { path?: unknown; message?: unknown }) => typeof issue.path === 'string' && typeof issue.message === 'string' && issue.message !== '');
      if (!wellFormed) problems.push('no field issues');
    }
    return problems.length > 0 ? `${problems.join(', ')}: ${response.status} ${text.slice(0, 300)}` : null;
  }

  /** Sends every body, `CONCURRENCY` at a time; the failures, each with what reproduces it. */
  async function fuzz(route: Route, bodies: FuzzBody[]): Promise<string[]> {
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < bodies.length) {
        const body = bodies[next] as FuzzBody;
        next += 1;
        let problem: string | null;
        try {
          problem = await problemWith(route, await send(route, body));
        } catch (error) {
          problem = `no answer: ${error instanceof Error ? error.message : String(error)}`;
        }
        timing.requests += 1;
        if (problem) failures.push(`#${body.index} ${body.family} (${body.detail}) [${body.decorations.join(', ')}] ${preview(body.bytes, 80)} → ${problem}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return failures;
  }

  describe(`fuzzing the ${part === 'lead-intake' ? 'functions that create leads' : 'other functions and the beacons'}`, () => {
    if (part === 'other-endpoints') {
      it('has a fuzz target with a valid example for every function', () => {
        const missing = Object.keys(functionFactories).filter((name) => !Object.hasOwn(targets, name));
        expect(missing, 'add an example body for these to tests/backend/fuzz/targets.ts').toEqual([]);
      });
    }

    it.each(routes)('$path: 1,000 generated bodies, each answered 4xx with field issues', async (route) => {
      const target = targets[route.name] ?? GENERIC_TARGET;
      const seed = `${SEED}:${route.path}`;
      const bodies = generateBodies(target, { seed, count: BODIES_PER_ENDPOINT });
      const failures = await fuzz(route, bodies);
      expect(failures.slice(0, 10), `${failures.length} of ${bodies.length} bodies answered wrongly; FUZZ_SEED=${JSON.stringify(SEED)} (body seed ${seed})`).toEqual([]);
    }, 60_000);

    it('stored nothing, sent no e-mail and polluted no prototype', async () => {
      await settleBackgroundTasks();
      expect(await rowCounts()).toEqual(rowsBefore);
      expect(await mailCount()).toBe(mailBefore);
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(timing.requests).toBeGreaterThanOrEqual(routes.length * BODIES_PER_ENDPOINT);
    });
  });
}
