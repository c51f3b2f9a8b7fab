import { readdirSync, readFileSync } from 'node:fs';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE_PUBLISHABLE_KEY, LOCAL_SUPABASE_URL } from '../../src/lib/env.ts';
import { json } from '../../supabase/functions/_shared/infra/http.ts';
import { functionFactories } from '../../supabase/local/functions.ts';
import { clientIp } from '../../supabase/functions/_shared/infra/client-address.ts';
import { startTestBackend, TEST_CLIENT_ADDRESS_HEADER, type TestBackend } from './harness.ts';
import { DEVELOPMENT_API_KEYS } from '../../supabase/local/keys.ts';

let backend: TestBackend;
const seenEnv: Record<string, string | undefined> = {};
/** Every variable the Edge Runtime sets for the keys, and the legacy ones it sets while a project still has them. */
const PLATFORM_VARIABLES = ['SUPABASE_URL', 'SUPABASE_PUBLISHABLE_KEYS', 'SUPABASE_SECRET_KEYS', 'SUPABASE_JWKS', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'];

beforeAll(async () => {
  backend = await startTestBackend({
    functions: {
      ...functionFactories,
      // Reports the environment contract a production function gets from Supabase.
      'env-probe': (env) => {
        for (const name of [...PLATFORM_VARIABLES, 'RESEND_API_KEY']) seenEnv[name] = env(name);
        return async () => json({ ok: true });
      },
      // Reports the client headers a function gets, and the client address it reads from them.
      'header-probe': () => async (request) =>
        json({
          connectingIp: request.headers.get('cf-connecting-ip'),
          forwardedFor: request.headers.get('x-forwarded-for'),
          clientIp: clientIp(request) ?? null,
          testHeader: request.headers.get(TEST_CLIENT_ADDRESS_HEADER),
        }),
    },
    functionSecrets: (name) => (name === 'RESEND_API_KEY' ? 're_test_key' : undefined),
  });
});
afterAll(() => backend.stop());

describe('/functions/v1 with supabase-js', () => {
  it('invokes a function and returns its JSON', async () => {
    const { data, error } = await backend.anonClient().functions.invoke('health', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers the browser’s CORS preflight from the function itself, without a key', async () => {
    const response = await fetch(`${backend.url}/functions/v1/health`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, apikey, content-type, x-client-info' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    for (const header of ['authorization', 'apikey', 'content-type', 'x-client-info']) {
      expect(response.headers.get('access-control-allow-headers')).toContain(header);
    }
  });

  it('puts CORS headers on the answer too, so the browser can read it', async () => {
    const response = await fetch(`${backend.url}/functions/v1/health`, { headers: { apikey: backend.publishableKey, origin: 'http://localhost:5173' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('gives a function the same environment as production: the URL, the keys as the platform names them, and its secrets', async () => {
    const { error } = await backend.anonClient().functions.invoke('env-probe');
    expect(error).toBeNull();
    const keys = {
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: backend.publishableKey }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: backend.secretKey }),
      SUPABASE_JWKS: expect.stringMatching(/^\{"keys":\[\{.*"kty":"EC"/),
    };
    const unset = Object.fromEntries(PLATFORM_VARIABLES.map((name) => [name, undefined]));
    expect(seenEnv).toEqual({ ...unset, SUPABASE_URL: backend.url, ...keys, RESEND_API_KEY: 're_test_key' });
  });

  it('gives a function none of the platform\'s variables from a secret, as `supabase secrets set` refuses SUPABASE_*', async () => {
    const shadowed = await startTestBackend({
      functions: { 'env-probe': (env) => async () => json({ url: env('SUPABASE_URL'), legacy: env('SUPABASE_SERVICE_ROLE_KEY') ?? null }) },
      functionSecrets: (name) => (name.startsWith('SUPABASE_') ? 'from-a-secret' : undefined),
    });
    try {
      const { data } = await shadowed.anonClient().functions.invoke('env-probe');
      expect(data).toEqual({ url: shadowed.url, legacy: null });
    } finally {
      await shadowed.stop();
    }
  });

  it('names the client as hosted Supabase’s edge does, whatever the client wrote: CF-Connecting-IP set, X-Forwarded-For appended', async () => {
    const probe = async (headers: Record<string, string>) => {
      const response = await fetch(`${backend.url}/functions/v1/header-probe`, { headers: { apikey: backend.publishableKey, ...headers } });
      return response.json() as Promise<Record<string, string | null>>;
    };
    expect(await probe({})).toEqual({ connectingIp: '127.0.0.1', forwardedFor: '127.0.0.1', clientIp: '127.0.0.1', testHeader: null });
    expect(await probe({ 'CF-Connecting-IP': '203.0.113.66', 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' })).toEqual({
      connectingIp: '127.0.0.1',
      forwardedFor: '203.0.113.7, 10.0.0.1, 127.0.0.1',
      clientIp: '127.0.0.1',
      testHeader: null,
    });
    // Tests name the visitor a request stands for; the header goes no further than the edge.
    expect(await probe({ [TEST_CLIENT_ADDRESS_HEADER]: '198.51.100.23', 'X-Forwarded-For': 'forged' })).toEqual({
      connectingIp: '198.51.100.23',
      forwardedFor: 'forged, 198.51.100.23',
      clientIp: '198.51.100.23',
      testHeader: null,
    });
    // The CORS preflight reaches the function through the same edge.
    const preflight = await fetch(`${backend.url}/functions/v1/header-probe`, { method: 'OPTIONS', headers: { 'CF-Connecting-IP': '203.0.113.66' } });
    expect((await preflight.json()) as unknown).toMatchObject({ connectingIp: '127.0.0.1' });
  });

  it('answers 404 for a function that does not exist', async () => {
    const { error } = await backend.anonClient().functions.invoke('no-such-function');
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect((error as FunctionsHttpError).context.status).toBe(404);
  });
});

describe('local and production wiring agree', () => {
  const deployed = readdirSync('supabase/functions', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .sort();

  it('serves locally exactly the functions that are deployed', () => {
    expect(Object.keys(functionFactories).sort()).toEqual(deployed);
  });

  it.each(deployed)('%s/index.ts hands Deno.serve the handler the local backend serves', (name) => {
    const entry = readFileSync(`supabase/functions/${name}/index.ts`, 'utf8');
    const factory = functionFactories[name];
    expect(factory).toBeDefined();
    expect(entry).toContain(`Deno.serve(${factory?.name}((name) => Deno.env.get(name)))`);
  });

  it('the site’s built-in defaults are the local backend’s URL and publishable key, so npm run dev needs no .env', () => {
    expect(LOCAL_SUPABASE_URL).toBe('http://127.0.0.1:54321');
    expect(LOCAL_SUPABASE_PUBLISHABLE_KEY).toBe(DEVELOPMENT_API_KEYS.publishableKey);
  });
});
