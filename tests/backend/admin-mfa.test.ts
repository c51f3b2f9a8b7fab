import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../supabase/local/auth/totp.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

// The admin role can require a second factor. With private.security_settings.admin_requires_mfa on,
// the policies count the admin role only in an aal2 session; the local /auth/v1 gives aal2 the way Supabase
// Auth does, through supabase-js auth.mfa (enroll a TOTP factor, challenge, verify a code).

let backend: TestBackend;
const password = 'correct horse battery staple';
let leadCount = 0;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  const { rows } = await backend.db.query<{ n: number }>('select count(*)::int as n from public.leads');
  leadCount = rows[0]?.n ?? 0;
});
afterAll(() => backend.stop());
afterEach(() => requireMfa(false));

async function requireMfa(on: boolean): Promise<void> {
  await backend.db.query('update private.security_settings set admin_requires_mfa = $1', [on]);
}

let accounts = 0;
async function newAdmin(admin = true): Promise<{ id: string; email: string }> {
  accounts += 1;
  const email = `admin-mfa-${accounts}@agency.example`;
  return { id: await backend.insertUser(email, { password, admin }), email };
}

async function signedIn(email: string): Promise<SupabaseClient> {
  const client = backend.anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return client;
}

function claimsOf(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function visibleLeads(client: SupabaseClient): Promise<number> {
  const { data, error } = await client.from('leads').select('id');
  expect(error).toBeNull();
  return (data ?? []).length;
}

/** Enrols a TOTP factor and verifies it with the code of now: the session becomes aal2. */
async function enrolAndVerify(client: SupabaseClient): Promise<{ factorId: string; secret: string; code: string }> {
  const { data: enrolled, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app', issuer: 'LA Agency' });
  if (error) throw error;
  const code = totpCode(enrolled.totp.secret, Date.now());
  const { error: verifyError } = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.id, code });
  if (verifyError) throw verifyError;
  return { factorId: enrolled.id, secret: enrolled.totp.secret, code };
}

describe('the admin role in the policies, with and without the second-factor rule', () => {
  it('lets an aal1 admin token read every lead while the rule is off (the default)', async () => {
    const admin = await newAdmin();
    const client = backend.clientWithToken(await backend.accessTokenFor(admin.id, admin.email));
    expect(await visibleLeads(client)).toBe(leadCount);
    expect(leadCount).toBeGreaterThan(0);
    const { data } = await client.rpc('admin_mfa_required');
    expect(data).toBe(false);
  });

  it('with the rule on, shows an aal1 admin no lead, lets it change none and gives it empty admin rpcs; aal2 sees them all', async () => {
    const admin = await newAdmin();
    await requireMfa(true);
    const aal1 = backend.clientWithToken(await backend.accessTokenFor(admin.id, admin.email));
    const aal2 = backend.clientWithToken(await backend.accessTokenFor(admin.id, admin.email, { aal: 'aal2' }));

    expect((await aal1.rpc('admin_mfa_required')).data).toBe(true);
    // The role row stays readable, so the admin app knows to ask for the second factor.
    const { data: role } = await aal1.from('user_roles').select('role').eq('user_id', admin.id).single();
    expect(role).toEqual({ role: 'admin' });

    expect(await visibleLeads(aal1)).toBe(0);
    const { data: inbox } = await aal1.from('lead_inbox').select('id');
    expect(inbox).toEqual([]);
    const { data: counts, error: countsError } = await aal1.rpc('lead_status_counts');
    expect(countsError).toBeNull();
    expect(counts).toEqual([]);
    const { data: perDay } = await aal1.rpc('analytics_leads_per_day', { days: 366 });
    expect(perDay).toEqual([]);
    const { data: changed } = await aal1.from('leads').update({ status: 'Lost' }).neq('status', 'Lost').select('id');
    expect(changed ?? []).toEqual([]);

    expect(await visibleLeads(aal2)).toBe(leadCount);
    const { data: aal2Counts } = await aal2.rpc('lead_status_counts');
    expect((aal2Counts as unknown[]).length).toBeGreaterThan(0);
  });

  it('gives a signed-in non-admin nothing, even with aal2', async () => {
    const staff = await newAdmin(false);
    await requireMfa(true);
    const client = backend.clientWithToken(await backend.accessTokenFor(staff.id, staff.email, { aal: 'aal2' }));
    expect(await visibleLeads(client)).toBe(0);
  });

  it('keeps the switch away from the API roles: admin_mfa_required is for signed-in users only', async () => {
    const { error } = await backend.anonClient().rpc('admin_mfa_required');
    expect(error?.code).toBe('42501');
    const { error: tableError } = await backend.anonClient().schema('private' as 'public').from('security_settings').select('*');
    expect(tableError).not.toBeNull();
  });
});

describe('the password verification hook: guessing slowed per account and client address (Supabase Auth calls it in production)', () => {
  /** One call as Supabase Auth makes it: `ipAddress` is metadata.ip_address (GoTrue 2.187+), undefined leaves it out. */
  async function attempt(userId: string, valid: boolean, at: Date, ipAddress?: string): Promise<Record<string, unknown>> {
    const metadata = { time: at.toISOString(), name: 'password-verification', ...(ipAddress === undefined ? {} : { ip_address: ipAddress }) };
    const { rows } = await backend.db.query<{ answer: string }>('select public.hook_password_verification_attempt($1::jsonb)::text as answer', [
      JSON.stringify({ metadata, user_id: userId, valid }),
    ]);
    return JSON.parse(rows[0]?.answer ?? '{}') as Record<string, unknown>;
  }
  const start = new Date('2026-11-21T10:00:00Z');
  const seconds = (n: number) => new Date(start.getTime() + n * 1000);
  const continues = { decision: 'continue' };
  const slowedHere = (wait: string) => ({
    decision: 'reject',
    message: `Too many failed sign-in attempts from your network. Try again in ${wait}.`,
    should_logout_user: false,
  });

  it('lets an address fail 5 times, then makes it wait 30 s, 1 min, 2 min … up to 15 minutes, refusing even the right password meanwhile', async () => {
    const admin = await newAdmin();
    const guesser = '203.0.113.9';
    for (let failure = 0; failure < 5; failure += 1) expect(await attempt(admin.id, false, seconds(failure), guesser)).toEqual(continues);

    // The fifth failure was at 4 s: the address waits 30 s after it, whatever the password.
    expect(await attempt(admin.id, true, seconds(10), guesser)).toEqual(slowedHere('1 minute'));
    expect(await attempt(admin.id, false, seconds(33), guesser)).toMatchObject({ decision: 'reject' });
    expect(await attempt(admin.id, false, seconds(34), guesser)).toEqual(continues);
    // Refused attempts were not counted: the sixth failure (34 s) doubles the wait to a minute.
    expect(await attempt(admin.id, false, seconds(93), guesser)).toMatchObject({ decision: 'reject' });
    expect(await attempt(admin.id, false, seconds(94), guesser)).toEqual(continues);
    // 2 min, 4, 8, then 15 (not 16): the wait stops growing at 15 minutes.
    let last = 94;
    for (const wait of [120, 240, 480]) {
      last += wait;
      expect(await attempt(admin.id, false, seconds(last), guesser)).toEqual(continues);
    }
    expect(await attempt(admin.id, true, seconds(last + 60), guesser)).toEqual(slowedHere('14 minutes'));
    expect(await attempt(admin.id, false, seconds(last + 15 * 60), guesser)).toEqual(continues);
    last += 15 * 60;
    expect(await attempt(admin.id, true, seconds(last + 15 * 60 - 1), guesser)).toEqual(slowedHere('1 minute'));
    expect(await attempt(admin.id, true, seconds(last + 15 * 60), guesser)).toEqual(continues);
  });

  it('keeps addresses and accounts apart: the right password from another address signs in during a guessing run', async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    for (let failure = 0; failure < 30; failure += 1) await attempt(admin.id, false, seconds(failure), '203.0.113.9');
    expect(await attempt(admin.id, true, seconds(31), '203.0.113.9')).toMatchObject({ decision: 'reject' });
    // A network the admin has never used: the account has only 5 counted failures, far from its own limit.
    expect(await attempt(admin.id, true, seconds(31), '198.51.100.7')).toEqual(continues);
    expect(await attempt(other.id, true, seconds(31), '203.0.113.9')).toEqual(continues);
  });

  it('slows addresses the account has not used after 20 failures across all of them, but not one it signed in from or a live session uses', async () => {
    const admin = await newAdmin();
    const office = '198.51.100.20';
    const home = '2001:db8::20';
    expect(await attempt(admin.id, true, seconds(0), office)).toEqual(continues);
    const { rows } = await backend.db.query<{ id: string }>('select id::text as id from auth.users where email = $1', [admin.email]);
    await backend.db.query(`insert into auth.sessions (id, user_id, ip) values (gen_random_uuid(), $1, $2::inet)`, [rows[0]?.id, home]);

    // One guess from each of 20 addresses: none is slowed on its own.
    for (let guesser = 1; guesser <= 20; guesser += 1) {
      expect(await attempt(admin.id, false, seconds(guesser), `203.0.113.${guesser}`)).toEqual(continues);
    }
    expect(await attempt(admin.id, true, seconds(30), '203.0.113.99')).toEqual({
      decision: 'reject',
      message: 'Too many failed sign-in attempts for this account. If your password was right, we have e-mailed you a code that lets this network in. Otherwise try again in 1 minute, or from a network you have signed in from before.',
      should_logout_user: false,
    });
    expect(await attempt(admin.id, true, seconds(30), office)).toEqual(continues);
    expect(await attempt(admin.id, true, seconds(30), '2001:DB8:0::20')).toEqual(continues);
    // The account's own wait passes like an address's: 30 s after its last failure (20 s), for the first over the limit.
    expect(await attempt(admin.id, false, seconds(50), '203.0.113.99')).toEqual(continues);
    expect(await attempt(admin.id, false, seconds(51), '203.0.113.100')).toMatchObject({ decision: 'reject' });
  });

  it('without an address (Supabase Auth before 2.187) slows the account as a whole, at most 15 minutes at a time', async () => {
    const admin = await newAdmin();
    for (let failure = 0; failure < 5; failure += 1) expect(await attempt(admin.id, false, seconds(failure))).toEqual(continues);
    expect(await attempt(admin.id, true, seconds(10))).toEqual(slowedHere('1 minute'));
    expect(await attempt(admin.id, true, seconds(34))).toEqual(continues);
    // A malformed address counts as none, never as an error (which would fail every sign-in).
    for (let failure = 0; failure < 5; failure += 1) await attempt(admin.id, false, seconds(40 + failure), 'not-an-address');
    expect(await attempt(admin.id, true, seconds(50))).toMatchObject({ decision: 'reject' });
  });

  it('forgets an address’s failures when it signs in, and every failure after 24 hours', async () => {
    const admin = await newAdmin();
    const office = '198.51.100.30';
    for (let failure = 0; failure < 4; failure += 1) await attempt(admin.id, false, seconds(failure), office);
    expect(await attempt(admin.id, true, seconds(5), office)).toEqual(continues);
    for (let failure = 0; failure < 4; failure += 1) expect(await attempt(admin.id, false, seconds(6 + failure), office)).toEqual(continues);
    expect(await attempt(admin.id, true, seconds(11), office)).toEqual(continues);

    const guesser = '203.0.113.9';
    for (let failure = 0; failure < 5; failure += 1) await attempt(admin.id, false, seconds(20 + failure), guesser);
    expect(await attempt(admin.id, false, seconds(54), guesser)).toEqual(continues);
    // Still remembered after 23 hours: the seventh failure makes the address wait 2 minutes.
    expect(await attempt(admin.id, false, seconds(23 * 3600), guesser)).toEqual(continues);
    expect(await attempt(admin.id, true, seconds(23 * 3600 + 60), guesser)).toEqual(slowedHere('1 minute'));
    // A day after the first six, only the seventh is left: one failure is no reason to wait.
    expect(await attempt(admin.id, false, seconds(24 * 3600 + 55), guesser)).toEqual(continues);
    expect(await attempt(admin.id, true, seconds(24 * 3600 + 56), guesser)).toEqual(continues);
  });

  it('cannot be called through the API', async () => {
    const admin = await newAdmin();
    const client = backend.clientWithToken(await backend.accessTokenFor(admin.id, admin.email, { aal: 'aal2' }));
    const { error } = await client.rpc('hook_password_verification_attempt', { event: { user_id: admin.id, valid: true } });
    expect(error?.code).toBe('42501');
  });
});

describe('a TOTP second factor through supabase-js auth.mfa', () => {
  it('enrols a factor, refuses a wrong code, and makes the session aal2 with the right one, which then reads the leads', async () => {
    const admin = await newAdmin();
    await requireMfa(true);
    const client = await signedIn(admin.email);
    expect(await visibleLeads(client)).toBe(0);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const { data: enrolled, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app', issuer: 'LA Agency' });
    expect(error).toBeNull();
    if (!enrolled) throw new Error('no factor');
    expect(enrolled).toMatchObject({ type: 'totp', friendly_name: 'Authenticator app' });
    expect(enrolled.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    // Authenticator apps read the key URI's parameters by name, whatever their order.
    const uri = new URL(enrolled.totp.uri);
    expect(`${uri.protocol}//${uri.host}${uri.pathname}`).toBe(`otpauth://totp/LA%20Agency:${encodeURIComponent(admin.email)}`);
    expect(Object.fromEntries(uri.searchParams)).toEqual({ issuer: 'LA Agency', secret: enrolled.totp.secret, algorithm: 'SHA1', digits: '6', period: '30' });
    expect(enrolled.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    // supabase-js puts the SVG into the data URL as it comes: a raw # would cut the image off there.
    expect(enrolled.totp.qr_code).not.toContain('#');
    expect(decodeURIComponent(enrolled.totp.qr_code)).toMatch(/<path[^>]*d="M/);

    const right = totpCode(enrolled.totp.secret, Date.now());
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: enrolled.id });
    if (!challenge) throw new Error('no challenge');
    const refused = await client.auth.mfa.verify({ factorId: enrolled.id, challengeId: challenge.id, code: wrong });
    expect(refused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(await visibleLeads(client)).toBe(0);

    const { data: session, error: verifyError } = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.id, code: right });
    expect(verifyError).toBeNull();
    expect(claimsOf(session?.access_token ?? '')).toMatchObject({
      aal: 'aal2',
      amr: [{ method: 'totp', timestamp: expect.any(Number) as number }, { method: 'password', timestamp: expect.any(Number) as number }],
    });
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(await visibleLeads(client)).toBe(leadCount);

    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors?.totp).toEqual([expect.objectContaining({ id: enrolled.id, status: 'verified', factor_type: 'totp' })]);

    // A refresh keeps the level; the password-only refresh token of before the upgrade no longer works.
    const { data: refreshed, error: refreshError } = await client.auth.refreshSession();
    expect(refreshError).toBeNull();
    expect(claimsOf(refreshed.session?.access_token ?? '')).toMatchObject({ aal: 'aal2' });
  });

  it('accepts a code once: not in the same challenge again, not in a new challenge, while a later code still works', async () => {
    const admin = await newAdmin();
    const client = await signedIn(admin.email);
    const { data: enrolled } = await client.auth.mfa.enroll({ factorType: 'totp' });
    if (!enrolled) throw new Error('no factor');
    const code = totpCode(enrolled.totp.secret, Date.now());
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: enrolled.id });
    if (!challenge) throw new Error('no challenge');
    expect((await client.auth.mfa.verify({ factorId: enrolled.id, challengeId: challenge.id, code })).error).toBeNull();

    const again = await client.auth.mfa.verify({ factorId: enrolled.id, challengeId: challenge.id, code });
    expect(again.error).toMatchObject({ status: 422 });
    const replay = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.id, code });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const next = totpCode(enrolled.totp.secret, Date.now() + 30_000);
    expect((await client.auth.mfa.challengeAndVerify({ factorId: enrolled.id, code: next })).error).toBeNull();
  });

  it('asks a returning admin for the code: password-only sessions are aal1, cannot add a factor, and end when another session verifies', async () => {
    const admin = await newAdmin();
    await requireMfa(true);
    const { secret, code } = await enrolAndVerify(await signedIn(admin.email));

    const returning = await signedIn(admin.email);
    const bystander = await signedIn(admin.email);
    expect((await returning.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect(await visibleLeads(returning)).toBe(0);
    const extra = await returning.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second phone' });
    expect(extra.error).toMatchObject({ status: 403, code: 'insufficient_aal' });

    const { data: factors } = await returning.auth.mfa.listFactors();
    const factorId = factors?.totp[0]?.id ?? '';
    const later = totpCode(secret, Date.now() + 30_000);
    expect(later).not.toBe(code);
    expect((await returning.auth.mfa.challengeAndVerify({ factorId, code: later })).error).toBeNull();
    expect(await visibleLeads(returning)).toBe(leadCount);

    // The other password-only session of the same account is signed out by the upgrade.
    const { error: bystanderError } = await bystander.auth.refreshSession();
    expect(bystanderError).not.toBeNull();
  });

  it('unenrols a verified factor only from an aal2 session, and the sessions it raised drop to aal1', async () => {
    const admin = await newAdmin();
    const client = await signedIn(admin.email);
    const { factorId } = await enrolAndVerify(client);

    const passwordOnly = await signedIn(admin.email);
    const refused = await passwordOnly.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    const { data, error } = await client.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    const { data: refreshed } = await client.auth.refreshSession();
    expect(claimsOf(refreshed.session?.access_token ?? '')).toMatchObject({ aal: 'aal1', amr: [{ method: 'password' }] });
  });

  it('bounds code guessing by someone holding the password: a challenge takes 3 wrong codes, a factor 5 in 15 minutes', async () => {
    const admin = await newAdmin();
    const { factorId, secret } = await enrolAndVerify(await signedIn(admin.email));
    const guesser = await signedIn(admin.email);
    const now = Date.now();
    const valid = new Set([-30_000, 0, 30_000, 60_000].map((offset) => totpCode(secret, now + offset)));
    let next = 0;
    /** A six-digit code the factor does not accept now. */
    const wrongCode = () => {
      let code: string;
      do code = String((next += 7919) % 1_000_000).padStart(6, '0');
      while (valid.has(code));
      return code;
    };
    const verify = async (challengeId: string, code: string) => {
      const response = await fetch(`${backend.url}/auth/v1/factors/${factorId}/verify`, {
        method: 'POST',
        headers: {
          apikey: backend.publishableKey,
          authorization: `Bearer ${(await guesser.auth.getSession()).data.session?.access_token ?? ''}`,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ challenge_id: challengeId, code }),
      });
      return { status: response.status, code: ((await response.json()) as { code?: string }).code, retryAfter: response.headers.get('retry-after') };
    };
    const challenge = async () => {
      const { data, error } = await guesser.auth.mfa.challenge({ factorId });
      if (error || !data) throw new Error(`no challenge: ${error?.message ?? ''}`);
      return data.id;
    };

    // 300 codes on one challenge: 3 are checked, then the challenge has expired.
    const first = await challenge();
    const answers = new Map<string, number>();
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const { status, code } = await verify(first, wrongCode());
      answers.set(`${status} ${code}`, (answers.get(`${status} ${code}`) ?? 0) + 1);
    }
    expect(Object.fromEntries(answers)).toEqual({ '422 mfa_verification_failed': 3, '422 mfa_challenge_expired': 1, '422 mfa_factor_not_found': 296 });

    // A new challenge: two more wrong codes reach the factor's limit, after which even the right code waits.
    const second = await challenge();
    expect(await verify(second, wrongCode())).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(await verify(second, wrongCode())).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    const limited = await verify(await challenge(), totpCode(secret, now + 60_000));
    expect(limited).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(Number(limited.retryAfter)).toBeGreaterThan(14 * 60);
    expect((await guesser.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  it('does not let one user challenge another user’s factor', async () => {
    const owner = await newAdmin();
    const { data: enrolled } = await (await signedIn(owner.email)).auth.mfa.enroll({ factorType: 'totp' });
    const other = await signedIn((await newAdmin()).email);
    const { error } = await other.auth.mfa.challenge({ factorId: enrolled?.id ?? '' });
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });
});
