import { describe, expect, it, vi } from 'vitest';
import { constantTimeEqual, forAudienceFromEnv, projectApiKeysFromEnv, serverKeyFromEnv } from './api-keys.ts';
import { EnvError, MissingEnvError } from './env.ts';

const PUBLISHABLE = 'sb_publishable_browser-key';
const SECRET = 'sb_secret_server-key';
const ANON_JWT = 'eyJhbGciOiJIUzI1NiJ9.anon.sig';
const SERVICE_ROLE_JWT = 'eyJhbGciOiJIUzI1NiJ9.service.sig';

function envOf(values: Record<string, string>) {
  return (name: string) => values[name];
}

/** A project created today: the Edge Runtime's JSON variables only. */
const currentEnv = envOf({
  SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE }),
  SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET }),
});
/** A project of 2024–25: the legacy JWT keys only. */
const legacyEnv = envOf({ SUPABASE_ANON_KEY: ANON_JWT, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_JWT });

function call(headers: Record<string, string>, method = 'POST') {
  return new Request('http://127.0.0.1:54321/functions/v1/some-function', { method, headers });
}

async function statusFor(audience: 'publishable' | 'secret', env: (name: string) => string | undefined, headers: Record<string, string>) {
  const inner = vi.fn(async () => new Response('reached', { status: 200 }));
  const response = await forAudienceFromEnv(audience, env, inner)(call(headers));
  return { status: response.status, reached: inner.mock.calls.length === 1 };
}

describe('serverKeyFromEnv', () => {
  it('takes the secret key named default first, then any secret key, then the legacy service_role key', () => {
    expect(serverKeyFromEnv(envOf({ SUPABASE_SECRET_KEYS: JSON.stringify({ cron: 'sb_secret_cron', default: SECRET }), SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_JWT }))).toBe(SECRET);
    expect(serverKeyFromEnv(envOf({ SUPABASE_SECRET_KEYS: JSON.stringify({ cron: 'sb_secret_cron' }) }))).toBe('sb_secret_cron');
    expect(serverKeyFromEnv(legacyEnv)).toBe(SERVICE_ROLE_JWT);
    // A self-hosted setup that exports one key by hand.
    expect(serverKeyFromEnv(envOf({ SUPABASE_SECRET_KEY: SECRET }))).toBe(SECRET);
  });

  it('stops the function from starting when there is no server key, or the variable is not the platform\'s JSON', () => {
    expect(() => serverKeyFromEnv(envOf({}))).toThrow(MissingEnvError);
    expect(() => serverKeyFromEnv(envOf({ SUPABASE_SECRET_KEYS: SECRET }))).toThrow(EnvError);
    expect(() => serverKeyFromEnv(envOf({ SUPABASE_SECRET_KEYS: JSON.stringify([SECRET]) }))).toThrow(EnvError);
  });
});

describe('projectApiKeysFromEnv', () => {
  it('accepts the new keys and, while a project still has them, the legacy ones alongside', () => {
    const keys = projectApiKeysFromEnv(
      envOf({ SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE, mobile: 'sb_publishable_app' }), SUPABASE_ANON_KEY: ANON_JWT }),
    );
    expect(keys.publishable).toEqual([PUBLISHABLE, 'sb_publishable_app', ANON_JWT]);
    expect(keys.secret).toEqual([]);
  });
});

describe('a function for the site\'s visitors (publishable audience)', () => {
  it.each([
    ['the publishable key in apikey (supabase-js)', currentEnv, { apikey: PUBLISHABLE, Authorization: `Bearer ${PUBLISHABLE}` }],
    ['a secret key (a server calling on a visitor\'s behalf)', currentEnv, { apikey: SECRET }],
    ['the legacy anon key on a legacy project', legacyEnv, { apikey: ANON_JWT, Authorization: `Bearer ${ANON_JWT}` }],
  ])('lets in %s', async (_label, env, headers) => {
    expect(await statusFor('publishable', env, headers)).toEqual({ status: 200, reached: true });
  });

  it.each([
    ['no key', currentEnv, {}],
    ['another project\'s publishable key', currentEnv, { apikey: 'sb_publishable_someone-else' }],
    ['a legacy anon key on a project without legacy keys', currentEnv, { apikey: ANON_JWT }],
    ['a prefix of the key', currentEnv, { apikey: PUBLISHABLE.slice(0, -1) }],
  ])('refuses %s with 401, before the handler runs', async (_label, env, headers) => {
    expect(await statusFor('publishable', env, headers)).toEqual({ status: 401, reached: false });
  });

  it('answers the CORS preflight, which carries no key', async () => {
    const inner = vi.fn(async () => new Response('reached'));
    const response = await forAudienceFromEnv('publishable', currentEnv, inner)(call({}, 'OPTIONS'));
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
    expect(inner).not.toHaveBeenCalled();
  });
});

describe('a function for servers only (secret audience)', () => {
  it.each([
    ['the secret key in apikey (Supabase Cron with pg_net)', currentEnv, { apikey: SECRET }],
    ['the legacy service_role key as the bearer (an older Cron job)', legacyEnv, { Authorization: `Bearer ${SERVICE_ROLE_JWT}` }],
  ])('lets in %s', async (_label, env, headers) => {
    expect(await statusFor('secret', env, headers)).toEqual({ status: 200, reached: true });
  });

  it.each([
    ['the publishable key', currentEnv, { apikey: PUBLISHABLE, Authorization: `Bearer ${PUBLISHABLE}` }],
    ['the legacy anon key', legacyEnv, { apikey: ANON_JWT, Authorization: `Bearer ${ANON_JWT}` }],
    ['the secret key with a suffix', currentEnv, { apikey: `${SECRET}x` }],
    ['the secret key without the Bearer scheme in Authorization', currentEnv, { Authorization: SECRET }],
    ['no key', currentEnv, {}],
  ])('refuses %s with 401', async (_label, env, headers) => {
    expect(await statusFor('secret', env, headers)).toEqual({ status: 401, reached: false });
  });
});

describe('constantTimeEqual', () => {
  it('is true only for identical strings', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', 'a')).toBe(false);
    expect(constantTimeEqual('a', '')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});
