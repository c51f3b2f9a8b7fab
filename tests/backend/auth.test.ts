import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, TEST_CLIENT_ADDRESS_HEADER, type TestBackend } from './harness.ts';

/** The backend's clock: real time plus whatever a test has moved it forward. */
let clockOffsetMs = 0;
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(() => backend.stop());

let userCount = 0;
/** A fresh confirmed user per test, so sessions and failed sign-ins never leak between tests. */
async function newUser(password = 'correct-horse-1'): Promise<{ id: string; email: string; password: string }> {
  userCount += 1;
  const email = `admin${userCount}@agency.test`;
  const id = await backend.insertUser(email, { password });
  return { id, email, password };
}

function claimsOf(accessToken: string): Record<string, unknown> {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function signedIn(user: { email: string; password: string }) {
  const client = backend.anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message ?? 'no session'}`);
  return { client, session: data.session };
}

describe('password sign-in', () => {
  it('gives a GoTrue session whose access token reads the user back', async () => {
    const user = await newUser();
    const { client, session } = await signedIn({ ...user, email: user.email.toUpperCase() });

    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(session.refresh_token).toMatch(/^\w+$/);
    expect(session.user).toMatchObject({ id: user.id, email: user.email, aud: 'authenticated', role: 'authenticated' });
    expect(claimsOf(session.access_token)).toMatchObject({
      iss: `${backend.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      email: user.email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) as number }],
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });

    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email: user.email, is_anonymous: false });
    expect(data.user?.last_sign_in_at).toEqual(expect.any(String));
    expect(data.user?.identities).toEqual([expect.objectContaining({ provider: 'email', user_id: user.id })]);
  });

  it('answers a wrong password and an unknown e-mail alike: 400 invalid_credentials', async () => {
    const user = await newUser();
    for (const attempt of [
      { email: user.email, password: 'wrong-password' },
      { email: 'nobody@agency.test', password: user.password },
    ]) {
      const { data, error } = await backend.anonClient().auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 });
    }
  });

  it('refuses a banned user', async () => {
    const user = await newUser();
    await backend.db.query(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [user.id]);
    const { error } = await backend.anonClient().auth.signInWithPassword(user);
    expect(error).toMatchObject({ code: 'user_banned', status: 400 });
  });

  it('answers malformed bodies with GoTrue validation errors, never a 500', async () => {
    const post = (body: string) =>
      fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: backend.publishableKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body,
      });
    const notJson = await post('{"email": ');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: 'bad_json' });
    const wrongType = await post('{"email": 42, "password": "x"}');
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ code: 'bad_json' });
    const missing = await post('{"password": "x"}');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ code: 'validation_failed', message: 'missing email or phone' });
  });
});

describe('refresh tokens', () => {
  it('rotate: the new token works once, and replaying the old one revokes the whole session', async () => {
    const { client, session } = await signedIn(await newUser());
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const rotated = data.session;
    expect(rotated?.refresh_token).toBeTruthy();
    expect(rotated?.refresh_token).not.toBe(session.refresh_token);
    expect(claimsOf(rotated?.access_token ?? '').session_id).toBe(claimsOf(session.access_token).session_id);

    const replay = await backend.anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error).toMatchObject({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used', status: 400 });

    const afterReplay = await backend.anonClient().auth.refreshSession({ refresh_token: rotated?.refresh_token ?? '' });
    expect(afterReplay.error).toMatchObject({ code: 'refresh_token_already_used', status: 400 });
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await backend.anonClient().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(error).toMatchObject({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found', status: 400 });
  });
});

describe('sign-out', () => {
  it('global: the refresh token stops working and the access token no longer reads the user', async () => {
    const { client, session } = await signedIn(await newUser());
    expect((await client.auth.signOut()).error).toBeNull();

    const refresh = await backend.anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ code: 'refresh_token_not_found' });
    const { data, error } = await backend.anonClient().auth.getUser(session.access_token);
    expect(data.user).toBeNull();
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('answers 403 session_not_found for a signed-out session', async () => {
    const { client, session } = await signedIn(await newUser());
    await client.auth.signOut();
    const response = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.publishableKey, authorization: `Bearer ${session.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('others: keeps the current session and ends the rest', async () => {
    const user = await newUser();
    const here = await signedIn(user);
    const elsewhere = await signedIn(user);

    expect((await here.client.auth.signOut({ scope: 'others' })).error).toBeNull();

    expect((await here.client.auth.getUser()).data.user?.id).toBe(user.id);
    expect((await here.client.auth.refreshSession()).error).toBeNull();
    const otherRefresh = await backend.anonClient().auth.refreshSession({ refresh_token: elsewhere.session.refresh_token });
    expect(otherRefresh.error).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await backend.anonClient().auth.getUser(elsewhere.session.access_token)).error?.name).toBe('AuthSessionMissingError');
  });

  it('local: ends only this session', async () => {
    const user = await newUser();
    const here = await signedIn(user);
    const elsewhere = await signedIn(user);
    expect((await here.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await backend.anonClient().auth.getUser(here.session.access_token)).error?.name).toBe('AuthSessionMissingError');
    expect((await elsewhere.client.auth.getUser()).data.user?.id).toBe(user.id);
  });
});

describe('updating the signed-in user', () => {
  it('changes the password: the old one stops working, the new one signs in', async () => {
    const user = await newUser();
    const { client } = await signedIn(user);
    const { data, error } = await client.auth.updateUser({ password: 'a-brand-new-password', data: { name: 'Ana' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ name: 'Ana' });

    const old = await backend.anonClient().auth.signInWithPassword(user);
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    const fresh = await backend.anonClient().auth.signInWithPassword({ email: user.email, password: 'a-brand-new-password' });
    expect(fresh.error).toBeNull();
  });

  it('refuses a password that is too short or unchanged', async () => {
    const user = await newUser();
    const { client } = await signedIn(user);
    expect((await client.auth.updateUser({ password: '123' })).error).toMatchObject({ code: 'weak_password', status: 422 });
    expect((await client.auth.updateUser({ password: user.password })).error).toMatchObject({ code: 'same_password', status: 422 });
  });
});

describe('sign-up', () => {
  it('is refused: visitors have no accounts', async () => {
    const { data, error } = await backend.anonClient().auth.signUp({ email: 'visitor@agency.test', password: 'visitor-password' });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ code: 'signup_disabled', message: 'Signups not allowed for this instance', status: 422 });
  });
});

describe('admin API', () => {
  it('creates, lists, reads, updates and deletes users with the service-role key', async () => {
    const admin = backend.serviceClient().auth.admin;
    const created = await admin.createUser({
      email: 'New.Staff@Agency.test',
      password: 'staff-password',
      email_confirm: true,
      user_metadata: { name: 'Staff' },
      app_metadata: { team: 'sales' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    expect(created.data.user).toMatchObject({
      email: 'new.staff@agency.test',
      user_metadata: { name: 'Staff', email_verified: true },
      app_metadata: { provider: 'email', providers: ['email'], team: 'sales' },
    });
    expect(created.data.user?.email_confirmed_at).toEqual(expect.any(String));

    const duplicate = await admin.createUser({ email: 'new.staff@agency.test', password: 'another-password' });
    expect(duplicate.error).toMatchObject({ code: 'email_exists', message: 'A user with this email address has already been registered', status: 422 });

    const listed = await admin.listUsers({ page: 1, perPage: 2 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((user) => user.id)).toContain(id);
    expect(listed.data).toMatchObject({ aud: 'authenticated', lastPage: expect.any(Number) as number });
    expect((listed.data as { total?: number }).total).toBeGreaterThanOrEqual(1);

    expect((await admin.getUserById(id)).data.user?.email).toBe('new.staff@agency.test');
    const updated = await admin.updateUserById(id, { user_metadata: { name: null, title: 'Lead' } });
    expect(updated.data.user?.user_metadata).toEqual({ email_verified: true, title: 'Lead' });

    const staff = await signedIn({ email: 'new.staff@agency.test', password: 'staff-password' });
    expect((await admin.updateUserById(id, { password: 'rotated-staff-password', email_confirm: true })).error).toBeNull();
    // A password set by an admin signs the user out everywhere, and only the new password works.
    expect((await staff.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const oldPassword = await backend.anonClient().auth.signInWithPassword({ email: 'new.staff@agency.test', password: 'staff-password' });
    expect(oldPassword.error).toMatchObject({ code: 'invalid_credentials' });
    await signedIn({ email: 'new.staff@agency.test', password: 'rotated-staff-password' });

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ code: 'user_not_found', status: 404 });
  });

  it('sends X-Total-Count and Link as GoTrue does', async () => {
    await newUser();
    await newUser();
    const response = await fetch(`${backend.url}/auth/v1/admin/users?per_page=1`, {
      headers: { apikey: backend.secretKey, authorization: `Bearer ${backend.secretKey}` },
    });
    expect(response.status).toBe(200);
    const total = Number(response.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(2);
    expect(response.headers.get('link')).toBe(`</admin/users?page=2&per_page=1>; rel="next", </admin/users?page=${total}&per_page=1>; rel="last"`);
  });

  it('refuses the anon key: 403 not_admin', async () => {
    const { error } = await backend.anonClient().auth.admin.listUsers();
    expect(error).toMatchObject({ code: 'not_admin', message: 'User not allowed', status: 403 });
  });
});

describe('password guessing, slowed per account and client address by the password verification hook', () => {
  /** supabase-js as the site has it, its requests arriving from `address` (the harness's stand-in for the TCP peer). */
  const from = (address: string) =>
    createClient(backend.url, backend.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { [TEST_CLIENT_ADDRESS_HEADER]: address } },
    });

  it('keeps a guessing run from one address from locking the admin out: the right password from another address signs in at once', async () => {
    const admin = await newUser();
    const guesser = from('203.0.113.9');
    const answers: string[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const { error } = await guesser.auth.signInWithPassword({ email: admin.email, password: `guess-${attempt}` });
      expect(error).toMatchObject({ code: 'invalid_credentials', status: 400 });
      answers.push(error?.message ?? '');
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('Invalid login credentials'));
    expect(new Set(answers.slice(5))).toEqual(new Set(['Too many failed sign-in attempts from your network. Try again in 1 minute.']));
    // The guessing address learns nothing more, not even from the right password.
    expect((await guesser.auth.signInWithPassword(admin)).error?.message).toMatch(/^Too many failed sign-in attempts/);

    const office = await from('198.51.100.7').auth.signInWithPassword(admin);
    expect(office.error).toBeNull();
    expect(office.data.session?.user.id).toBe(admin.id);

    // And the guessing address gets one attempt again once its wait (30 s) is over.
    clockOffsetMs += 31_000;
    expect((await guesser.auth.signInWithPassword(admin)).error).toBeNull();
  });

  it('slows new addresses, not the admin’s own, when the guesses come from many addresses', async () => {
    const admin = await newUser();
    expect((await from('198.51.100.8').auth.signInWithPassword(admin)).error).toBeNull();
    for (let guesser = 1; guesser <= 20; guesser += 1) {
      const { error } = await from(`203.0.113.${guesser}`).auth.signInWithPassword({ email: admin.email, password: 'guess' });
      expect(error?.message).toBe('Invalid login credentials');
    }
    const fresh = await from('203.0.113.77').auth.signInWithPassword(admin);
    expect(fresh.error?.message).toBe(
      'Too many failed sign-in attempts for this account. If your password was right, we have e-mailed you a code that lets this network in. Otherwise try again in 1 minute, or from a network you have signed in from before.',
    );
    expect((await from('198.51.100.8').auth.signInWithPassword(admin)).error).toBeNull();
  });

  it('answers unknown e-mails as before: no account, nothing slowed', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const { error } = await from('203.0.113.200').auth.signInWithPassword({ email: 'nobody@agency.test', password: 'guess' });
      expect(error?.message).toBe('Invalid login credentials');
    }
  });
});

describe('service endpoints', () => {
  it('answers /health and /settings, and 404 for unknown routes', async () => {
    const get = (path: string) => fetch(`${backend.url}/auth/v1${path}`, { headers: { apikey: backend.publishableKey } });
    expect(await (await get('/health')).json()).toMatchObject({ name: 'GoTrue' });
    expect(await (await get('/settings')).json()).toMatchObject({ disable_signup: true, external: { email: true, phone: false } });
    expect((await get('/nope')).status).toBe(404);
  });
});
