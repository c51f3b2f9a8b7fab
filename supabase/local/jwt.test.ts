import { describe, expect, it } from 'vitest';
import { es256Signer, generateSigningKey } from './jwt.ts';
import {
  apiKeysFromSecret,
  createProjectKeys,
  DEVELOPMENT_API_KEYS,
  DEVELOPMENT_JWT_SECRET,
  DEVELOPMENT_PUBLISHABLE_KEY,
  DEVELOPMENT_SECRET_KEY,
} from './keys.ts';
import { legacyHs256Jwt } from './test-kit.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';

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
    const hs256 = await legacyHs256Jwt(DEVELOPMENT_JWT_SECRET, { role: 'service_role' });
    expect(await signer.verify(hs256)).toEqual({ ok: false, reason: 'signing method is not accepted' });
  });

  it('refuses an expired token, alg "none", a tampered payload and garbage', async () => {
    const signer = await es256Signer(await generateSigningKey());
    expect(await signer.verify(await signer.sign({ role: 'anon', exp: 100 }), 100)).toEqual({ ok: false, reason: 'token has expired' });
    const [header, payload, signature] = (await signer.sign({ role: 'anon' })).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await signer.verify(none)).ok).toBe(false);
    const elevated = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    expect((await signer.verify(`${header}.${elevated}.${signature}`)).ok).toBe(false);
    expect(await signer.verify('not-a-token')).toEqual({ ok: false, reason: 'token is malformed' });
  });
});

describe('the API keys', () => {
  it('are the Supabase CLI\'s local pair with the development secret', async () => {
    const keys = await createProjectKeys({ jwtSecret: DEVELOPMENT_JWT_SECRET });
    expect({ publishableKey: keys.publishableKey, secretKey: keys.secretKey }).toEqual(DEVELOPMENT_API_KEYS);
    expect(keys.apiKeyRole(DEVELOPMENT_PUBLISHABLE_KEY)).toBe('anon');
    expect(keys.apiKeyRole(DEVELOPMENT_SECRET_KEY)).toBe('service_role');
    expect(keys.apiKeyRole(`${DEVELOPMENT_SECRET_KEY}x`)).toBeNull();
  });

  it('are never a legacy JWT, not even the CLI\'s demo service_role key signed with the development secret', async () => {
    const keys = await createProjectKeys({ jwtSecret: DEVELOPMENT_JWT_SECRET });
    const legacyKey = await legacyHs256Jwt(DEVELOPMENT_JWT_SECRET, { iss: 'supabase-demo', role: 'service_role', exp: 1983812996 });
    expect(keys.apiKeyRole(legacyKey)).toBeNull();
    expect(keys.isOpaqueApiKey(legacyKey)).toBe(false);
  });

  it('are private to a backend with a secret of its own', () => {
    const own = apiKeysFromSecret(SECRET);
    expect(own.publishableKey).toMatch(/^sb_publishable_[\w-]{31}$/);
    expect(own.secretKey).toMatch(/^sb_secret_[\w-]{31}$/);
    expect(own.publishableKey).not.toBe(DEVELOPMENT_PUBLISHABLE_KEY);
    expect(own.secretKey).not.toBe(DEVELOPMENT_SECRET_KEY);
  });
});
