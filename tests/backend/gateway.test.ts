import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/jwt.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.stop());

describe('the gateway in front of every service', () => {
  it.each(['/rest/v1/leads', '/auth/v1/user', '/functions/v1/health'])('answers 401 to %s without a key', async (path) => {
    const response = await fetch(`${backend.url}${path}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('answers 401 to a key signed with another secret', async () => {
    const forged = signJwt({ role: 'service_role', iss: 'supabase-demo' }, 'not-the-project-secret-but-long-enough-to-look-real');
    const response = await fetch(`${backend.url}/rest/v1/leads`, { headers: { apikey: forged } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid API key' });
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
    const response = await fetch(`${backend.url}/storage/v1/object`, { headers: { apikey: backend.anonKey } });
    expect(response.status).toBe(404);
  });
});
