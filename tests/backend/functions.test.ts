import { readdirSync, readFileSync } from 'node:fs';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE_PUBLISHABLE_KEY, LOCAL_SUPABASE_URL } from '../../src/lib/env.ts';
import { json } from '../../supabase/functions/_shared/http.ts';
import { functionFactories } from '../../supabase/local/functions.ts';
import { startTestBackend, type TestBackend } from './harness.ts';
import { DEVELOPMENT_API_KEYS } from '../../supabase/local/keys.ts';

let backend: TestBackend;
const seenEnv: Record<string, string | undefined> = {};

beforeAll(async () => {
  backend = await startTestBackend({
    functions: {
      ...functionFactories,
      // Reports the environment contract a production function gets from Supabase.
      'env-probe': (env) => {
        for (const name of ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'RESEND_API_KEY']) seenEnv[name] = env(name);
        return async () => json({ ok: true });
      },
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

  it('gives a function the same environment as production: the URL, both keys and its secrets', async () => {
    const { error } = await backend.anonClient().functions.invoke('env-probe');
    expect(error).toBeNull();
    expect(seenEnv).toEqual({
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.publishableKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.secretKey,
      RESEND_API_KEY: 're_test_key',
    });
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
    expect(LOCAL_SUPABASE_PUBLISHABLE_KEY).toBe(DEVELOPMENT_API_KEYS.current.publishableKey);
  });
});
