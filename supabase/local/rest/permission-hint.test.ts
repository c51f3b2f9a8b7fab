import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAs, type ApiRole } from '../db/as-caller.ts';
import { isDatabaseError, type Database, type DatabaseError } from '../db/drivers.ts';
import { bootstrapPlatform } from '../db/migrate.ts';
import { openTestDatabase } from '../../../tests/backend/migrated-template.ts';
import { permissionHint, permissionHintText } from './permission-hint.ts';

// The probe behind the hint, statement by statement, against supautils' own expectations
// (supabase/supautils test/core_patches/*/privileges.out.patch): the missing privileges of the first
// relation denied, column privileges counted, and no hint where supautils gives none.

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase({ migrated: false });
  await bootstrapPlatform(db);
  await db.exec(`
    create table public.atest (id int primary key, label text, secret text);
    create table public.other (id int primary key);
    create schema hint_elsewhere;
    grant usage on schema hint_elsewhere to anon;
    create table hint_elsewhere."Odd Name" (id int);
    -- anon reads one column and updates another; authenticated reads the table; nothing else.
    grant select (id) on public.atest to anon;
    grant update (label) on public.atest to anon;
    grant select on public.atest to authenticated;
    alter table public.atest enable row level security;
    create policy "Anyone reads" on public.atest for select to anon, authenticated using (true);
    create function public.count_other() returns bigint language sql security invoker set search_path = ''
      as 'select count(*) from public.other';
    grant execute on function public.count_other() to anon;
    create function public.locked() returns int language sql as 'select 1';
    revoke execute on function public.locked() from public;
  `);
});
afterAll(() => db.close());

const request = { method: 'POST', path: '/test', headers: {} };
const callerFor = (role: ApiRole) => ({ role, claims: { role } });

/** Runs `sql` as `role` and answers with the hint the local /rest/v1 would add to its error (or the error's absence). */
async function hintFor(role: ApiRole, sql: string): Promise<string | null | 'no error'> {
  let failure: DatabaseError | null = null;
  await db
    .transaction(async (tx) => {
      await actAs(tx, callerFor(role), request);
      await tx.query(sql);
    })
    .catch((error: unknown) => {
      if (!isDatabaseError(error)) throw error;
      failure = error;
    });
  if (!failure) return 'no error';
  return permissionHint(db, callerFor(role), request, { sql, params: [] }, failure);
}

const hint = (privileges: string, relation: string, role: string) => permissionHintText(privileges.split(', '), relation, role);

describe('the hint on a permission error', () => {
  it('names what a read, an insert and a delete lack', async () => {
    expect(await hintFor('service_role', 'select * from public.atest')).toBe(hint('SELECT', 'public.atest', 'service_role'));
    expect(await hintFor('authenticated', 'insert into public.atest (id) values (1)')).toBe(hint('INSERT', 'public.atest', 'authenticated'));
    expect(await hintFor('service_role', 'delete from public.atest where id = 1')).toBe(hint('SELECT, DELETE', 'public.atest', 'service_role'));
    expect(await hintFor('authenticated', 'delete from public.atest')).toBe(hint('DELETE', 'public.atest', 'authenticated'));
  });

  it('counts column privileges: only what the columns used lack', async () => {
    expect(await hintFor('anon', 'select id from public.atest')).toBe('no error');
    expect(await hintFor('anon', 'select * from public.atest')).toBe(hint('SELECT', 'public.atest', 'anon'));
    // UPDATE (label) and SELECT (id) are held: the update is allowed, and one of another column lacks UPDATE only.
    expect(await hintFor('anon', `update public.atest set label = 'x' where id = 1`)).toBe('no error');
    expect(await hintFor('anon', `update public.atest set secret = 'x' where id = 1`)).toBe(hint('UPDATE', 'public.atest', 'anon'));
    // Reading secret in the WHERE clause lacks SELECT, though UPDATE (label) is held.
    expect(await hintFor('anon', `update public.atest set label = 'x' where secret = 'y'`)).toBe(hint('SELECT', 'public.atest', 'anon'));
  });

  it('names the first relation denied, in another schema too, quoted as Postgres quotes it', async () => {
    expect(await hintFor('authenticated', 'select * from public.atest join public.other using (id)')).toBe(hint('SELECT', 'public.other', 'authenticated'));
    expect(await hintFor('anon', 'select * from hint_elsewhere."Odd Name"')).toBe(hint('SELECT', 'hint_elsewhere."Odd Name"', 'anon'));
  });

  it('names what a statement inside a security-invoker function lacked', async () => {
    expect(await hintFor('anon', 'select public.count_other()')).toBe(hint('SELECT', 'public.other', 'anon'));
  });

  it('gives none for a function’s EXECUTE, a schema’s USAGE or a row refused by a policy', async () => {
    expect(await hintFor('anon', 'select public.locked()')).toBeNull();
    expect(await hintFor('authenticated', 'select * from hint_elsewhere."Odd Name"')).toBeNull();
    await db.exec(`grant insert on public.other to authenticated;
      alter table public.other enable row level security;`);
    expect(await hintFor('authenticated', 'insert into public.other (id) values (1)')).toBeNull();
  });

  it('leaves no grant behind', async () => {
    await hintFor('service_role', 'select * from public.atest');
    const { rows } = await db.query<{ granted: boolean }>(`select has_table_privilege('service_role', 'public.atest', 'select') as granted`);
    expect(rows[0]?.granted).toBe(false);
  });
});
