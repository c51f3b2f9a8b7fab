import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt.ts';
import { apiKeysFor, DEVELOPMENT_JWT_SECRET } from './keys.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';

describe('HS256 tokens', () => {
  it('verifies what it signs and returns the claims', () => {
    const token = signJwt({ role: 'authenticated', sub: 'user-1', exp: 2_000_000_000 }, SECRET);
    expect(verifyJwt(token, SECRET, 1_900_000_000)).toEqual({ ok: true, claims: { role: 'authenticated', sub: 'user-1', exp: 2_000_000_000 } });
  });

  it('refuses a token signed with another secret', () => {
    const token = signJwt({ role: 'service_role' }, 'another-secret-of-at-least-32-characters!!');
    expect(verifyJwt(token, SECRET)).toEqual({ ok: false, reason: 'signature is invalid' });
  });

  it('refuses an expired token', () => {
    const token = signJwt({ role: 'anon', exp: 100 }, SECRET);
    expect(verifyJwt(token, SECRET, 100)).toEqual({ ok: false, reason: 'token has expired' });
  });

  it('refuses alg "none" and tampered payloads', () => {
    const [, payload, signature] = signJwt({ role: 'anon' }, SECRET).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect(verifyJwt(none, SECRET).ok).toBe(false);
    const elevated = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    expect(verifyJwt(`${signJwt({}, SECRET).split('.')[0]}.${elevated}.${signature}`, SECRET).ok).toBe(false);
    expect(verifyJwt('not-a-token', SECRET).ok).toBe(false);
  });

  it('signs the same demo keys as the Supabase CLI', () => {
    const { anonKey, serviceRoleKey } = apiKeysFor(DEVELOPMENT_JWT_SECRET);
    expect(anonKey).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    );
    expect(verifyJwt(serviceRoleKey, DEVELOPMENT_JWT_SECRET)).toMatchObject({ ok: true, claims: { role: 'service_role' } });
  });
});
