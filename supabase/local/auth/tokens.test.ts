import { describe, expect, it } from 'vitest';
import { es256Signer, generateSigningKey } from '../jwt.ts';
import { legacyHs256Jwt, thrownError } from '../test-kit.ts';
import { AuthHttpError } from './errors.ts';
import { accessTokenClaims, generateRefreshToken, parseBearerClaims, userTokenIdentity, type AccessTokenInput } from './tokens.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';
const user = {
  id: '6f1c3a52-0e8a-4b8c-9a59-5d2f6c3b1a00',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'ana@agency.test',
  phone: '',
  appMetadata: { provider: 'email', providers: ['email'] },
  userMetadata: {},
  isAnonymous: false,
};

describe('accessTokenClaims', () => {
  /** The claims of `user`'s session s-1 at 100 s, with the given assurance level and methods. */
  const claimsOf = (aal: AccessTokenInput['aal'], amr: AccessTokenInput['amr']) =>
    accessTokenClaims({ issuer: 'http://x/auth/v1', user, sessionId: 's-1', aal, amr, nowSeconds: 100 });

  it('carries the claims Supabase puts in an access token, in its order', () => {
    const claims = claimsOf('aal1', [{ method: 'password', timestamp: 90 }]);
    expect(Object.keys(claims)).toEqual([
      'iss', 'sub', 'aud', 'exp', 'iat', 'email', 'phone', 'app_metadata', 'user_metadata', 'role', 'aal', 'amr', 'session_id', 'is_anonymous',
    ]);
    expect(claims).toMatchObject({ exp: 3700, iat: 100, aal: 'aal1', amr: [{ method: 'password', timestamp: 90 }], session_id: 's-1' });
  });

  it('says aal2 and lists the second factor first once the session has verified one', () => {
    const claims = claimsOf('aal2', [{ method: 'totp', timestamp: 95 }, { method: 'password', timestamp: 90 }]);
    expect(claims).toMatchObject({ aal: 'aal2', amr: [{ method: 'totp', timestamp: 95 }, { method: 'password', timestamp: 90 }] });
  });
});

describe('generateRefreshToken', () => {
  it('gives distinct opaque tokens', () => {
    const tokens = new Set(Array.from({ length: 50 }, generateRefreshToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[a-z0-9]{12}$/);
  });
});

describe('parseBearerClaims and userTokenIdentity', () => {
  it('refuses expired or forged tokens with 403 bad_jwt', async () => {
    const signer = await es256Signer(await generateSigningKey());
    const expired = await signer.sign({ sub: user.id, exp: 50 });
    await expect(parseBearerClaims(expired, signer, 100)).rejects.toMatchObject({ status: 403, code: 'bad_jwt' });
    const forged = await (await es256Signer(await generateSigningKey())).sign({ sub: user.id });
    await expect(parseBearerClaims(forged, signer, 100)).rejects.toMatchObject({ status: 403, code: 'bad_jwt' });
    const legacy = await legacyHs256Jwt(SECRET, { sub: user.id });
    await expect(parseBearerClaims(legacy, signer, 100)).rejects.toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('requires a UUID subject and reads the session', () => {
    expect(thrownError(AuthHttpError, () => userTokenIdentity({ role: 'anon' }))).toMatchObject({ status: 403, message: 'invalid claim: missing sub claim' });
    expect(thrownError(AuthHttpError, () => userTokenIdentity({ sub: 'x' }))).toMatchObject({ status: 400, code: 'bad_jwt' });
    expect(userTokenIdentity({ sub: user.id })).toEqual({ userId: user.id, sessionId: null });
    expect(userTokenIdentity({ sub: user.id, session_id: user.id.toUpperCase() })).toEqual({ userId: user.id, sessionId: user.id });
  });
});
