import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';

// The admin dashboard's path through the backend (docs/product.md#admin-access), with the real client:
// sign in, read the role row (user_id + role admin, single row), read leads newest first, sign out.
// RLS in the migrations, not the client, must decide every answer.

let backend: TestBackend;
const password = 'correct horse battery staple';

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  await backend.insertUser('admin@agency.example', { password, admin: true });
  await backend.insertUser('staff@agency.example', { password });
});
afterAll(() => backend.stop());

async function signedIn(email: string): Promise<{ client: SupabaseClient; userId: string }> {
  const client = backend.anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { client, userId: data.user?.id ?? '' };
}

describe('the admin dashboard’s access, decided by the database', () => {
  it('lets an admin find its role row, read every lead newest first and move one along the pipeline', async () => {
    const { client, userId } = await signedIn('admin@agency.example');
    const { data: role, error: roleError } = await client.from('user_roles').select('role').eq('user_id', userId).eq('role', 'admin').single();
    expect(roleError).toBeNull();
    expect(role).toEqual({ role: 'admin' });

    const { data: leads, error } = await client.from('leads').select('*').order('created_at', { ascending: false });
    expect(error).toBeNull();
    const { rows } = await backend.db.query<{ n: number }>('select count(*)::int as n from public.leads');
    expect(leads).toHaveLength(rows[0]?.n ?? -1);
    const times = (leads ?? []).map((lead: { created_at: string }) => Date.parse(lead.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Object.keys(leads?.[0] ?? {})).toEqual(
      expect.arrayContaining(['id', 'name', 'email', 'user_type', 'industry', 'status', 'call_booked', 'created_at']),
    );

    const target = leads?.find((lead: { status: string }) => lead.status === 'New') as { id: string } | undefined;
    const { data: updated, error: updateError } = await client.from('leads').update({ status: 'Call Booked', call_booked: true }).eq('id', target?.id ?? '').select('status, call_booked').single();
    expect(updateError).toBeNull();
    expect(updated).toEqual({ status: 'Call Booked', call_booked: true });
  });

  it('shows a signed-in non-admin no role row, no lead, and lets it change nothing', async () => {
    const { client, userId } = await signedIn('staff@agency.example');
    const { data: role, error: roleError } = await client.from('user_roles').select('role').eq('user_id', userId).eq('role', 'admin').maybeSingle();
    expect(roleError).toBeNull();
    expect(role).toBeNull();

    const { data: leads, error } = await client.from('leads').select('id');
    expect(error).toBeNull();
    expect(leads).toEqual([]);

    const { data: changed } = await client.from('leads').update({ status: 'Client' }).neq('status', 'Client').select('id');
    expect(changed ?? []).toEqual([]);
    const { rows } = await backend.db.query<{ n: number }>(`select count(*)::int as n from public.leads where status = 'Client'`);
    expect(rows[0]?.n).toBe(2);
  });

  it('refuses an admin the fields a visitor sent: only the pipeline is the staff’s to change', async () => {
    const { client } = await signedIn('admin@agency.example');
    const { error } = await client.from('leads').update({ email: 'someone-else@example.com' }).eq('status', 'New');
    expect(error?.code).toBe('42501');
  });

  it('lets nobody anonymous read leads or roles', async () => {
    const anon = backend.anonClient();
    const leads = await anon.from('leads').select('id');
    expect(leads.error?.code).toBe('42501');
    expect(leads.status).toBe(401);
    const roles = await anon.from('user_roles').select('id');
    expect(roles.error?.code).toBe('42501');
  });

  it('ends the session on sign-out: the old refresh token no longer works', async () => {
    const { client } = await signedIn('admin@agency.example');
    const { data } = await client.auth.getSession();
    const refreshToken = data.session?.refresh_token ?? '';
    await client.auth.signOut();
    const retry = backend.anonClient();
    const { error } = await retry.auth.refreshSession({ refresh_token: refreshToken });
    expect(error?.code).toBe('refresh_token_not_found');
  });

  it('ends database access on sign-out: the same access token, still unexpired, reads no lead and changes none', async () => {
    const { client } = await signedIn('admin@agency.example');
    const { data: before } = await client.from('leads').select('id');
    expect((before ?? []).length).toBeGreaterThan(0);
    const accessToken = (await client.auth.getSession()).data.session?.access_token ?? '';

    expect((await client.auth.signOut()).error).toBeNull();
    const stale = backend.clientWithToken(accessToken);
    const { data: after, error } = await stale.from('leads').select('id');
    expect(error).toBeNull();
    expect(after).toEqual([]);
    const { data: inbox } = await stale.from('lead_inbox').select('id');
    expect(inbox).toEqual([]);
    const { data: changed } = await stale.from('leads').update({ status: 'Lost' }).neq('status', 'Lost').select('id');
    expect(changed ?? []).toEqual([]);
  });

  it('counts the admin role only in the session the token names: another session of the same admin ending leaves this one reading', async () => {
    const kept = await signedIn('admin@agency.example');
    const ended = await signedIn('admin@agency.example');
    expect((await ended.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    const { data } = await kept.client.from('leads').select('id');
    expect((data ?? []).length).toBeGreaterThan(0);
  });

  it('gives a token without a session (one not issued by Supabase Auth) no admin role', async () => {
    const { userId } = await signedIn('admin@agency.example');
    const now = Math.floor(Date.now() / 1000);
    const sessionless = await backend.signToken({
      aud: 'authenticated',
      role: 'authenticated',
      iss: `${backend.url}/auth/v1`,
      sub: userId,
      email: 'admin@agency.example',
      iat: now,
      exp: now + 600,
      aal: 'aal1',
      is_anonymous: false,
    });
    const forgedSession = await backend.signToken({
      aud: 'authenticated',
      role: 'authenticated',
      sub: userId,
      exp: now + 600,
      session_id: 'not-a-session',
    });
    for (const token of [sessionless, forgedSession]) {
      const { data, error } = await backend.clientWithToken(token).from('leads').select('id');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
  });
});
