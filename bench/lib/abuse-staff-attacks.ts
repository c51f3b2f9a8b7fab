/**
 * bench/abuse's attacks on the staff's access and the local backend itself (items numbered as in
 * docs/decisions/013-abuse-proofing.md): password guessing meant to lock the admin out, a token reused
 * after sign-out, TOTP guessing by someone holding the password, the local human check on a project that
 * is not on loopback, and REST requests nested to exhaust a stack.
 */
import { randomInt } from 'node:crypto';
import { HUMAN_CHECK_NOT_CONFIGURED, humanCheckFromEnv } from '../../supabase/functions/_shared/infra/human-check.ts';
import { newLocalHumanCheckToken } from '../../supabase/functions/_shared/rules/submission.ts';
import { DEFAULT_FACTOR_THROTTLE } from '../../supabase/local/auth/throttle.ts';
import { MAX_SELECTED_COLUMNS } from '../../supabase/local/rest/build-sql.ts';
import { matchingTotpStep, totpCode } from '../../supabase/local/auth/totp.ts';
import { TEST_CLIENT_ADDRESS_HEADER, type TestBackend } from '../../tests/backend/harness.ts';
import { countAccepted, statusTally, tally, type AttackResult } from './abuse-report.ts';
import type { Attack } from './abuse-kit.ts';

const PASSWORD = 'correct horse battery staple';
const SLOWED = /^Too many failed sign-in attempts/;

export interface SignIn {
  status: number;
  message: string;
  accessToken: string | null;
}

/** POST /auth/v1/token?grant_type=password, as supabase-js signs in, from `address` (the TCP peer the backend sees). */
export async function signIn(backend: TestBackend, email: string, password: string, address = '127.0.0.1'): Promise<SignIn> {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.publishableKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', [TEST_CLIENT_ADDRESS_HEADER]: address },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access_token?: string; message?: string };
  return { status: response.status, message: body.message ?? '', accessToken: body.access_token ?? null };
}

/** Item 6: 50 wrong passwords from 5 addresses, then the admin signs in from the address they always use. */
export const staffLockOut: Attack = async (backend) => {
  const email = 'owner@agency.example';
  const usualAddress = '198.51.100.7';
  await backend.insertUser(email, { password: PASSWORD, admin: true });
  if ((await signIn(backend, email, PASSWORD, usualAddress)).status !== 200) throw new Error('the admin could not sign in before the attack');
  const attackers = ['192.0.2.201', '192.0.2.202', '192.0.2.203', '192.0.2.204', '192.0.2.205'];
  const guesses: SignIn[] = [];
  for (let round = 0; round < 10; round += 1) {
    for (const attacker of attackers) guesses.push(await signIn(backend, email, `guess-${round}-${attacker}`, attacker));
  }
  const checked = guesses.filter((guess) => guess.message === 'Invalid login credentials').length;
  const slowed = guesses.filter((guess) => SLOWED.test(guess.message)).length;
  const admin = await signIn(backend, email, PASSWORD, usualAddress);
  const accepted = countAccepted(guesses.map((guess) => guess.status));
  return {
    attack: 'staff lock-out: 50 wrong passwords from 5 addresses',
    requests: guesses.length,
    accepted,
    emails: null,
    target: 'no guess passes; the admin signs in from their usual address',
    observed: `${checked} checked, ${slowed} slowed unchecked; admin signed in: ${admin.status === 200 ? 'yes' : `no (${admin.status} ${admin.message})`}`,
    held: accepted === 0 && admin.status === 200,
  };
};

async function readLeads(backend: TestBackend, accessToken: string): Promise<{ status: number; rows: number }> {
  const response = await fetch(`${backend.url}/rest/v1/leads?select=id`, { headers: { apikey: backend.publishableKey, authorization: `Bearer ${accessToken}` } });
  const body: unknown = await response.json();
  return { status: response.status, rows: Array.isArray(body) ? body.length : 0 };
}

/** Item 7: an admin's access token used again after the admin signed out. */
export const tokenAfterSignOut: Attack = async (backend) => {
  const email = 'signed-out@agency.example';
  await backend.insertUser(email, { password: PASSWORD, admin: true });
  const { accessToken } = await signIn(backend, email, PASSWORD);
  if (!accessToken) throw new Error('the admin could not sign in');
  const before = await readLeads(backend, accessToken);
  const signOut = await fetch(`${backend.url}/auth/v1/logout?scope=global`, {
    method: 'POST',
    headers: { apikey: backend.publishableKey, authorization: `Bearer ${accessToken}` },
  });
  if (signOut.status !== 204) throw new Error(`sign-out answered ${signOut.status}`);
  const after = await readLeads(backend, accessToken);
  return {
    attack: 'signed-out token reused on /rest/v1/leads',
    requests: 1,
    accepted: countAccepted([after.status]),
    emails: null,
    target: '0 leads after sign-out',
    observed: `before sign-out ${before.rows} leads; after: ${after.status}, ${after.rows} leads`,
    held: before.rows > 0 && after.rows === 0,
  };
};

/** A six-digit code the factor accepts neither now nor a step later. */
function wrongCode(secret: string): string {
  for (;;) {
    const code = String(randomInt(1_000_000)).padStart(6, '0');
    const now = Date.now();
    if (matchingTotpStep(secret, code, now) === null && matchingTotpStep(secret, code, now + 30_000) === null) return code;
  }
}

const TOTP_GUESSES = 300;

/** Item 10: someone holding the admin's password guesses the second factor's code, taking a new challenge whenever one expires. */
export const totpGuessing: Attack = async (backend) => {
  const email = 'second-factor@agency.example';
  await backend.insertUser(email, { password: PASSWORD, admin: true });
  const owner = backend.anonClient();
  if ((await owner.auth.signInWithPassword({ email, password: PASSWORD })).error) throw new Error('the admin could not sign in');
  const { data: factor, error } = await owner.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' });
  if (error) throw error;
  const enrolled = await owner.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret, Date.now()) });
  if (enrolled.error) throw enrolled.error;

  const guesser = backend.anonClient();
  if ((await guesser.auth.signInWithPassword({ email, password: PASSWORD })).error) throw new Error('the guesser could not sign in');
  const challenge = async () => {
    const { data, error: challengeError } = await guesser.auth.mfa.challenge({ factorId: factor.id });
    if (challengeError) throw challengeError;
    return data.id;
  };
  let challengeId = await challenge();
  const statuses: number[] = [];
  const answers: string[] = [];
  for (let guess = 0; guess < TOTP_GUESSES; guess += 1) {
    const { error: refused } = await guesser.auth.mfa.verify({ factorId: factor.id, challengeId, code: wrongCode(factor.totp.secret) });
    statuses.push(refused?.status ?? 200);
    answers.push(refused?.code ?? 'accepted');
    if (refused?.code === 'mfa_challenge_expired' || refused?.code === 'mfa_factor_not_found') challengeId = await challenge();
  }
  const checked = answers.filter((answer) => answer === 'mfa_verification_failed').length;
  const accepted = countAccepted(statuses);
  return {
    attack: `TOTP guessing: ${TOTP_GUESSES} wrong codes, a new challenge when one expires`,
    requests: statuses.length,
    accepted,
    emails: null,
    target: `≤ ${DEFAULT_FACTOR_THROTTLE.maxFailures} codes checked per factor in 15 min`,
    observed: tally(answers),
    held: accepted === 0 && checked <= DEFAULT_FACTOR_THROTTLE.maxFailures,
  };
};

/**
 * Item 11, in-process: this backend is on loopback, where the local check's tokens are meant to pass, so no
 * request to it can show the hosted case. The check is built by the functions' own wiring
 * (humanCheckFromEnv) as a hosted project's function sees its environment: no RECAPTCHA_SECRET_KEY and
 * SUPABASE_URL the project's address.
 */
export const humanCheckOffOutsideLoopback: Attack = async () => {
  const hosted = (name: string) => (name === 'SUPABASE_URL' ? 'https://abcdefghijklmnopqrst.supabase.co' : undefined);
  const refuseNetwork: typeof fetch = () => Promise.reject(new Error('no network in this check'));
  const startupErrors: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => startupErrors.push(args.map(String).join(' '));
  let check: ReturnType<typeof humanCheckFromEnv>;
  try {
    check = humanCheckFromEnv(hosted, refuseNetwork, { spend: () => Promise.reject(new Error('no ledger in this check')) });
  } finally {
    console.error = consoleError;
  }
  const outcomes = await Promise.all(Array.from({ length: 20 }, () => check.verify(newLocalHumanCheckToken())));
  const passed = outcomes.filter((outcome) => outcome.outcome !== 'refused').length;
  const notConfigured = outcomes.every((outcome) => outcome.outcome === 'refused' && outcome.reason === HUMAN_CHECK_NOT_CONFIGURED);
  const logged = startupErrors.some((line) => line.includes('the human check is not configured'));
  return {
    attack: 'local human-check tokens on a hosted project without a secret (in-process)',
    requests: outcomes.length,
    accepted: passed,
    emails: null,
    target: 'every token refused; an error at start-up',
    observed: `${outcomes.length - passed} refused${notConfigured ? ' (not configured)' : ''}; start-up error: ${logged ? 'yes' : 'no'}`,
    held: passed === 0 && logged,
  };
};

/** `[[[…]]]`, `depth` arrays inside each other. */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Item 12: request bodies and query strings nested to exhaust a stack, with the key every browser holds. */
export const hostileRest: Attack = async (backend) => {
  const rest = (path: string, init: RequestInit = {}) =>
    fetch(`${backend.url}/rest/v1${path}`, { ...init, headers: { apikey: backend.publishableKey, 'content-type': 'application/json' } });
  const requests = [
    () => rest('/leads', { method: 'POST', body: `{"name":"x","details":${nestedArrays(20_000)}}` }),
    () => rest('/rpc/submit_lead', { method: 'POST', body: `{"lead":${nestedArrays(20_000)}}` }),
    () => rest(`/leads?or=(${'or('.repeat(2_999)}name.eq.a${')'.repeat(2_999)})`),
    () => rest(`/leads?select=id,${'a('.repeat(3_000)}id${')'.repeat(3_000)}`),
    // Issue 43 item 9: one column more than a row holds.
    () => rest(`/leads?select=${Array.from({ length: MAX_SELECTED_COLUMNS + 1 }, (_, index) => `c${index}:id`).join(',')}`),
  ];
  const statuses: number[] = [];
  for (const send of requests) {
    const response = await send();
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return eachRefused(`hostile REST: 20,000-deep JSON bodies, 3,000-deep or= and select=, a select= of ${MAX_SELECTED_COLUMNS + 1} columns`, statuses);
};

/** The row of an attack whose every request must be refused with a 400, never a 5xx. */
function eachRefused(attack: string, statuses: readonly number[]): AttackResult {
  return {
    attack,
    requests: statuses.length,
    accepted: countAccepted(statuses),
    emails: null,
    target: 'each 400, never 5xx',
    observed: statusTally(statuses),
    held: statuses.every((status) => status === 400),
  };
}

/** Issue 43, item 9: a NUL character, which PostgreSQL's text cannot hold, in each string the auth API reads. */
export const nulInAuthRequests: Attack = async (backend) => {
  const email = 'nul-probe@agency.example';
  await backend.insertUser(email, { password: PASSWORD });
  const session = await backend.anonClient().auth.signInWithPassword({ email, password: PASSWORD });
  const accessToken = session.data.session?.access_token;
  if (!accessToken) throw new Error('the probe user could not sign in');
  const NUL = '\u0000';
  const auth = (path: string, method: string, body: unknown, token?: string) =>
    fetch(`${backend.url}/auth/v1${path}`, {
      method,
      headers: { apikey: backend.publishableKey, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const responses = [
    await auth('/token?grant_type=password', 'POST', { email: `nul${NUL}@agency.example`, password: PASSWORD }),
    await auth('/token?grant_type=refresh_token', 'POST', { refresh_token: `abc${NUL}def` }),
    await auth('/user', 'PUT', { data: { nickname: `Ann${NUL}` } }, accessToken),
    await auth('/factors', 'POST', { factor_type: 'totp', friendly_name: `Phone${NUL}` }, accessToken),
  ];
  const statuses = responses.map((response) => response.status);
  await Promise.all(responses.map((response) => response.arrayBuffer()));
  return eachRefused('NUL in auth requests: a sign-in e-mail, a refresh token, user metadata, a factor name', statuses);
};
