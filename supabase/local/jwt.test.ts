import { describe, expect, it } from 'vitest';
import { es256Signer, generateSigningKey, hs256Signer } from './jwt.ts';
import {
  createProjectKeys,
  currentApiKeys,
  DEVELOPMENT_API_KEYS,
  DEVELOPMENT_JWT_SECRET,
  DEVELOPMENT_PUBLISHABLE_KEY,
  DEVELOPMENT_SECRET_KEY,
} from './keys.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';

describe('HS256 tokens (legacy projects)', () => {
  const signer = hs256Signer(SECRET);

  it('verifies what it signs and returns the claims', async () => {
    const token = await signer.sign({ role: 'authenticated', sub: 'user-1', exp: 2_000_000_000 });
    expect(await signer.verify(token, 1_900_000_000)).toEqual({ ok: true, claims: { role: 'authenticated', sub: 'user-1', exp: 2_000_000_000 } });
  });

  it('refuses a token signed with another secret', async () => {
    const token = await hs256Signer('another-secret-of-at-least-32-characters!!').sign({ role: 'service_role' });
    expect(await signer.verify(token)).toEqual({ ok: false, reason: 'signature is invalid' });
  });

  it('refuses an expired token', async () => {
    const token = await signer.sign({ role: 'anon', exp: 100 });
    expect(await signer.verify(token, 100)).toEqual({ ok: false, reason: 'token has expired' });
  });

  it('refuses alg "none", tampered payloads and garbage', async () => {
    const [, payload, signature] = (await signer.sign({ role: 'anon' })).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await signer.verify(none)).ok).toBe(false);
    const elevated = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    expect((await signer.verify(`${(await signer.sign({})).split('.')[0]}.${elevated}.${signature}`)).ok).toBe(false);
    expect(await signer.verify('not-a-token')).toEqual({ ok: false, reason: 'token is malformed' });
  });

  it('signs the same demo keys as the Supabase CLI, which the browser tests name', async () => {
    const { publishableKey, secretKey } = await createProjectKeys({ platform: 'legacy', jwtSecret: DEVELOPMENT_JWT_SECRET });
    expect({ publishableKey, secretKey }).toEqual(DEVELOPMENT_API_KEYS.legacy);
    expect(await hs256Signer(DEVELOPMENT_JWT_SECRET).verify(secretKey)).toMatchObject({ ok: true, claims: { role: 'service_role' } });
  });
});

describe('ES256 sessions (projects created today)', () => {
  it('verifies through the published key set, and nobody else\'s key passes', async () => {
    const signer = await es256Signer(await generateSigningKey());
    const token = await signer.sign({ sub: 'user-1', exp: 2_000_000_000 });
    expect(await signer.verify(token, 1_900_000_000)).toMatchObject({ ok: true, claims: { sub: 'user-1' } });

    const stranger = await es256Signer(await generateSigningKey());
    expect((await stranger.verify(token, 1_900_000_000)).ok).toBe(false);
    expect(signer.jwks.keys[0]).not.toHaveProperty('d');
  });

  it('refuses an HS256 token, even one signed with the development secret', async () => {
    const signer = await es256Signer(await generateSigningKey());
    const hs256 = await hs256Signer(DEVELOPMENT_JWT_SECRET).sign({ role: 'service_role' });
    expect(await signer.verify(hs256)).toEqual({ ok: false, reason: 'signing method is not accepted' });
  });
});

describe('today\'s API keys', () => {
  it('are the Supabase CLI\'s local pair with the development secret', async () => {
    const keys = await createProjectKeys({ platform: 'current', jwtSecret: DEVELOPMENT_JWT_SECRET });
    expect({ publishableKey: keys.publishableKey, secretKey: keys.secretKey }).toEqual(DEVELOPMENT_API_KEYS.current);
    expect(await keys.apiKeyRole(DEVELOPMENT_PUBLISHABLE_KEY)).toBe('anon');
    expect(await keys.apiKeyRole(DEVELOPMENT_SECRET_KEY)).toBe('service_role');
    expect(await keys.apiKeyRole(`${DEVELOPMENT_SECRET_KEY}x`)).toBeNull();
  });

  it('are private to a backend with a secret of its own', () => {
    const own = currentApiKeys(SECRET);
    expect(own.publishableKey).toMatch(/^sb_publishable_[\w-]{31}$/);
    expect(own.secretKey).toMatch(/^sb_secret_[\w-]{31}$/);
    expect(own.publishableKey).not.toBe(DEVELOPMENT_PUBLISHABLE_KEY);
    expect(own.secretKey).not.toBe(DEVELOPMENT_SECRET_KEY);
  });
});
