import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';

/** The leads every test starts from, oldest first; the spam one is left out of the status counts. */
const SEED = [
  { name: 'Ann Archer', email: 'ann@example.com', phone: '555-0100', company: 'Acme', status: 'New', created_at: '2026-01-01T10:00:00Z' },
  { name: 'Bob Baker', email: 'bob@example.com', phone: null, company: 'Bobco', status: 'Nurturing', created_at: '2026-01-02T10:00:00Z' },
  { name: 'Cara Cole', email: 'cara@example.com', phone: '555-0102', company: null, status: 'Client', created_at: '2026-01-03T10:00:00Z' },
  { name: 'Dan Spam', email: 'dan@example.com', phone: '555-0103', company: 'Acme, Inc.', status: 'Spam', created_at: '2026-01-04T10:00:00Z', is_spam: true },
];

let backend: TestBackend;
let service: SupabaseClient;
let admin: SupabaseClient;
let staff: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.serviceClient();
  anon = backend.anonClient();
  const adminId = await backend.insertUser('admin@example.com', { admin: true });
  const staffId = await backend.insertUser('staff@example.com');
  admin = backend.clientWithToken(await backend.accessTokenFor(adminId, 'admin@example.com'));
  staff = backend.clientWithToken(await backend.accessTokenFor(staffId, 'staff@example.com'));
  const { error } = await service.from('leads').insert(SEED.map((lead) => ({ is_spam: false, ...lead })));
  if (error) throw new Error(`seeding failed: ${error.message}`);
});
afterAll(() => backend.stop());

/** A raw request, for what supabase-js cannot send (malformed filters) or does not expose (headers). */
function rest(path: string, init: RequestInit = {}, key = backend.secretKey): Promise<Response> {
  return fetch(`${backend.url}/rest/v1${path}`, { ...init, headers: { apikey: key, ...(init.headers as Record<string, string> | undefined) } });
}

async function expectPostgrestError(response: Response, status: number, code: string): Promise<Record<string, unknown>> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body.code).toBe(code);
  return body;
}

describe('who may read and work leads', () => {
  it('refuses leads to anonymous visitors with 401 and 42501', async () => {
    const { data, error, status } = await anon.from('leads').select('*');
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
    expect(data).toBeNull();
  });

  it('shows a signed-in user without the admin role no leads, and lets them change none', async () => {
    const { data, error } = await staff.from('leads').select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);

    const update = await staff.from('leads').update({ status: 'Lost' }).eq('email', 'ann@example.com').select('id');
    expect(update.error).toBeNull();
    expect(update.data).toEqual([]);
    const { data: ann } = await service.from('leads').select('status').eq('email', 'ann@example.com').single();
    expect(ann).toEqual({ status: 'New' });
  });

  it('shows an admin every lead, newest first', async () => {
    const { data, error } = await admin.from('leads').select('name').order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data?.map((lead) => lead.name)).toEqual(['Dan Spam', 'Cara Cole', 'Bob Baker', 'Ann Archer']);
  });

  it('lets an admin move a lead through the pipeline, within the allowed statuses', async () => {
    const { data, error, status } = await admin.from('leads').update({ status: 'Call Booked', call_booked: true }).eq('email', 'bob@example.com').select('status, call_booked').single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ status: 'Call Booked', call_booked: true });

    const invalid = await admin.from('leads').update({ status: 'Maybe' }).eq('email', 'bob@example.com');
    expect(invalid.status).toBe(400);
    expect(invalid.error?.code).toBe('23514');

    const restored = await admin.from('leads').update({ status: 'Nurturing', call_booked: false }).eq('email', 'bob@example.com');
    expect(restored.status).toBe(204);
  });

  it('does not let an admin rewrite what the visitor sent', async () => {
    const { status, error } = await admin.from('leads').update({ name: 'Someone Else' }).eq('email', 'ann@example.com');
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  it('counts leads per status for an admin and refuses the count to anonymous visitors', async () => {
    const { data, error } = await admin.rpc('lead_status_counts');
    expect(error).toBeNull();
    expect(data).toEqual(
      expect.arrayContaining([
        { status: 'New', leads: 1 },
        { status: 'Nurturing', leads: 1 },
        { status: 'Client', leads: 1 },
      ]),
    );
    expect(data).toHaveLength(3);

    const denied = await anon.rpc('lead_status_counts');
    expect(denied.status).toBe(401);
    expect(denied.error?.code).toBe('42501');
  });

  it('answers an expired token with PostgREST\'s JWT error', async () => {
    const expired = await backend.signToken({ role: 'authenticated', sub: crypto.randomUUID(), exp: Math.floor(Date.now() / 1000) - 60 });
    const { status, error } = await backend.clientWithToken(expired).from('leads').select('id');
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('refuses a token whose role is not an API role, without running SQL as it', async () => {
    const postgres = await backend.signToken({ role: 'postgres', exp: Math.floor(Date.now() / 1000) + 60 });
    const { status, error } = await backend.clientWithToken(postgres).from('leads').select('id');
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });
});

describe('writing with the service role', () => {
  it('inserts and returns the stored row, defaults included', async () => {
    const { data, error, status } = await service
      .from('leads')
      .insert({ name: 'Eve Evans', email: 'eve@example.com', source: 'quiz', quiz_answers: { budget: 'high' } })
      .select('id, name, status, quiz_answers, details')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ name: 'Eve Evans', status: 'New', quiz_answers: { budget: 'high' }, details: {} });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const removed = await service.from('leads').delete({ count: 'exact' }).eq('email', 'eve@example.com');
    expect(removed.status).toBe(204);
    expect(removed.count).toBe(1);
  });

  it('stores one lead for a repeated submission with upsert on client_submission_id', async () => {
    const submission = { name: 'Fay Fox', email: 'fay@example.com', client_submission_id: crypto.randomUUID() };
    await service.from('leads').upsert(submission, { onConflict: 'client_submission_id', ignoreDuplicates: true });
    await service.from('leads').upsert(submission, { onConflict: 'client_submission_id', ignoreDuplicates: true });
    const { count } = await service.from('leads').select('*', { count: 'exact', head: true }).eq('email', 'fay@example.com');
    expect(count).toBe(1);
    await service.from('leads').delete().eq('email', 'fay@example.com');
  });

  it('refuses a duplicate with 409 and a body column the table lacks with PGRST204', async () => {
    const id = crypto.randomUUID();
    await service.from('leads').insert({ name: 'Gus', email: 'gus@example.com', client_submission_id: id });
    const duplicate = await service.from('leads').insert({ name: 'Gus', email: 'gus@example.com', client_submission_id: id });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    await service.from('leads').delete().eq('client_submission_id', id);

    const unknown = await service.from('leads').insert({ name: 'Hal', email: 'hal@example.com', favourite_colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({ code: 'PGRST204', message: "Could not find the 'favourite_colour' column of 'leads' in the schema cache" });
  });

  it('refuses a body that is not JSON with PGRST102', async () => {
    const response = await rest('/leads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":' });
    const body = await expectPostgrestError(response, 400, 'PGRST102');
    expect(body.message).toBe('Empty or invalid json');
  });
});

describe('reading: counts, ranges and single objects', () => {
  it('counts every match and returns the requested page', async () => {
    const { data, count, status } = await service.from('leads').select('name', { count: 'exact' }).order('created_at').range(0, 1);
    expect(status).toBe(206);
    expect(count).toBe(4);
    expect(data?.map((lead) => lead.name)).toEqual(['Ann Archer', 'Bob Baker']);

    const response = await rest('/leads?select=name&order=created_at&offset=2&limit=5', { headers: { Prefer: 'count=exact' } });
    expect(response.headers.get('content-range')).toBe('2-3/4');
  });

  it('sends Content-Range without a count, and 416 for an offset past the end', async () => {
    const response = await rest('/leads?select=id&limit=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('0-1/*');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');

    const beyond = await rest('/leads?offset=10', { headers: { Prefer: 'count=exact' } });
    await expectPostgrestError(beyond, 416, 'PGRST103');
  });

  it('fails single() on no rows with PGRST116 and gives null from maybeSingle()', async () => {
    const single = await service.from('leads').select('id').eq('email', 'nobody@example.com').single();
    expect(single.status).toBe(406);
    expect(single.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });

    const maybe = await service.from('leads').select('id').eq('email', 'nobody@example.com').maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();

    const one = await service.from('leads').select('name').eq('email', 'cara@example.com').single();
    expect(one.data).toEqual({ name: 'Cara Cole' });
  });

  it('selects columns under aliases, with casts and json paths', async () => {
    const { data, error } = await service
      .from('leads')
      .select('who:name, created:created_at::date, source:details->>source, email')
      .eq('email', 'ann@example.com');
    expect(error).toBeNull();
    expect(data).toEqual([{ who: 'Ann Archer', created: '2026-01-01', source: null, email: 'ann@example.com' }]);
  });
});

describe('filters and order', () => {
  const names = (rows: { name: string }[] | null) => rows?.map((row) => row.name);

  it('combines or() with nested and(), quoted values and in()', async () => {
    const { data, error } = await service
      .from('leads')
      .select('name')
      .or('company.eq."Acme, Inc.",and(status.in.(New,Client),phone.not.is.null)')
      .order('name');
    expect(error).toBeNull();
    expect(names(data)).toEqual(['Ann Archer', 'Cara Cole', 'Dan Spam']);
  });

  it('supports ilike with * wildcards, is, not and in', async () => {
    expect(names((await service.from('leads').select('name').ilike('name', '*CO*').order('name')).data)).toEqual(['Cara Cole']);
    expect(names((await service.from('leads').select('name').is('phone', null)).data)).toEqual(['Bob Baker']);
    expect(names((await service.from('leads').select('name').not('status', 'in', '(Spam,Client)').order('name')).data)).toEqual([
      'Ann Archer',
      'Bob Baker',
    ]);
    expect(names((await service.from('leads').select('name').in('email', ['bob@example.com', 'cara@example.com']).order('name')).data)).toEqual([
      'Bob Baker',
      'Cara Cole',
    ]);
    expect(names((await service.from('leads').select('name').is('is_spam', true)).data)).toEqual(['Dan Spam']);
  });

  it('orders with nulls last when asked', async () => {
    const { data } = await service.from('leads').select('name').order('company', { ascending: false, nullsFirst: false }).order('name');
    expect(names(data)).toEqual(['Bob Baker', 'Dan Spam', 'Ann Archer', 'Cara Cole']);
  });
});

describe('what a client gets wrong is a 4xx in PostgREST\'s shape, never a 500', () => {
  it.each([
    ['an unknown operator', '/leads?created_at=zz.1', 400, 'PGRST100'],
    ['a value of the wrong type', '/leads?id=eq.not-a-uuid', 400, '22P02'],
    ['an unknown direction', '/leads?order=name.sideways', 400, 'PGRST100'],
    ['an unfinished logic tree', '/leads?or=(name.eq.Ann', 400, 'PGRST100'],
    ['an unknown column in select', '/leads?select=id,shoe_size', 400, '42703'],
    ['an unknown column in a filter', '/leads?shoe_size=eq.42', 400, '42703'],
    ['an embedded resource', '/leads?select=*,user_roles(*)', 400, 'PGRST200'],
    ['an unknown table', '/prospects', 404, 'PGRST205'],
    ['an unknown function', '/rpc/delete_everything', 404, 'PGRST202'],
    ['another schema', '/leads', 406, 'PGRST106', { 'Accept-Profile': 'private' }],
  ] as const)('%s', async (_label, path, status, code, headers?: Record<string, string>) => {
    const response = await rest(path, headers ? { headers } : {});
    await expectPostgrestError(response, status, code);
  });

  it('names the missing table and column as PostgREST does', async () => {
    const table = await service.from('prospects').select('*');
    expect(table.error?.message).toBe("Could not find the table 'public.prospects' in the schema cache");
    const column = await service.from('leads').select('shoe_size');
    expect(column.error?.message).toBe('column leads.shoe_size does not exist');
  });
});

describe('the schema cache', () => {
  it('picks up a table created while the backend runs', async () => {
    await backend.db.exec(`create table public.notes (id bigint generated always as identity primary key, body text not null);
      grant select on public.notes to service_role;
      insert into public.notes (body) values ('hello')`);
    const { data, error } = await service.from('notes').select('body');
    expect(error).toBeNull();
    expect(data).toEqual([{ body: 'hello' }]);
  });
});

describe('max rows', () => {
  it('returns at most api.max_rows (1000) rows a read, and says how many there are', async () => {
    await backend.db.exec(`create table public.many (n int primary key);
      grant select on public.many to service_role;
      insert into public.many select generate_series(1, 1005)`);
    const { data, count, status, error } = await service.from('many').select('n', { count: 'exact' }).order('n');
    expect(error).toBeNull();
    expect(data).toHaveLength(1000);
    expect(count).toBe(1005);
    expect(status).toBe(206);
    const page = await service.from('many').select('n').order('n').range(1000, 1004);
    expect(page.data?.map((row: { n: number }) => row.n)).toEqual([1001, 1002, 1003, 1004, 1005]);
  });
});
