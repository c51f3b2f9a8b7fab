/**
 * Every edge function under real Deno, as Supabase deploys it: supabase/functions/<name>/index.ts with its
 * own deno.json, an environment holding only what the platform gives plus the function secrets the local
 * backend gives, talking to the local backend (started here, in-process, on in-memory PGlite or a scratch
 * database on DATABASE_URL's server). Each function gets one valid and one
 * invalid request (scripts/ci/function-checks.ts); one line per function, exit 1 on any mismatch.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { identitySender } from '../../supabase/functions/_shared/rules/content/site-identity.ts';
import { prepareDatabase } from '../../supabase/local/db/migrate.ts';
import type { Queryable } from '../../supabase/local/db/drivers.ts';
import { openScratchDatabase } from '../../supabase/local/db/open.ts';
import { DEVELOPMENT_JWT_SECRET } from '../../supabase/local/keys.ts';
import { startLocalBackend, type RunningBackend } from '../../supabase/local/server.ts';
import { functionChecks, Mismatch, type Answer, type Call, type CheckContext } from './function-checks.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FUNCTIONS_DIR = `${ROOT}supabase/functions`;
const DENO = `${ROOT}node_modules/.bin/deno`;
/** A cold start with a warm module cache takes a second or two; far longer means it hangs. */
const BOOT_TIMEOUT_MS = 60_000;

interface Platformed {
  /** SUPABASE_URL and the key variables, exactly as the Edge Runtime sets them. */
  env: Record<string, string>;
  /** What the site sends as apikey and bearer. */
  browserKey: string;
  /** What Supabase Cron and other servers send. */
  serverKey: string;
}

/**
 * What the platform gives the functions and the callers: SUPABASE_URL, SUPABASE_PUBLISHABLE_KEYS,
 * SUPABASE_SECRET_KEYS and SUPABASE_JWKS, and the publishable and secret keys.
 */
function platformOf(backend: RunningBackend): Platformed {
  return { env: backend.platformEnv, browserKey: backend.publishableKey, serverKey: backend.secretKey };
}

/**
 * The secrets `npm run backend` gives the functions without a secrets file (LOCAL_FUNCTION_SECRET_DEFAULTS
 * in supabase/local/main.ts), and the mailbox it points them at (functionEnvFor in supabase/local/server.ts).
 * Nothing from this process's environment: a function that needs more must say so here.
 */
function functionEnv(platform: Platformed, backendUrl: string): Record<string, string> {
  return {
    EMAIL_FROM: identitySender(),
    TEAM_NOTIFICATION_EMAIL: 'team@example.com',
    SITE_URL: 'http://localhost:5173',
    ...platform.env,
    LOCAL_MAILBOX_URL: `${backendUrl}/mailbox/messages`,
  };
}

/**
 * Deno's own settings, not the function's: the module cache cacheModules filled, a free
 * port of its own for Deno.serve (DENO_SERVE_ADDRESS, honoured by Deno 2.9), and plain output.
 */
function runtimeEnv(): Record<string, string> {
  const info = spawnSync(DENO, ['info', '--json'], { encoding: 'utf8' });
  const { denoDir } = JSON.parse(info.stdout) as { denoDir: string };
  return { DENO_DIR: denoDir, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', NO_COLOR: '1' };
}

/**
 * Fills the module cache for each function with this process's environment (the registry, its
 * certificates), as a deployment bundles the imports; the functions then run with --cached-only.
 */
function cacheModules(names: string[]): void {
  for (const name of names) {
    const dir = `${FUNCTIONS_DIR}/${name}`;
    const result = spawnSync(DENO, ['cache', '--config', `${dir}/deno.json`, `${dir}/index.ts`], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`deno cache of ${name} failed (${result.status ?? result.signal})`);
  }
}

interface RunningFunction {
  url: string;
  bootMs: number;
  /** What the function printed so far (Deno's banner, its console). */
  output(): string;
  stop(): Promise<void>;
}

type Booted = { ok: true; fn: RunningFunction } | { ok: false; reason: string; output: string };

/** Starts supabase/functions/<name>/index.ts under Deno; resolves once it listens, never rejects. */
function startFunction(name: string, env: Record<string, string>): Promise<Booted> {
  const dir = `${FUNCTIONS_DIR}/${name}`;
  const started = Date.now();
  const child = spawn(
    DENO,
    ['run', '--cached-only', '--no-prompt', '--config', `${dir}/deno.json`, '--allow-net', '--allow-env', '--allow-read', `${dir}/index.ts`],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve) => {
    let settled = false;
    const settle = (booted: Booted) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(booted);
    };
    const fail = (reason: string) => {
      child.kill();
      settle({ ok: false, reason, output });
    };
    const timer = setTimeout(() => fail(`did not listen within ${BOOT_TIMEOUT_MS / 1000} s`), BOOT_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Listening on (http:\/\/[\w.:[\]-]+)/.exec(output)?.[1];
      if (!url) return;
      settle({
        ok: true,
        fn: {
          url,
          bootMs: Date.now() - started,
          output: () => output,
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill();
            await exited;
          },
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code, signal) => fail(`exited (${code ?? signal}) before listening`));
  });
}

let lastClient = 0;

/** Requests as the site, a beacon or Supabase Cron sends them, each from a client address of its own. */
function callerFor(name: string, fn: RunningFunction, platform: Platformed): Call {
  return async ({ method = 'POST', query, body, key = 'browser', session }) => {
    lastClient += 1;
    // The platform's edge names the client as the local backend's gateway does (forwardedByTheEdge in
    // supabase/local/server.ts): CF-Connecting-IP, and appended to the X-Forwarded-For the client sent.
    // The rate limits key on it.
    const client = `198.51.100.${lastClient % 250}`;
    const headers: Record<string, string> = { 'CF-Connecting-IP': client, 'X-Forwarded-For': `203.0.113.9, ${client}` };
    if (key !== 'none') {
      const value = key === 'server' ? platform.serverKey : platform.browserKey;
      headers.apikey = value;
      headers.Authorization = `Bearer ${session ?? value}`;
    }
    // navigator.sendBeacon sends a string as text/plain.
    if (body !== undefined) headers['Content-Type'] = key === 'none' ? 'text/plain;charset=UTF-8' : 'application/json';
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    const response = await fetch(`${fn.url}/${name}${search}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: the text itself shows in a mismatch.
    }
    return { status: response.status, body: parsed } satisfies Answer;
  };
}

/**
 * Creates an admin with a password straight in the database (as `npm run admin:create` does) and signs
 * them in through the backend's Auth, so the token is signed as this platform signs sessions.
 */
async function signInAdmin(db: Queryable, backendUrl: string, browserKey: string, email: string): Promise<string> {
  const password = `ci-${Math.random().toString(36).slice(2)}-password`;
  await db.query(
    `with created as (
       insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data)
       values ($1, extensions.crypt($2, extensions.gen_salt('bf', 4)), now(), '{"provider":"email","providers":["email"]}')
       returning id
     )
     insert into public.user_roles (user_id, role) select id, 'admin' from created`,
    [email, password],
  );
  const response = await fetch(`${backendUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: browserKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = (await response.json()) as { access_token?: string };
  if (!response.ok || !session.access_token) throw new Error(`signing in ${email} failed: ${response.status} ${JSON.stringify(session)}`);
  return session.access_token;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const names = readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name);
  const checked = Object.keys(functionChecks).filter((name) => names.includes(name));
  const order = [...checked, ...names.filter((name) => !checked.includes(name)).sort()];

  cacheModules(order);
  const db = await openScratchDatabase(process.env.DATABASE_URL);
  let backend: RunningBackend | undefined;
  const running: RunningFunction[] = [];
  let failures = 0;
  try {
    await prepareDatabase(db, { seed: false });
    backend = await startLocalBackend({ db, jwtSecret: DEVELOPMENT_JWT_SECRET, port: 0 });
    const keys = platformOf(backend);
    const env = { ...functionEnv(keys, backend.url), ...runtimeEnv() };
    console.info(`functions under Deno: ${order.length} functions, ${db.kind} database, backend ${backend.url}`);
    console.info(`function environment: ${Object.keys(env).sort().join(', ')}`);

    // All boot at once (each on a port of its own); the checks then run one function at a time, in order.
    const booting = new Map(order.map((name) => [name, startFunction(name, env)]));
    const runId = Date.now().toString(36);
    const backendUrl = backend.url;
    const context: CheckContext = {
      db,
      mailboxUrl: `${backend.url}/mailbox/messages`,
      runId,
      signInAdmin: () => signInAdmin(db, backendUrl, keys.browserKey, `ci-admin-${runId}@agency.example`),
    };
    for (const name of order) {
      const booted = await (booting.get(name) as Promise<Booted>);
      if (!booted.ok) {
        failures += 1;
        console.info(`${name.padEnd(25)} FAILED to start: ${booted.reason}\n${booted.output.replace(/^/gm, '    ')}`);
        continue;
      }
      running.push(booted.fn);
      const check = functionChecks[name];
      if (!check) {
        failures += 1;
        console.info(`${name.padEnd(25)} FAILED: no check in scripts/ci/function-checks.ts`);
        continue;
      }
      const started = Date.now();
      try {
        const outcome = await check(callerFor(name, booted.fn, keys), context);
        console.info(
          `${name.padEnd(25)} valid ${outcome.valid}  invalid ${outcome.invalid}  ${outcome.stored.padEnd(48)} boot ${seconds(booted.fn.bootMs)}, checks ${seconds(Date.now() - started)}`,
        );
      } catch (error) {
        failures += 1;
        const reason = error instanceof Mismatch ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
        console.info(`${name.padEnd(25)} FAILED: ${reason}\n  its output:\n${booted.fn.output().replace(/^/gm, '    ')}`);
      }
    }
  } finally {
    await Promise.all(running.map((fn) => fn.stop()));
    await backend?.close();
    await db.close();
  }
  console.info(failures === 0 ? `functions under Deno: all ${order.length} ok` : `functions under Deno: ${failures} of ${order.length} failed`);
  return failures === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('functions under Deno failed:', error);
    process.exit(1);
  },
);
