import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInCodeMessages } from '../../supabase/functions/_shared/rules/sign-in-code.ts';
import { totpCode } from '../../supabase/local/auth/totp.ts';
import { TEST_CLIENT_ADDRESS_HEADER, type TestBackend } from './harness.ts';
import { mailTo, startLeadBackend } from './lead-test-kit.ts';

// Issue 43, item 2: 5 wrong passwords from each of 4 addresses kept the admin's right password out of a
// fifth, and an account that had never signed in out of everywhere. Now the account stays slowed for new
// addresses, with one answer whatever the password, but a right password e-mails a one-time code that lets
// that network in (supabase/migrations/20261202010000_staff_sign_in_codes.sql, docs/decisions/025).

let backend: TestBackend;
const password = 'correct horse battery staple';
/** The account-wide wait's answer, the same for a right and a wrong password. */
const ACCOUNT_SLOWED = /^Too many failed sign-in attempts for this account\. If your password was right, we have e-mailed you a code that lets this network in\./;
/** A code as the e-mail shows it. */
const CODE_IN_MAIL = /\b[0-9A-F]{5}(?:-[0-9A-F]{5}){3}\b/;

beforeAll(async () => {
  backend = await startLeadBackend();
});
afterAll(() => backend.stop());
afterEach(() => backend.db.query('update private.security_settings set admin_requires_mfa = false'));

let accounts = 0;
async function newAdmin(): Promise<string> {
  accounts += 1;
  const email = `new-address-${accounts}@agency.example`;
  await backend.insertUser(email, { password, admin: true });
  return email;
}

/** supabase-js as the site has it, its requests arriving from `address` (the TCP peer the backend sees). */
function from(address: string): SupabaseClient {
  return createClient(backend.url, backend.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { [TEST_CLIENT_ADDRESS_HEADER]: address } },
  });
}

/** The probe: 5 wrong passwords from each of 4 addresses, 20 in all, the account's free failures for new addresses. */
async function guessFromFourAddresses(email: string): Promise<void> {
  for (const attacker of ['192.0.2.11', '192.0.2.12', '192.0.2.13', '192.0.2.14']) {
    for (let guess = 0; guess < 5; guess += 1) {
      const { error } = await from(attacker).auth.signInWithPassword({ email, password: `guess-${attacker}-${guess}` });
      expect(error?.message).toBe('Invalid login credentials');
    }
  }
}

/** What the outbox cron would do now, then the codes that reached `email`'s mailbox. */
async function codesMailedTo(email: string): Promise<string[]> {
  const response = await fetch(`${backend.url}/functions/v1/dispatch-email-outbox`, {
    method: 'POST',
    headers: { apikey: backend.secretKey, Authorization: `Bearer ${backend.secretKey}` },
  });
  expect(response.status).toBe(200);
  return (await mailTo(backend, email)).map((message) => CODE_IN_MAIL.exec(message.text)?.[0] ?? 'no code');
}

/** The code typed at /auth, from wherever the staff member reads their mail. */
async function enterCode(code: string, address = '203.0.113.250'): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${backend.url}/functions/v1/approve-sign-in-network`, {
    method: 'POST',
    headers: {
      apikey: backend.publishableKey,
      Authorization: `Bearer ${backend.publishableKey}`,
      'content-type': 'application/json',
      [TEST_CLIENT_ADDRESS_HEADER]: address,
    },
    body: JSON.stringify({ code }),
  });
  return { status: response.status, body: await response.json() };
}

async function failuresOf(email: string): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(
    `select count(*)::int as n from private.password_failures as f join auth.users as u on u.id = f.user_id where u.email = $1`,
    [email],
  );
  return rows[0]?.n ?? 0;
}

describe('the right staff member gets in from a new address while the account is slowed down', () => {
  it('lets the admin in from a fifth address after 5 wrong passwords from each of 4, through the e-mailed code, and still asks for the second factor', async () => {
    const email = await newAdmin();
    await backend.db.query(`insert into public.leads (source, name, email) values ('contact', 'Probe Lead', 'probe.lead@example.com')`);
    // The admin enrolled an authenticator app at the office, before the attack.
    const office = from('198.51.100.7');
    expect((await office.auth.signInWithPassword({ email, password })).error).toBeNull();
    const { data: factor, error: enrolError } = await office.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' });
    if (enrolError) throw enrolError;
    expect((await office.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret, Date.now()) })).error).toBeNull();
    await backend.db.query('update private.security_settings set admin_requires_mfa = true');

    await guessFromFourAddresses(email);
    const trip = from('192.0.2.55');
    const right = await trip.auth.signInWithPassword({ email, password });
    const wrong = await from('192.0.2.56').auth.signInWithPassword({ email, password: 'one more guess' });
    // No oracle: a right and a wrong password get the same answer while the account is slowed down.
    expect(right.error?.message).toMatch(ACCOUNT_SLOWED);
    expect(right.error?.message).toBe(wrong.error?.message);
    expect(right.data.session).toBeNull();

    // Only the right password mailed a code: one e-mail, to the account.
    const codes = await codesMailedTo(email);
    expect(codes).toHaveLength(1);
    const [code = ''] = codes;
    expect(code).toMatch(CODE_IN_MAIL);
    expect(await enterCode(code.toLowerCase())).toEqual({ status: 200, body: { message: signInCodeMessages.approved } });

    const { data, error } = await trip.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    // A password alone is still aal1: the dashboard asks for the second factor and the database shows nothing.
    expect((await trip.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect((await trip.from('leads').select('id')).data).toEqual([]);
    expect((await trip.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret, Date.now() + 30_000) })).error).toBeNull();
    expect((await trip.from('leads').select('id')).data?.length).toBeGreaterThan(0);
  });

  it('lets in an account that has never signed in, from the first address it uses', async () => {
    const email = await newAdmin();
    await guessFromFourAddresses(email);
    const home = from('203.0.113.40');
    expect((await home.auth.signInWithPassword({ email, password })).error?.message).toMatch(ACCOUNT_SLOWED);
    const [code = ''] = await codesMailedTo(email);
    expect((await enterCode(code)).status).toBe(200);
    const { data, error } = await home.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });
});

describe('guessing stays slow', () => {
  it('checks no guess from new addresses during the wait, mails nothing for a wrong one, and a code opens its own network once', async () => {
    const email = await newAdmin();
    await guessFromFourAddresses(email);
    for (let guesser = 1; guesser <= 30; guesser += 1) {
      const { error } = await from(`198.18.0.${guesser}`).auth.signInWithPassword({ email, password: `spread-${guesser}` });
      expect(error?.message).toMatch(ACCOUNT_SLOWED);
    }
    // Refused unchecked and uncounted, as before: the account still has its 20 failures, and no e-mail went out.
    expect(await failuresOf(email)).toBe(20);
    expect(await codesMailedTo(email)).toEqual([]);

    expect((await from('192.0.2.77').auth.signInWithPassword({ email, password })).error?.message).toMatch(ACCOUNT_SLOWED);
    const [code = ''] = await codesMailedTo(email);
    expect((await enterCode(code)).status).toBe(200);
    expect(await enterCode(code)).toEqual({ status: 404, body: { error: signInCodeMessages.refused } });
    expect(await enterCode('00000-00000-00000-00000')).toEqual({ status: 404, body: { error: signInCodeMessages.refused } });
    // The code let in the network that asked for it, and no other.
    expect((await from('192.0.2.78').auth.signInWithPassword({ email, password })).error?.message).toMatch(ACCOUNT_SLOWED);
    expect((await from('192.0.2.77').auth.signInWithPassword({ email, password })).error).toBeNull();
    // A let-in network is paced like any other: 5 free wrong passwords, then its own wait.
    const answers: string[] = [];
    for (let guess = 0; guess < 7; guess += 1) {
      answers.push((await from('192.0.2.77').auth.signInWithPassword({ email, password: `after-${guess}` })).error?.message ?? 'signed in');
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('Invalid login credentials'));
    expect(answers.slice(5)).toEqual(Array(2).fill('Too many failed sign-in attempts from your network. Try again in 1 minute.'));
  });

  it('sends one code per network every 5 minutes, however often the right password is tried there', async () => {
    const email = await newAdmin();
    await guessFromFourAddresses(email);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await from('192.0.2.90').auth.signInWithPassword({ email, password })).error?.message).toMatch(ACCOUNT_SLOWED);
    }
    expect(await codesMailedTo(email)).toHaveLength(1);
  });
});
