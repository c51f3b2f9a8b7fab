import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFunctionSettings } from '../../supabase/local/function-settings.ts';
import { DEVELOPMENT_JWT_SECRET } from '../../supabase/local/keys.ts';
import { legacyHs256Jwt } from '../../supabase/local/test-kit.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

// The API gateway and the Edge Runtime's verify_jwt as the local backend models them, for a Supabase
// project of today: publishable and secret keys, ES256 sessions published as a JWKS.

let backend: TestBackend;
beforeAll(async () => {
  // health is deployed with verify_jwt = false like every function; here it is on, to see what the platform does then.
  const deployed = readFunctionSettings();
  backend = await startTestBackend({ functionSettings: { verifyJwt: (name) => name === 'health' || deployed.verifyJwt(name) } });
});
afterAll(() => backend.stop());

/**
 * The legacy keys as the Supabase CLI printed them: HS256 JWTs of the anon and service_role roles, signed
 * with the development secret the backend runs on. No key of a project that supports only today's keys.
 */
const legacyKey = (role: 'anon' | 'service_role') => legacyHs256Jwt(DEVELOPMENT_JWT_SECRET, { iss: 'supabase-demo', role, exp: 1983812996 });

describe('the gateway in front of /auth/v1 and /rest/v1', () => {
  it.each(['/rest/v1/leads', '/auth/v1/user'])('answers 401 to %s without a key', async (path) => {
    const response = await fetch(`${backend.url}${path}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('answers 401 to a key that is not the project\'s', async () => {
    const foreign = 'sb_secret_not-this-projects-key-at-all';
    const response = await fetch(`${backend.url}/rest/v1/leads`, { headers: { apikey: foreign } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('gives the publishable key the anon role and the secret key the service role', async () => {
    const asVisitor = await backend.anonClient().from('leads').select('id');
    expect(asVisitor.error?.code).toBe('42501');
    const asServer = await backend.serviceClient().from('leads').select('id');
    expect(asServer.error).toBeNull();
    expect(asServer.status).toBe(200);
  });

  describe('a secret key sent from a browser', () => {
    const BROWSER = {
      origin: 'https://evil.example',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    };
    const ways = (key: string): [string, string, Record<string, string>][] => [
      ['as apikey', '/rest/v1/leads?select=id', { apikey: key }],
      ['as the bearer', '/rest/v1/leads?select=id', { authorization: `Bearer ${key}` }],
      ['as ?apikey=', `/rest/v1/leads?select=id&apikey=${key}`, {}],
      ['with the publishable key beside it', '/rest/v1/leads?select=id', { apikey: backend.publishableKey, authorization: `Bearer ${key}` }],
      ['to the auth admin API', '/auth/v1/admin/users', { apikey: key, authorization: `Bearer ${key}` }],
    ];

    it('is refused with 401 however it travels, as hosted Supabase refuses it', async () => {
      for (const [way, path, headers] of ways(backend.secretKey)) {
        const response = await fetch(`${backend.url}${path}`, { headers: { ...BROWSER, ...headers } });
        const body = (await response.json()) as { message?: string };
        const refused = response.status === 401 && body.message === 'Forbidden use of secret API key in browser';
        expect({ way, refused }).toEqual({ way, refused: true });
      }
    });

    it('still works from a server, and the publishable key from a browser speaks for the visitor', async () => {
      const fromServer = await fetch(`${backend.url}/rest/v1/leads?select=id`, { headers: { apikey: backend.secretKey, 'user-agent': 'Deno/2.5.6' } });
      expect(fromServer.status).toBe(200);
      // Past the gateway: PostgREST's own refusal of the anon role, not the gateway's.
      const visitor = await fetch(`${backend.url}/rest/v1/leads?select=id`, { headers: { ...BROWSER, apikey: backend.publishableKey } });
      expect(await visitor.json()).toMatchObject({ code: '42501' });
    });
  });

  it('answers CORS preflights without a key, as browsers send none', async () => {
    const response = await fetch(`${backend.url}/rest/v1/leads`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET', 'access-control-request-headers': 'apikey, authorization' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('answers 404 in the gateway shape for a path no service owns', async () => {
    const response = await fetch(`${backend.url}/storage/v1/object`, { headers: { apikey: backend.publishableKey } });
    expect(response.status).toBe(404);
  });
});

describe('the keys and sessions of a project created today', () => {
  it('hands out opaque sb_publishable_ and sb_secret_ keys, not JWTs', () => {
    expect(backend.publishableKey).toMatch(/^sb_publishable_[\w-]{20,}$/);
    expect(backend.secretKey).toMatch(/^sb_secret_[\w-]{20,}$/);
  });

  it('refuses a legacy JWT key with 401 wherever it travels, even one signed with the development secret', async () => {
    for (const role of ['anon', 'service_role'] as const) {
      const key = await legacyKey(role);
      const ways: Record<string, string>[] = [{ apikey: key }, { apikey: key, authorization: `Bearer ${key}` }, { authorization: `Bearer ${key}` }];
      for (const headers of ways) {
        const response = await fetch(`${backend.url}/rest/v1/leads?select=id`, { headers });
        expect({ role, headers: Object.keys(headers), status: response.status }).toEqual({ role, headers: Object.keys(headers), status: 401 });
      }
      const toAuth = await fetch(`${backend.url}/auth/v1/admin/users`, { headers: { apikey: key, authorization: `Bearer ${key}` } });
      expect(toAuth.status).toBe(401);
    }
  });

  it('signs sessions with an asymmetric key that anyone can check against the published JWKS', async () => {
    const userId = await backend.insertUser('jwks@agency.example', { password: 'a long enough password' });
    const { data, error } = await backend.anonClient().auth.signInWithPassword({ email: 'jwks@agency.example', password: 'a long enough password' });
    expect(error).toBeNull();
    const token = data.session?.access_token ?? '';
    const published = (await (await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: Record<string, unknown>[] };

    const jwks = createRemoteJWKSet(new URL(`${backend.url}/auth/v1/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(token, jwks, { issuer: `${backend.url}/auth/v1` });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.sub).toBe(userId);
    // The public half only: whoever fetches the set can verify, not sign.
    expect(published.keys).toHaveLength(1);
    expect(published.keys[0]).not.toHaveProperty('d');
  });

  it('refuses a session token signed with the old shared secret', async () => {
    const userId = await backend.insertUser('hs256@agency.example', { admin: true });
    const now = Math.floor(Date.now() / 1000);
    const hs256 = await legacyHs256Jwt(DEVELOPMENT_JWT_SECRET, { sub: userId, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 600 });
    const { status, error } = await backend.clientWithToken(hs256).from('leads').select('id');
    expect({ status, code: error?.code }).toEqual({ status: 401, code: 'PGRST301' });
  });

  it('gives functions the Edge Runtime\'s variables, and none of the legacy ones', () => {
    const names = Object.keys(backend.platformEnv).sort();
    expect(names).toEqual(['SUPABASE_JWKS', 'SUPABASE_PUBLISHABLE_KEYS', 'SUPABASE_SECRET_KEYS', 'SUPABASE_URL']);
    expect(JSON.parse(backend.platformEnv.SUPABASE_SECRET_KEYS ?? '')).toEqual({ default: backend.secretKey });
  });
});

describe('functions', () => {
  it('are not behind the API-key check: a function with verify_jwt off answers for itself', async () => {
    const response = await fetch(`${backend.url}/functions/v1/submit-lead`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthorized' });
  });

  it('with verify_jwt on, are reached with a session JWT only: today\'s publishable key is refused', async () => {
    const missing = await fetch(`${backend.url}/functions/v1/health`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'Missing authorization header' });

    const withKey = await fetch(`${backend.url}/functions/v1/health`, {
      headers: { apikey: backend.publishableKey, Authorization: `Bearer ${backend.publishableKey}` },
    });
    // Today's key is not a JWT at all.
    expect(withKey.status).toBe(401);
    // Nor does a legacy JWT key pass, though it is a JWT: the project's sessions are ES256.
    const withLegacyKey = await fetch(`${backend.url}/functions/v1/health`, {
      headers: { apikey: await legacyKey('anon'), Authorization: `Bearer ${await legacyKey('anon')}` },
    });
    expect(withLegacyKey.status).toBe(401);

    const userId = await backend.insertUser('verify-jwt@agency.example');
    const withSession = await fetch(`${backend.url}/functions/v1/health`, {
      headers: { apikey: backend.publishableKey, Authorization: `Bearer ${await backend.accessTokenFor(userId)}` },
    });
    expect(withSession.status).toBe(200);
  });
});

describe('functions refuse a legacy JWT key, as they check their caller themselves', () => {
  it.each([
    ['submit-lead, for the site\'s visitors', 'submit-lead', 'anon'],
    ['submit-lead, for the site\'s visitors', 'submit-lead', 'service_role'],
    ['dispatch-email-outbox, for servers only (Supabase Cron)', 'dispatch-email-outbox', 'service_role'],
  ] as const)('%s: the %s JWT is refused with 401, in apikey or as the bearer', async (_label, name, role) => {
    const key = await legacyKey(role);
    const ways: Record<string, string>[] = [{ apikey: key, Authorization: `Bearer ${key}` }, { Authorization: `Bearer ${key}` }];
    for (const headers of ways) {
      const response = await fetch(`${backend.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect({ headers: Object.keys(headers), status: response.status, body: await response.json() }).toEqual({
        headers: Object.keys(headers),
        status: 401,
        body: { error: 'Unauthorized' },
      });
    }
  });

  it('while today\'s secret key in apikey reaches dispatch-email-outbox', async () => {
    const response = await fetch(`${backend.url}/functions/v1/dispatch-email-outbox`, {
      method: 'POST',
      headers: { apikey: backend.secretKey, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
  });
});
