import { readFile } from 'node:fs/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATIONS,
  RELATIONS,
  ROLES,
  RPCS,
  type Operation,
  type Outcome,
  type RelationName,
  type Role,
  type RpcName,
} from './access-matrix/expectations.ts';
import { RELATION_FIXTURES, RPC_FIXTURES, storeDashboardData, type Actor, type FixtureContext } from './access-matrix/fixtures.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

// The access matrix: every table, view and rpc of the API-exposed schema × {anon, signed-in user,
// admin, service role} × {select, insert, update, delete}, each cell run with supabase-js against the local
// backend as the site (or an edge function, with the service-role key) would call it, and checked against the
// database as its owner sees it. The expectations live in access-matrix/expectations.ts; the catalog checks
// below make a new table, view or function fail the suite until it is described there. A refusal for want of
// a grant also carries hosted Supabase's hint naming the GRANT that would allow it.

let backend: TestBackend;
let ctx: FixtureContext;
/** Who calls: the three roles, and the admin in a session of each assurance level for the MFA rule. */
type Caller = Role | 'admin in an aal1 session' | 'admin in an aal2 session';
type Client = Actor & { client: SupabaseClient };
const callers = new Map<Caller, Client>();
let snapshotSql = '';

function actor(caller: Caller): Client {
  const found = callers.get(caller);
  if (!found) throw new Error(`no client for ${caller}`);
  return found;
}

/** An access token as Supabase Auth issues one, in a session of its own, at the given assurance level ('aal2' after a TOTP code). */
async function tokenFor(userId: string, email: string, aal: 'aal1' | 'aal2'): Promise<string> {
  const sessionId = await backend.openSession(userId, { aal });
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    aud: 'authenticated',
    role: 'authenticated',
    iss: `${backend.url}/auth/v1`,
    sub: userId,
    email,
    iat: now,
    exp: now + 3600,
    aal,
    amr: [{ method: aal === 'aal2' ? 'totp' : 'password', timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  };
  return backend.signToken(claims);
}

beforeAll(async () => {
  backend = await startTestBackend();
  let sequence = 0;
  const unique = () => `access-matrix-${(sequence += 1)}`;
  const base = { db: backend.db, unique, freshUserId: () => backend.insertUser(`${unique()}@example.com`) };
  ctx = { ...base, leadId: await RELATION_FIXTURES.leads.create({ ...base, leadId: '' }) };
  // One row in every table before any cell runs, so that the admin reads all have something to answer.
  for (const fixture of Object.values(RELATION_FIXTURES)) await fixture.create(ctx);
  await storeDashboardData(ctx);

  const userId = await backend.insertUser('staff@agency.example');
  const adminId = await backend.insertUser('admin@agency.example', { admin: true });
  const admin = async (aal: 'aal1' | 'aal2') =>
    ({ role: 'admin', userId: adminId, client: backend.clientWithToken(await tokenFor(adminId, 'admin@agency.example', aal)) }) as const;
  callers.set('anon', { role: 'anon', userId: null, client: backend.anonClient() });
  callers.set('service', { role: 'service', userId: null, client: backend.serviceClient() });
  callers.set('user', { role: 'user', userId, client: backend.clientWithToken(await tokenFor(userId, 'staff@agency.example', 'aal1')) });
  // A password sign-in, as the dashboard's admins have today.
  callers.set('admin', await admin('aal1'));
  callers.set('admin in an aal1 session', await admin('aal1'));
  callers.set('admin in an aal2 session', await admin('aal2'));

  snapshotSql = await buildSnapshotSql();
});
afterAll(() => backend.stop());

class Rollback extends Error {}

/** An identifier for SQL, quoted as Postgres quotes one. */
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Undoes the user's self-promotion (a cell that wrongly allows it, or the service role's check of the row). */
async function demoteUser(): Promise<void> {
  await backend.db.query('delete from public.user_roles where user_id = $1', [actor('user').userId]);
}
// A cell that wrongly lets the user make itself an admin must not turn the user's later cells into admin ones.
afterEach(demoteUser);

/** One query digesting every row of every table in public and private, to prove a refused call changed nothing. */
async function buildSnapshotSql(): Promise<string> {
  const { rows } = await backend.db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
     from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'private') and c.relkind in ('r', 'p')
     order by 1`,
  );
  return rows
    .map(({ name }) => `select '${name}' as relation, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${name} as t`)
    .join('\nunion all\n');
}

async function snapshot(): Promise<Record<string, string>> {
  const { rows } = await backend.db.query<{ relation: string; digest: string }>(snapshotSql);
  return Object.fromEntries(rows.map((row) => [row.relation, row.digest]));
}

async function readRow(table: string, id: string): Promise<Record<string, unknown> | null> {
  const { rows } = await backend.db.query<{ row: string }>(`select to_jsonb(t)::text as row from public.${table} as t where t.id = $1`, [id]);
  return rows[0] ? (JSON.parse(rows[0].row) as Record<string, unknown>) : null;
}

async function countWhere(table: string, column: string, value: string): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(`select count(*)::int as n from public.${table} where ${column}::text = $1`, [value]);
  return rows[0]?.n ?? -1;
}

/** The schemas PostgREST serves, read from supabase/config.toml's [api] section as production does. */
async function exposedSchemas(): Promise<string[]> {
  const config = await readFile(new URL('../../supabase/config.toml', import.meta.url), 'utf8');
  const api = /^\[api\]\s*$([\s\S]*?)(?=^\[)/m.exec(config)?.[1] ?? '';
  const list = /^schemas\s*=\s*\[([^\]]*)\]/m.exec(api)?.[1] ?? '';
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1] as string);
}

function difference(catalog: string[], described: string[]) {
  return {
    'in the database, not in the matrix': catalog.filter((name) => !described.includes(name)),
    'in the matrix, not in the database': described.filter((name) => !catalog.includes(name)),
  };
}

describe('the matrix describes the whole API', () => {
  it('serves only the public schema (another exposed schema needs its own rows here)', async () => {
    expect(await exposedSchemas()).toEqual(['public']);
  });

  it('names every table and view of public, as what it is, and nothing else', async () => {
    const { rows } = await backend.db.query<{ name: string; kind: string }>(
      `select c.relname as name,
              case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'f' then 'foreign table' else 'table' end as kind
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
         and not exists (select from pg_catalog.pg_depend d
                         where d.classid = 'pg_catalog.pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
       order by 1`,
    );
    expect(difference(rows.map((row) => row.name), Object.keys(RELATIONS))).toEqual({
      'in the database, not in the matrix': [],
      'in the matrix, not in the database': [],
    });
    expect(Object.fromEntries(rows.map((row) => [row.name, row.kind]))).toEqual(
      Object.fromEntries(Object.entries(RELATIONS).map(([name, access]) => [name, access.kind])),
    );
  });

  it('names every function of public that rpc can call, and nothing else', async () => {
    const { rows } = await backend.db.query<{ name: string }>(
      `select distinct p.proname as name
       from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prokind = 'f'
         and p.prorettype not in ('pg_catalog.trigger'::pg_catalog.regtype, 'pg_catalog.event_trigger'::pg_catalog.regtype)
         and not exists (select from pg_catalog.pg_depend d
                         where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
       order by 1`,
    );
    expect(difference(rows.map((row) => row.name), Object.keys(RPCS))).toEqual({
      'in the database, not in the matrix': [],
      'in the matrix, not in the database': [],
    });
  });
});

interface TableCell {
  relation: RelationName;
  caller: Caller;
  operation: Operation;
  outcome: Outcome;
}

/** Every table cell for these callers, each expecting the row of the role given beside it. */
function tableCells(rows: [Caller, Role][]): TableCell[] {
  return (Object.keys(RELATIONS) as RelationName[]).flatMap((relation) =>
    rows.flatMap(([caller, role]) =>
      OPERATIONS.map((operation) => ({ relation, caller, operation, outcome: RELATIONS[relation][role][operation] as Outcome })),
    ),
  );
}

const tableCellName = ({ relation, caller, operation, outcome }: TableCell) => `${relation} · ${caller} · ${operation} → ${outcome}`;

/**
 * Refused and nothing changed: 42501, or, for a write to a view PostgreSQL cannot update (one that joins
 * tables, as lead_inbox does), 55000, which PostgreSQL raises before it looks at any grant.
 */
async function expectRefused(error: { code?: string } | null, before: Record<string, string>, relation?: RelationName, operation?: Operation) {
  const code = relation && operation && !(await isUpdatable(relation, operation)) ? '55000' : '42501';
  expect(error?.code, `expected ${code}`).toBe(code);
  expect(await snapshot()).toEqual(before);
}

/** Whether PostgreSQL can run this write on the relation at all (pg_relation_is_updatable's bits). */
async function isUpdatable(relation: RelationName, operation: Operation): Promise<boolean> {
  if (operation === 'select') return true;
  const bit = { insert: 8, update: 4, delete: 16 }[operation];
  const { rows } = await backend.db.query<{ events: number }>(`select pg_relation_is_updatable($1::regclass, false) as events`, [`public.${relation}`]);
  return ((rows[0]?.events ?? 0) & bit) !== 0;
}

/** The database role each row of the matrix acts as. */
const DATABASE_ROLE: Record<Role, string> = { anon: 'anon', user: 'authenticated', admin: 'authenticated', service: 'service_role' };

/** What each operation needs on the relation, as supabase-js sends it: update and delete filter on id, which reads it. */
const NEEDED: Record<Operation, string[]> = { select: ['SELECT'], insert: ['INSERT'], update: ['SELECT', 'UPDATE'], delete: ['SELECT', 'DELETE'] };

/**
 * The hint hosted Supabase gives a refusal (supautils; PostgREST passes it on): for want of a grant, the
 * privileges the operation needs that the role lacks; for a row a policy's WITH CHECK refuses, none.
 */
async function expectHint(error: { message?: string; hint?: string | null } | null, relation: RelationName, role: Role, operation: Operation) {
  if (!error?.message?.startsWith('permission denied for ')) {
    // No grant would help (a view PostgreSQL cannot write to says so in its own hint): no GRANT hint.
    expect(error?.hint ?? '').not.toMatch(/^Grant the required privileges/);
    return;
  }
  const databaseRole = DATABASE_ROLE[role];
  const { rows } = await backend.db.query<{ privilege: string }>(
    `select privilege from unnest($1::text[]) with ordinality as needed(privilege, position)
     where not has_table_privilege($2::text, $3::text, privilege) order by position`,
    [NEEDED[operation], databaseRole, `public.${relation}`],
  );
  expect(error.message).toMatch(new RegExp(`^permission denied for (table|view) ${relation}$`));
  expect(error.hint).toBe(
    `Grant the required privileges to the current role with: GRANT ${rows.map((row) => row.privilege).join(', ')} ON public.${relation} TO ${databaseRole};`,
  );
}

async function runTableCell({ relation, caller: callerName, operation, outcome }: TableCell): Promise<void> {
  const fixture = RELATION_FIXTURES[relation];
  const caller = actor(callerName);

  if (operation === 'insert') {
    if (outcome === 'no rows') throw new Error('an insert is allowed or denied; RLS refuses a row with 42501');
    const row = await fixture.insertRow(ctx, caller);
    const marker = String(row[fixture.markerColumn]);
    const before = await snapshot();
    const { error } = await caller.client.from(relation).insert(row);
    if (outcome === 'allowed') {
      expect(error).toBeNull();
      expect(await countWhere(fixture.table, fixture.markerColumn, marker)).toBe(1);
    } else {
      await expectRefused(error, before, relation, operation);
      await expectHint(error, relation, caller.role, operation);
    }
    return;
  }

  const id = await fixture.create(ctx);
  const before = await snapshot();

  if (operation === 'select') {
    const { data, error } = await caller.client.from(relation).select('*');
    if (outcome === 'denied') {
      await expectRefused(error, before, relation, operation);
      await expectHint(error, relation, caller.role, operation);
      expect(data).toBeNull();
      return;
    }
    expect(error).toBeNull();
    const rows = (data ?? []) as Record<string, unknown>[];
    if (outcome === 'allowed') {
      expect(rows.map((row) => row.id)).toContain(id);
    } else {
      // Rows RLS shows their owner (a user's own role) are the caller's; nothing else may come back.
      const owner = fixture.ownerColumn;
      expect(rows.filter((row) => !owner || row[owner] !== caller.userId)).toEqual([]);
    }
    return;
  }

  if (operation === 'update') {
    const patch = await fixture.patch(ctx, caller);
    const original = await readRow(fixture.table, id);
    const { error } = await caller.client.from(relation).update(patch).eq('id', id);
    if (outcome === 'allowed') {
      expect(error).toBeNull();
      expect(original).not.toMatchObject(patch);
      expect(await readRow(fixture.table, id)).toMatchObject(patch);
    } else if (outcome === 'denied') {
      await expectRefused(error, before, relation, operation);
      await expectHint(error, relation, caller.role, operation);
    } else {
      expect(error).toBeNull();
      expect(await snapshot()).toEqual(before);
    }
    return;
  }

  const { error } = await caller.client.from(relation).delete().eq('id', id);
  if (outcome === 'allowed') {
    expect(error).toBeNull();
    expect(await readRow(fixture.table, id)).toBeNull();
  } else if (outcome === 'denied') {
    await expectRefused(error, before, relation, operation);
    await expectHint(error, relation, caller.role, operation);
  } else {
    expect(error).toBeNull();
    expect(await snapshot()).toEqual(before);
  }
}

describe('tables and views', () => {
  for (const cell of tableCells(ROLES.map((role) => [role, role]))) it(tableCellName(cell), () => runTableCell(cell));

  // Proves the rows and patches are valid, so each 42501 above is the privilege speaking, not the data.
  it.each(Object.keys(RELATIONS) as RelationName[])('%s · the database owner stores each row and applies each patch', async (relation) => {
    const fixture = RELATION_FIXTURES[relation];
    const table = `public.${quoteIdent(fixture.table)}`;
    for (const role of ROLES) {
      const row = await fixture.insertRow(ctx, actor(role));
      const columns = Object.keys(row).map(quoteIdent).join(', ');
      await backend.db.query(`insert into ${table} (${columns}) select ${columns} from jsonb_populate_record(null::${table}, $1::jsonb)`, [
        JSON.stringify(row),
      ]);
      expect(await countWhere(fixture.table, fixture.markerColumn, String(row[fixture.markerColumn]))).toBe(1);
      await demoteUser();
      const id = await fixture.create(ctx);
      const patch = await fixture.patch(ctx, actor(role));
      const assignments = Object.keys(patch).map((column) => `${quoteIdent(column)} = p.${quoteIdent(column)}`);
      await backend.db.query(`update ${table} as t set ${assignments.join(', ')} from jsonb_populate_record(null::${table}, $1::jsonb) as p where t.id = $2`, [
        JSON.stringify(patch),
        id,
      ]);
      expect(await readRow(fixture.table, id)).toMatchObject(patch);
    }
  });
});

interface RpcCell {
  rpc: RpcName;
  caller: Caller;
  outcome: Outcome;
}

function rpcCells(rows: [Caller, Role][]): RpcCell[] {
  return (Object.keys(RPCS) as RpcName[]).flatMap((rpc) => rows.map(([caller, role]) => ({ rpc, caller, outcome: RPCS[rpc][role] as Outcome })));
}

const rpcCellName = ({ rpc, caller, outcome }: RpcCell) => `${rpc} · ${caller} · rpc → ${outcome}`;

const answersNothing = (data: unknown) => data === null || (Array.isArray(data) && data.length === 0);

async function runRpcCell({ rpc, caller, outcome }: RpcCell): Promise<void> {
  const fixture = RPC_FIXTURES[rpc];
  const args = await fixture.args(ctx);
  const before = await snapshot();
  const { data, error } = await actor(caller).client.rpc(rpc, args);
  const isEmpty = fixture.isEmpty ?? answersNothing;
  if (outcome === 'denied') {
    await expectRefused(error, before);
    // Refused at the door (EXECUTE), not half-way through by a table the function touches as the caller;
    // hosted Supabase gives no hint for a function.
    expect(error?.message).toBe(`permission denied for function ${rpc}`);
    expect(error?.hint ?? null).toBeNull();
  } else if (outcome === 'no rows') {
    expect(error).toBeNull();
    expect(isEmpty(data), JSON.stringify(data)).toBe(true);
    expect(await snapshot()).toEqual(before);
  } else {
    expect(error).toBeNull();
    expect(isEmpty(data), JSON.stringify(data)).toBe(false);
  }
}

describe('rpc', () => {
  for (const cell of rpcCells(ROLES.map((role) => [role, role]))) it(rpcCellName(cell), () => runRpcCell(cell));

  // Proves the arguments are valid, so a refusal above is the privilege speaking, not the data.
  it.each(Object.keys(RPCS) as RpcName[])('%s · the database owner’s call with the same arguments succeeds', async (rpc) => {
    const args = await RPC_FIXTURES[rpc].args(ctx);
    const { rows } = await backend.db.query<{ names: string[]; types: string[] }>(
      `select coalesce((p.proargnames)[1:p.pronargs], '{}') as names,
              array(select pg_catalog.format_type(a.type, null) from unnest(p.proargtypes::oid[]) with ordinality as a(type, position) order by a.position) as types
       from pg_catalog.pg_proc p where p.oid = to_regproc($1)`,
      [`public.${rpc}`],
    );
    const { names = [], types = [] } = rows[0] ?? {};
    const given = names.flatMap((name, index) => (Object.hasOwn(args, name) ? [{ name: quoteIdent(name), type: types[index] }] : []));
    expect(given.map(({ name }) => name).sort()).toEqual(Object.keys(args).map(quoteIdent).sort());
    // In a transaction rolled back: the owner's call only proves the arguments, it changes nothing.
    await backend.db
      .transaction(async (tx) => {
        const call = `public.${quoteIdent(rpc)}(${given.map(({ name }) => `${name} => a.${name}`).join(', ')})`;
        if (given.length === 0) await tx.query(`select ${call}`);
        else {
          const record = given.map(({ name, type }) => `${name} ${type}`).join(', ');
          await tx.query(`select ${call} from jsonb_to_record($1::jsonb) as a(${record})`, [JSON.stringify(args)]);
        }
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  });
});

// The role Supabase Auth calls its hooks as, which no token can act as: only the password hook is its.
describe('supabase_auth_admin', () => {
  it('may run the password-verification hook, and no other function of public', async () => {
    const { rows } = await backend.db.query<{ name: string }>(
      `select p.oid::regprocedure::text as name from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and has_function_privilege('supabase_auth_admin', p.oid, 'execute') order by 1`,
    );
    expect(rows.map((row) => row.name)).toEqual(['hook_password_verification_attempt(jsonb)']);
  });
});

// 20261121180000_admin_mfa.sql: once the operator requires a second factor, the admin role counts only in an
// aal2 session. An admin signed in with a password alone then gets exactly the signed-in user's row of the
// matrix, everywhere; after a TOTP code, the admin's.
describe('with admin_requires_mfa switched on', () => {
  const setAdminRequiresMfa = (on: boolean) => backend.db.query('update private.security_settings set admin_requires_mfa = $1', [on]);
  beforeAll(() => setAdminRequiresMfa(true));
  afterAll(() => setAdminRequiresMfa(false));

  const rows: [Caller, Role][] = [
    ['admin in an aal1 session', 'user'],
    ['admin in an aal2 session', 'admin'],
  ];
  for (const cell of tableCells(rows)) it(tableCellName(cell), () => runTableCell(cell));
  for (const cell of rpcCells(rows)) it(rpcCellName(cell), () => runRpcCell(cell));
});
