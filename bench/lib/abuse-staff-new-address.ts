/**
 * bench/abuse's row for issue 43, item 2: staff kept out of every new address. 5 wrong passwords from each of
 * 4 addresses used to refuse the admin's right password from a fifth ("Too many failed sign-in attempts for
 * this account") for as long as one guess per wait kept the account slowed. Now the answer stays the same, so
 * the wait checks no guess, but the right password e-mails a one-time code that lets that network in
 * (docs/decisions/025-staff-sign-in-codes.md). The row replays the probe on an account that has never signed
 * in, keeps guessing from 30 more new addresses, then follows the e-mail as the admin would.
 */
import { TEST_CLIENT_ADDRESS_HEADER, type TestBackend } from '../../tests/backend/harness.ts';
import { mailTo } from '../../tests/backend/lead-test-kit.ts';
import type { Attack } from './abuse-kit.ts';
import { countAccepted } from './abuse-report.ts';
import { signIn, type SignIn } from './abuse-staff-attacks.ts';

const PASSWORD = 'correct horse battery staple';
const CHECKED = 'Invalid login credentials';
/** A code as the e-mail shows it. */
const CODE_IN_MAIL = /\b[0-9A-F]{5}(?:-[0-9A-F]{5}){3}\b/;

/** What the outbox cron does every minute, done now: the codes that reached `email`. */
async function codesMailedTo(backend: TestBackend, email: string): Promise<string[]> {
  const dispatched = await fetch(`${backend.url}/functions/v1/dispatch-email-outbox`, {
    method: 'POST',
    headers: { apikey: backend.secretKey, Authorization: `Bearer ${backend.secretKey}` },
  });
  if (!dispatched.ok) throw new Error(`dispatch-email-outbox answered ${dispatched.status}`);
  return (await mailTo(backend, email)).flatMap((message) => CODE_IN_MAIL.exec(message.text)?.[0] ?? []);
}

/** The code typed at /auth, from the admin's phone. */
async function enterCode(backend: TestBackend, code: string): Promise<number> {
  const response = await fetch(`${backend.url}/functions/v1/approve-sign-in-network`, {
    method: 'POST',
    headers: {
      apikey: backend.publishableKey,
      Authorization: `Bearer ${backend.publishableKey}`,
      'content-type': 'application/json',
      [TEST_CLIENT_ADDRESS_HEADER]: '203.0.113.250',
    },
    body: JSON.stringify({ code }),
  });
  await response.arrayBuffer();
  return response.status;
}

export const staffKeptOutOfNewAddress: Attack = async (backend) => {
  const email = 'new-hire@agency.example';
  await backend.insertUser(email, { password: PASSWORD, admin: true });
  const guesses: SignIn[] = [];
  for (const attacker of ['192.0.2.211', '192.0.2.212', '192.0.2.213', '192.0.2.214']) {
    for (let guess = 0; guess < 5; guess += 1) guesses.push(await signIn(backend, email, `guess-${guess}-${attacker}`, attacker));
  }
  // Guessing goes on from fresh addresses while the admin signs in.
  for (let spread = 1; spread <= 30; spread += 1) guesses.push(await signIn(backend, email, `spread-${spread}`, `198.18.1.${spread}`));

  const newAddress = '192.0.2.55';
  const refused = await signIn(backend, email, PASSWORD, newAddress);
  const codes = await codesMailedTo(backend, email);
  const approved = codes.length === 1 ? await enterCode(backend, codes[0] ?? '') : 0;
  const admin = await signIn(backend, email, PASSWORD, newAddress);

  const checked = guesses.filter((guess) => guess.message === CHECKED).length;
  const accepted = countAccepted(guesses.map((guess) => guess.status));
  const signedIn = admin.status === 200;
  return {
    attack: 'staff new address: 5 wrong passwords from each of 4 addresses, 30 more from new ones, then the admin from a 5th',
    requests: guesses.length,
    accepted,
    emails: codes.length,
    target: 'no guess passes, ≤ 20 checked; the admin gets in with the one e-mailed code',
    observed: `${checked} checked, ${guesses.length - checked} slowed unchecked; first try: ${refused.status}; code ${approved || 'not mailed'}; admin signed in: ${signedIn ? 'yes' : `no (${admin.status} ${admin.message})`}`,
    held: accepted === 0 && checked <= 20 && codes.length === 1 && approved === 200 && signedIn,
  };
};
