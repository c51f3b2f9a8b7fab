import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SELECTED_COLUMNS } from '../../supabase/local/rest/build-sql.ts';
import { MAX_JSON_DEPTH } from '../../supabase/local/rest/parse-body.ts';
import { MAX_NESTING_DEPTH } from '../../supabase/local/rest/parse-query.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

/**
 * Request bodies and query strings an attacker shapes to exhaust a stack. Each is refused
 * with a 400 in PostgREST's shape before any SQL runs, and what a real client sends, however large, is
 * answered in time.
 */

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.db.exec(`create table public.bulk_rows (id bigint generated always as identity primary key, name text not null, details jsonb);
    grant select, insert on public.bulk_rows to service_role`);
});
afterAll(() => backend.stop());

function rest(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${backend.url}/rest/v1${path}`, {
    ...init,
    headers: { apikey: backend.secretKey, 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

async function expectPostgrestError(response: Response, status: number, code: string): Promise<Record<string, unknown>> {
  const body = (await response.json()) as Record<string, unknown>;
  expect({ status: response.status, code: body.code }).toEqual({ status, code });
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  return body;
}

/** `[[[…]]]`, `depth` arrays inside each other. */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** `(or(or(…name.eq.a…)))`: the parameter's own list and `depth - 1` nested `or(`. */
const nestedOr = (depth: number) => `(${'or('.repeat(depth - 1)}name.eq.a${')'.repeat(depth - 1)})`;

describe('a hostile nesting is a 400, never a 500', () => {
  it.each([
    ['an insert', '/bulk_rows', 'POST'],
    ['an update', '/bulk_rows?id=eq.1', 'PATCH'],
    ['an rpc', '/rpc/submit_lead', 'POST'],
  ] as const)('refuses a 20,000-deep JSON body to %s with PGRST102', async (_label, path, method) => {
    const body = path.startsWith('/rpc') ? `{"lead":${nestedArrays(20_000)}}` : `{"name":"x","details":${nestedArrays(20_000)}}`;
    const response = await rest(path, { method, body });
    const error = await expectPostgrestError(response, 400, 'PGRST102');
    expect(error.details).toBe(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`);
  });

  it.each([
    ['or=', `/bulk_rows?or=${nestedOr(3_000)}`],
    ['not.and=', `/bulk_rows?not.and=${nestedOr(3_000)}`],
  ])('refuses a 3,000-deep %s tree with PGRST100', async (_label, path) => {
    const body = await expectPostgrestError(await rest(path), 400, 'PGRST100');
    expect(body.message).toMatch(/^"failed to parse logic tree \(\(or\(or\(/);
    expect(body.details).toBe(`nested deeper than ${MAX_NESTING_DEPTH} levels`);
  });

  it('refuses a 7,000-deep JSON value in a filter on a jsonb column with PGRST100', async () => {
    // About as deep as a URL may hold; PGlite's JSON parser failed on it with XX000 "bad buffer ID: 0".
    const body = await expectPostgrestError(await rest(`/bulk_rows?details=cs.${nestedArrays(7_000)}`), 400, 'PGRST100');
    expect(body.message).toMatch(/^"failed to parse filter \(cs\.\[\[/);
    expect(body.details).toBe(`nested deeper than ${MAX_JSON_DEPTH} levels`);
  });

  it('refuses a 3,000-deep embedding in select= with PGRST100', async () => {
    const response = await rest(`/bulk_rows?select=id,${'a('.repeat(3_000)}id${')'.repeat(3_000)}`);
    const body = await expectPostgrestError(response, 400, 'PGRST100');
    expect(body.message).toMatch(/^"failed to parse select parameter/);
  });

  it('refuses a select= of more columns than a row holds with PGRST100, for any key, before the table’s grants are asked', async () => {
    const columns = (count: number) => Array.from({ length: count }, (_, index) => `c${index}:id`).join(',');
    for (const apikey of [backend.publishableKey, backend.secretKey]) {
      const response = await rest(`/leads?select=${columns(MAX_SELECTED_COLUMNS + 1)}`, { headers: { apikey } });
      const body = await expectPostgrestError(response, 400, 'PGRST100');
      expect(body.details).toBe(`a row holds at most ${MAX_SELECTED_COLUMNS} columns`);
    }
    // Stars count as the table's columns (three here).
    await expectPostgrestError(await rest(`/bulk_rows?select=${Array(600).fill('*').join(',')}`), 400, 'PGRST100');
    expect((await rest(`/bulk_rows?select=${Array(500).fill('*').join(',')}`)).status).toBe(200);
  });

  it('still answers after them', async () => {
    const response = await rest('/bulk_rows?select=id&limit=1');
    expect(response.status).toBe(200);
  });
});

describe('nesting up to the caps is served as before', () => {
  it(`stores a body nested ${MAX_JSON_DEPTH} levels deep`, async () => {
    // The row object is one level, so its details may nest one less.
    const details = nestedArrays(MAX_JSON_DEPTH - 1);
    const response = await rest('/bulk_rows?select=details', {
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ name: 'deep', details: JSON.parse(details) as unknown }),
    });
    expect(response.status).toBe(201);
    expect(JSON.stringify(((await response.json()) as { details: unknown }[])[0]?.details)).toBe(details);
  });

  it(`filters with an or= tree ${MAX_NESTING_DEPTH} levels deep`, async () => {
    const response = await rest(`/bulk_rows?select=name&or=${nestedOr(MAX_NESTING_DEPTH)}`);
    expect(response.status).toBe(200);
    await response.json();
    const deeper = await rest(`/bulk_rows?select=name&or=${nestedOr(MAX_NESTING_DEPTH + 1)}`);
    await expectPostgrestError(deeper, 400, 'PGRST100');
  });
});

describe('large but flat requests are answered in time', () => {
  it('inserts a 2 MiB array of rows, the largest body the backend accepts', async () => {
    const row = JSON.stringify({ name: 'Flat Row', details: { source: 'bulk', tags: ['a', 'b', 'c'] } });
    const count = Math.floor((2 * 1024 * 1024 - 2) / (row.length + 1));
    const started = performance.now();
    const response = await rest('/bulk_rows', {
      method: 'POST',
      headers: { Prefer: 'return=minimal, count=exact' },
      body: `[${Array.from({ length: count }, () => row).join(',')}]`,
    });
    const elapsed = performance.now() - started;
    expect(response.status).toBe(201);
    expect(response.headers.get('content-range')).toBe(`*/${count}`);
    // Well under the bound on PGlite; the bound only catches a step that grows with the square of the size.
    expect(elapsed).toBeLessThan(10_000);
  });

  it('answers an or= list of 1,000 filters, about as long as a URL may be', async () => {
    const list = `(${Array.from({ length: 1_000 }, (_, index) => `name.eq.v${index}`).join(',')})`;
    const started = performance.now();
    const response = await rest(`/bulk_rows?select=id&or=${list}`);
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    // Most of the time is Postgres planning the conditions; the bound only catches a step that explodes.
    expect(elapsed).toBeLessThan(5_000);
  });
});
