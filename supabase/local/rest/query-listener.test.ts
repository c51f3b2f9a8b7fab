import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/drivers.ts';
import { prepareDatabase } from '../db/migrate.ts';
import { openTestDatabase } from '../../../tests/backend/migrated-template.ts';
import { DEVELOPMENT_JWT_SECRET } from '../keys.ts';
import { startLocalBackend, type RunningBackend } from '../server.ts';
import type { RestQuery } from './index.ts';

// The backend's onRestQuery (what bench/scale explains): every statement /rest/v1 runs, as it ran it.

let db: Database;
let backend: RunningBackend;
const heard: RestQuery[] = [];

beforeAll(async () => {
  db = await openTestDatabase({ migrated: false });
  await prepareDatabase(db, { seed: false });
  backend = await startLocalBackend({ db, jwtSecret: DEVELOPMENT_JWT_SECRET, port: 0, onRestQuery: (query) => heard.push(query) });
});
afterAll(async () => {
  await backend.close();
  await db.close();
});

function rest(path: string, key: string): Promise<Response> {
  return fetch(`${backend.url}/rest/v1/${path}`, { headers: { apikey: key, Authorization: `Bearer ${key}` } });
}

describe('onRestQuery', () => {
  it('hears the statement a request ran, with its parameters, caller, request and duration', async () => {
    heard.length = 0;
    const response = await rest('leads?select=id&email=eq.someone%40example.com', backend.secretKey);
    expect(response.status).toBe(200);
    expect(heard).toHaveLength(1);
    const [query] = heard;
    expect(query?.sql).toContain('"public"."leads"');
    expect(query?.params).toContain('someone@example.com');
    expect(query?.caller.role).toBe('service_role');
    expect(query?.request).toMatchObject({ method: 'GET', path: '/leads' });
    expect(query?.readOnly).toBe(true);
    expect(query?.durationMs).toBeGreaterThanOrEqual(0);
    expect(query?.errorCode).toBeUndefined();
  });

  it('hears a statement the database refused, with its error code, and the answer is unchanged', async () => {
    heard.length = 0;
    const response = await rest('leads?select=id', backend.publishableKey);
    expect(response.status).toBe(401);
    expect(heard.map((query) => [query.caller.role, query.errorCode])).toEqual([['anon', '42501']]);
  });
});
