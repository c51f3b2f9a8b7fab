import { describe, expect, it } from 'vitest';
import { createHealthHandler } from './health.ts';

const url = 'https://project.supabase.co/functions/v1/health';

describe('health', () => {
  it('answers GET with the database’s state', async () => {
    const up = await createHealthHandler({ databaseReachable: async () => true })(new Request(url));
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: 'ok', database: 'ok' });
    const down = await createHealthHandler({ databaseReachable: async () => Promise.reject(new Error('connection refused')) })(new Request(url));
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'degraded', database: 'unreachable' });
  });

  it('refuses a POST, whatever its body, with 405 and without touching the database', async () => {
    let probed = false;
    const handler = createHealthHandler({
      databaseReachable: async () => {
        probed = true;
        return true;
      },
    });
    const response = await handler(new Request(url, { method: 'POST', body: '{"check":"everything"}' }));
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ error: 'Method not allowed' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(probed).toBe(false);
  });

  it('answers the CORS preflight', async () => {
    const response = await createHealthHandler({ databaseReachable: async () => true })(new Request(url, { method: 'OPTIONS' }));
    expect(response.status).toBe(204);
  });
});
