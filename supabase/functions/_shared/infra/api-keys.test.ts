import { describe, expect, it, vi } from 'vitest';
import { forAudienceFromEnv, projectApiKeysFromEnv, publishableKeyFromEnv, serverKeyFromEnv, sessionToken } from './api-keys.ts';
import { EnvError, MissingEnvError } from './env.ts';

const PUBLISHABLE = 'sb_publishable_browser-key';
const SECRET = 'sb_secret_server-key';
/** The legacy JWT keys a project of 2024–25 still has until they are disabled: refused everywhere here. */
const ANON_JWT = 'eyJhbGciOiJIUzI1NiJ9.anon.sig';
const SERVICE_ROLE_JWT = 'eyJhbGciOiJIUzI1NiJ9.service.sig';

function envOf(values: Record<string, string>) {
  return (name: string) => values[name];
}

/** The Edge Runtime's JSON variables. */
const URL = 'https://project-ref.supabase.co';
const currentEnv = envOf({
  SUPABASE_URL: URL,
  SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE }),
  SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET }),
});
/** An older project whose legacy keys are not disabled yet: the platform sets their variables beside the new ones. */
const withLegacyEnv = envOf({
  SUPABASE_URL: URL,
  SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE }),
  SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET }),
  SUPABASE_ANON_KEY: ANON_JWT,
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_JWT,
});

function call(headers: Record<string, string>, method = 'POST') {
  return new Request('http://127.0.0.1:54321/functions/v1/some-function', { method, headers });
}

async function statusFor(audience: 'publishable' | 'secret', env: (name: string) => string | undefined, headers: Record<string, string>) {
  const inner = vi.fn(async () => new Response('reached', { status: 200 }));
  const response = await forAudienceFromEnv(audience, env, inner)(call(headers));
  return { status: response.status, reached: inner.mock.calls.length === 1 };
}

describe('serverKeyFromEnv', () => {
  it('takes the secret key named default first, then any secret key', () => {
    expect(serverKeyFromEnv(envOf({ SUPABASE_SECRET_KEYS: JSON.stringify({ cron: 'sb_secret_cron', default: SECRET }) }))).toBe(SECRET);
    expect(serverKeyFromEnv(envOf({ SUPABASE_SECRET_KEYS: JSON.stringify({ cron: 'sb_secret_cron' }) }))).toBe('sb_secret_cron');
    expect(serverKeyFromEnv(withLegacyEnv)).toBe(SECRET);
    // A self-hosted setup that exports one key by hand.
    expect(serverKeyFromEnv(envOf({ SUPABASE_SECRET_KEY: SECRET }))).toBe(SECRET);
  });

  it('stops the function from starting when there is no server key, or the variable is not the platform\'s JSON', () => {
    expect(() => serverKeyFromEnv(envOf({}))).toThrow(MissingEnvError);
    // The legacy service_role key is no server key of ours.
    expect(() => serverKeyFromEnv(envOf({ SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_JWT }))).toThrow(MissingEnvError);
    expect(() => serverKeyFromEnv(envOf({ SUPABASE_SECRET_KEYS: SECRET }))).toThrow(EnvError);
    expect(() => serverKeyFromEnv(envOf({ SUPABASE_SECRET_KEYS: JSON.stringify([SECRET]) }))).toThrow(EnvError);
  });
});

describe('publishableKeyFromEnv', () => {
  it('takes the publishable key named default, never the legacy anon key', () => {
    expect(publishableKeyFromEnv(withLegacyEnv)).toBe(PUBLISHABLE);
    expect(publishableKeyFromEnv(envOf({ SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE }))).toBe(PUBLISHABLE);
    expect(() => publishableKeyFromEnv(envOf({ SUPABASE_ANON_KEY: ANON_JWT }))).toThrow(MissingEnvError);
  });
});

describe('projectApiKeysFromEnv', () => {
  it('holds every named new key, and none of the legacy keys a project may still have', () => {
    const keys = projectApiKeysFromEnv(
      envOf({
        SUPABASE_URL: URL,
        SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE, mobile: 'sb_publishable_app' }),
        SUPABASE_ANON_KEY: ANON_JWT,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_JWT,
      }),
    );
    expect(keys).toEqual({ url: URL, publishableKeys: { default: PUBLISHABLE, mobile: 'sb_publishable_app' }, secretKeys: {} });
  });
});

describe('sessionToken', () => {
  const request = (authorization: string) => call({ apikey: PUBLISHABLE, Authorization: authorization });

  it('is the bearer when it is a user\'s token, and nothing when it is an API key', () => {
    expect(sessionToken(request('Bearer eyJhbGciOiJFUzI1NiJ9.user.sig'))).toBe('eyJhbGciOiJFUzI1NiJ9.user.sig');
    expect(sessionToken(request(`Bearer ${PUBLISHABLE}`))).toBeNull();
    expect(sessionToken(request(`Bearer ${SECRET}`))).toBeNull();
    expect(sessionToken(call({ apikey: PUBLISHABLE }))).toBeNull();
  });
});

describe('a function for the site\'s visitors (publishable audience)', () => {
  it.each([
    ['the publishable key in apikey (supabase-js)', currentEnv, { apikey: PUBLISHABLE, Authorization: `Bearer ${PUBLISHABLE}` }],
    ['a secret key (a server calling on a visitor\'s behalf)', currentEnv, { apikey: SECRET }],
    ['the publishable key with a user\'s session as the bearer', currentEnv, { apikey: PUBLISHABLE, Authorization: 'Bearer eyJhbGciOiJFUzI1NiJ9.user.sig' }],
  ])('lets in %s', async (_label, env, headers) => {
    expect(await statusFor('publishable', env, headers)).toEqual({ status: 200, reached: true });
  });

  it.each([
    ['no key', currentEnv, {}],
    ['another project\'s publishable key', currentEnv, { apikey: 'sb_publishable_someone-else' }],
    ['the legacy anon key, on a project that still has it', withLegacyEnv, { apikey: ANON_JWT, Authorization: `Bearer ${ANON_JWT}` }],
    ['the legacy service_role key, on a project that still has it', withLegacyEnv, { apikey: SERVICE_ROLE_JWT }],
    ['the publishable key as the bearer only', currentEnv, { Authorization: `Bearer ${PUBLISHABLE}` }],
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
    ['the secret key in apikey and as the bearer (supabase-js)', currentEnv, { apikey: SECRET, Authorization: `Bearer ${SECRET}` }],
  ])('lets in %s', async (_label, env, headers) => {
    expect(await statusFor('secret', env, headers)).toEqual({ status: 200, reached: true });
  });

  it.each([
    ['the publishable key', currentEnv, { apikey: PUBLISHABLE, Authorization: `Bearer ${PUBLISHABLE}` }],
    ['the publishable key in apikey with the secret key as the bearer', currentEnv, { apikey: PUBLISHABLE, Authorization: `Bearer ${SECRET}` }],
    ['the legacy service_role key as the bearer (a Cron job made for the legacy keys)', withLegacyEnv, { Authorization: `Bearer ${SERVICE_ROLE_JWT}` }],
    ['the legacy service_role key in apikey', withLegacyEnv, { apikey: SERVICE_ROLE_JWT, Authorization: `Bearer ${SERVICE_ROLE_JWT}` }],
    ['the secret key as the bearer only', currentEnv, { Authorization: `Bearer ${SECRET}` }],
    ['the secret key with a suffix', currentEnv, { apikey: `${SECRET}x` }],
    ['the secret key without the Bearer scheme in Authorization', currentEnv, { Authorization: SECRET }],
    ['no key', currentEnv, {}],
  ])('refuses %s with 401', async (_label, env, headers) => {
    expect(await statusFor('secret', env, headers)).toEqual({ status: 401, reached: false });
  });
});
