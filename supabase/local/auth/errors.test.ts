import { describe, expect, it } from 'vitest';
import { badRequest, errorResponse, OAuthError, tooManyRequests, weakPassword } from './errors.ts';

const request = (version?: string) =>
  new Request('http://localhost/auth/v1/token', version ? { headers: { 'X-Supabase-Api-Version': version } } : {});

describe('errorResponse', () => {
  it('answers API version 2024-01-01 with the string code and echoes the version', async () => {
    const response = errorResponse(badRequest('invalid_credentials', 'Invalid login credentials'), request('2024-01-01'));
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('answers older or unversioned clients in the legacy shape', async () => {
    for (const version of [undefined, '2023-06-01', 'garbage']) {
      const response = errorResponse(badRequest('invalid_credentials', 'Invalid login credentials'), request(version));
      expect(response.headers.get('x-supabase-api-version')).toBeNull();
      expect(await response.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    }
  });

  it('carries weak_password reasons, Retry-After, and OAuth errors as GoTrue does', async () => {
    const weak = errorResponse(weakPassword('Password should be at least 6 characters.', ['length']), request('2024-01-01'));
    expect(await weak.json()).toMatchObject({ code: 'weak_password', weak_password: { reasons: ['length'] } });
    expect(errorResponse(tooManyRequests(60), request()).headers.get('retry-after')).toBe('60');
    const oauth = errorResponse(new OAuthError('invalid_request', 'refresh_token required'), request('2024-01-01'));
    expect(await oauth.json()).toEqual({ error: 'invalid_request', error_description: 'refresh_token required' });
  });
});
