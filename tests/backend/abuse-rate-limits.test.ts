/**
 * The lead functions' rate limits against the local backend: per client address per function
 * (LEAD_RATE_LIMIT_PER_IP in 10 minutes) and per e-mail address across the functions
 * (LEAD_RATE_LIMIT_PER_EMAIL in an hour), counted in the database, answered 429 with Retry-After; the
 * windows reopen; the retry of a stored submission passes; and a limiter that fails lets leads in.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExitIntentSignupHandler } from '../../supabase/functions/_shared/handlers/exit-intent-signup.ts';
import { leadIntakeDependenciesFromEnv } from '../../supabase/functions/_shared/handlers/lead-intake.ts';
import { leadRateLimiterFromEnv, RATE_LIMITED_MESSAGE } from '../../supabase/functions/_shared/infra/rate-limit.ts';
import type { TestBackend } from './harness.ts';
import {
  agreementBody,
  bookingBody,
  clearOfWindowEdge,
  contactBody,
  exitIntentBody,
  leadsFor,
  postFrom,
  quizBody,
  resourceBody,
  startLeadBackend,
  uniqueEmail,
  uniqueIp,
  type RawAnswer,
} from './lead-test-kit.ts';

const PER_IP = 3;
const PER_EMAIL = 3;
// The live-booking caps (booking-abuse.test.ts) out of the way: these tests book one address again and again.
const LIMITS = {
  LEAD_RATE_LIMIT_PER_IP: String(PER_IP),
  LEAD_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
  BOOKING_LIVE_LIMIT_PER_IP: '100000',
  BOOKING_LIVE_LIMIT_PER_EMAIL: '100000',
};

interface Target {
  label: string;
  name: string;
  body: (email: string) => Record<string, unknown> | Promise<Record<string, unknown>>;
}

const leadTargets: Target[] = [
  { label: 'send-contact-email', name: 'send-contact-email', body: contactBody },
  { label: 'submit-resource-download', name: 'submit-resource-download', body: resourceBody },
  { label: 'exit-intent-signup', name: 'exit-intent-signup', body: exitIntentBody },
  { label: 'submit-lead (quiz)', name: 'submit-lead', body: quizBody },
  { label: 'submit-lead (agreement)', name: 'submit-lead', body: agreementBody },
  { label: 'book-call', name: 'book-call', body: bookingBody },
];
const everyTarget: Target[] = [...leadTargets, { label: 'notify-new-lead', name: 'notify-new-lead', body: () => ({ leadId: randomUUID() }) }];

function expectRateLimited(answer: RawAnswer, maxSeconds: number): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ error: RATE_LIMITED_MESSAGE });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('with the real clock', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startLeadBackend({ secrets: LIMITS });
  });
  // A client's window is 10 minutes, an address's an hour: the hour's edges are among the 10 minutes'.
  beforeEach(() => clearOfWindowEdge(600_000));
  afterAll(() => backend.stop());

  it.each(everyTarget)('$label: answers a client over its limit 429 with Retry-After, and not another client', async ({ name, body }) => {
    const ip = uniqueIp();
    // Counted before the body is read: junk spends the budget as well as leads do.
    for (let request = 0; request < PER_IP; request += 1) expect((await postFrom(backend, ip, name, {})).status).toBe(400);

    const email = uniqueEmail('over-ip');
    expectRateLimited(await postFrom(backend, ip, name, await body(email)), 600);
    if (name !== 'notify-new-lead') expect(await leadsFor(backend, email)).toEqual([]);

    expect((await postFrom(backend, uniqueIp(), name, await body(email))).status).toBe(200);
  });

  it.each(everyTarget)('$label: limits a client that forges a new X-Forwarded-For (and CF-Connecting-IP, X-Real-IP) on each of 40 requests', async ({ name }) => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let request = 0; request < 40; request += 1) {
      const forged = uniqueIp();
      const answer = await postFrom(backend, ip, name, {}, { 'X-Forwarded-For': `${forged}, 10.0.0.1`, 'CF-Connecting-IP': forged, 'X-Real-IP': forged });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, PER_IP)).toEqual(Array(PER_IP).fill(400));
    expect(statuses.slice(PER_IP)).toEqual(Array(40 - PER_IP).fill(429));
  });

  it('counts each function apart: a client over its limit on one may still use another', async () => {
    const ip = uniqueIp();
    for (let request = 0; request <= PER_IP; request += 1) await postFrom(backend, ip, 'exit-intent-signup', {});
    expect((await postFrom(backend, ip, 'exit-intent-signup', exitIntentBody(uniqueEmail('same-fn')))).status).toBe(429);
    expect((await postFrom(backend, ip, 'submit-resource-download', resourceBody(uniqueEmail('other-fn')))).status).toBe(200);
  });

  it.each(leadTargets)('$label: answers an address over its limit across the lead functions 429, and not another address', async ({ label, name, body }) => {
    const email = uniqueEmail('over-email');
    // The budget spent through three other functions, from three clients, in any case.
    const spenders = leadTargets.filter((target) => target.label !== label).slice(0, PER_EMAIL);
    for (const [index, spender] of spenders.entries()) {
      const address = index === 0 ? email.toUpperCase() : email;
      expect((await postFrom(backend, uniqueIp(), spender.name, await spender.body(address))).status, spender.label).toBe(200);
    }

    expectRateLimited(await postFrom(backend, uniqueIp(), name, await body(email)), 3600);
    expect(await leadsFor(backend, email)).toHaveLength(PER_EMAIL);

    expect((await postFrom(backend, uniqueIp(), name, await body(uniqueEmail('other-address')))).status).toBe(200);
  });

  it('lets the retry of a stored submission through the address limit, and stores it once', async () => {
    const email = uniqueEmail('retry');
    const first = contactBody(email);
    expect((await postFrom(backend, uniqueIp(), 'send-contact-email', first)).status).toBe(200);
    for (let request = 1; request < PER_EMAIL; request += 1) {
      expect((await postFrom(backend, uniqueIp(), 'send-contact-email', contactBody(email))).status).toBe(200);
    }
    expect((await postFrom(backend, uniqueIp(), 'send-contact-email', contactBody(email))).status).toBe(429);

    // The first submission again, its answer lost: same submission id, same human-check token.
    const retry = await postFrom(backend, uniqueIp(), 'send-contact-email', first);
    expect(retry).toMatchObject({ status: 200, body: { success: true } });
    expect(await leadsFor(backend, email)).toHaveLength(PER_EMAIL);
  });

  it('keeps no IP or e-mail address in the counters, only salted hashes', async () => {
    const email = uniqueEmail('hashed');
    await postFrom(backend, '198.51.100.77', 'exit-intent-signup', exitIntentBody(email));
    const { rows } = await backend.db.query<{ endpoint: string; client_key: string }>(
      `select endpoint, client_key from private.rate_limits where endpoint like 'ip:%' or endpoint = 'email'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.client_key).toMatch(/^[0-9a-f]{64}$/);
      expect(row.client_key).not.toContain('198.51.100.77');
    }
    expect(rows.map((row) => row.endpoint)).toEqual(expect.arrayContaining(['ip:exit-intent-signup', 'email']));
  });

  it('fails open: with the limiter’s database function unavailable, a client over its limit is still served and warned about', async () => {
    const ip = uniqueIp();
    for (let request = 0; request < PER_IP; request += 1) await postFrom(backend, ip, 'exit-intent-signup', {});
    expect((await postFrom(backend, ip, 'exit-intent-signup', exitIntentBody(uniqueEmail('blocked')))).status).toBe(429);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await backend.db.exec('revoke execute on function public.take_rate_limit(text, text, timestamptz, integer, integer) from service_role');
    try {
      const email = uniqueEmail('limiter-down');
      expect(await postFrom(backend, ip, 'exit-intent-signup', exitIntentBody(email))).toMatchObject({ status: 200, body: { success: true } });
      expect(await leadsFor(backend, email)).toHaveLength(1);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^rate limit ip:exit-intent-signup: could not count the request .*; letting it through$/));
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^rate limit email: could not count the request/));
    } finally {
      await backend.db.exec('grant execute on function public.take_rate_limit(text, text, timestamptz, integer, integer) to service_role');
      warn.mockRestore();
    }
    expect((await postFrom(backend, ip, 'exit-intent-signup', exitIntentBody(uniqueEmail('limit-back')))).status).toBe(429);
  });
});

describe('the cap for all clients together (LEAD_RATE_LIMIT_PER_FUNCTION)', () => {
  const PER_FUNCTION = 4;
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startLeadBackend({ secrets: { ...LIMITS, LEAD_RATE_LIMIT_PER_FUNCTION: String(PER_FUNCTION) } });
  });
  afterAll(() => backend.stop());

  it('spends none of it on junk or on clients over their own limit, refuses everyone once well-formed requests have used it, and leaves other functions open', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The probe: junk from many addresses, each within its own limit, all refused as invalid (400).
    for (let client = 0; client < PER_FUNCTION * 2; client += 1) {
      const ip = uniqueIp();
      for (let request = 0; request < PER_IP; request += 1) expect((await postFrom(backend, ip, 'book-call', 'x')).status).toBe(400);
    }
    // One client over its own limit: refused requests take nothing from everyone's budget either.
    const greedy = uniqueIp();
    for (let request = 0; request < PER_IP + 5; request += 1) await postFrom(backend, greedy, 'exit-intent-signup', {});
    // A real visitor from a new address still books, and so do the well-formed requests up to the cap.
    expect((await postFrom(backend, uniqueIp(), 'book-call', bookingBody(uniqueEmail('after-junk')))).status).toBe(200);
    for (let request = 0; request < PER_FUNCTION; request += 1) {
      expect((await postFrom(backend, uniqueIp(), 'exit-intent-signup', exitIntentBody(uniqueEmail('cap')))).status).toBe(200);
    }
    const email = uniqueEmail('over-cap');
    expectRateLimited(await postFrom(backend, uniqueIp(), 'exit-intent-signup', exitIntentBody(email)), 600);
    expect(await leadsFor(backend, email)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^rate limit function:exit-intent-signup: 4 requests from all clients in 10 minutes reached/));
    warn.mockRestore();

    expect((await postFrom(backend, uniqueIp(), 'submit-resource-download', resourceBody(uniqueEmail('other-fn')))).status).toBe(200);
  });
});

describe('the windows', () => {
  // 12:03:20: the 10-minute window ends at 12:10:00 (400 s), the hour at 13:00:00.
  let clock = new Date('2026-11-21T12:03:20Z');
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startLeadBackend({
      secrets: LIMITS,
      functions: {
        'exit-intent-signup': (env) =>
          createExitIntentSignupHandler({ ...leadIntakeDependenciesFromEnv(env), rateLimiter: leadRateLimiterFromEnv(env, () => clock) }),
      },
    });
  });
  afterAll(() => backend.stop());

  it('reopens a client’s count when its 10 minutes end, and says when that is', async () => {
    clock = new Date('2026-11-21T12:03:20Z');
    const ip = uniqueIp();
    for (let request = 0; request < PER_IP; request += 1) {
      expect((await postFrom(backend, ip, 'exit-intent-signup', exitIntentBody(uniqueEmail('window-ip')))).status).toBe(200);
    }
    const refused = await postFrom(backend, ip, 'exit-intent-signup', exitIntentBody(uniqueEmail('window-ip')));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('400');

    clock = new Date('2026-11-21T12:09:59Z');
    expect((await postFrom(backend, ip, 'exit-intent-signup', exitIntentBody(uniqueEmail('window-ip')))).headers.get('retry-after')).toBe('1');
    clock = new Date('2026-11-21T12:10:00Z');
    expect((await postFrom(backend, ip, 'exit-intent-signup', exitIntentBody(uniqueEmail('window-ip')))).status).toBe(200);
  });

  it('reopens an address’s count when its hour ends', async () => {
    clock = new Date('2026-11-21T12:20:00Z');
    const email = uniqueEmail('window-email');
    for (let request = 0; request < PER_EMAIL; request += 1) {
      expect((await postFrom(backend, uniqueIp(), 'exit-intent-signup', exitIntentBody(email))).status).toBe(200);
    }
    const refused = await postFrom(backend, uniqueIp(), 'exit-intent-signup', exitIntentBody(email));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('2400');

    clock = new Date('2026-11-21T13:00:00Z');
    expect((await postFrom(backend, uniqueIp(), 'exit-intent-signup', exitIntentBody(email))).status).toBe(200);
    expect(await leadsFor(backend, email)).toHaveLength(PER_EMAIL + 1);
  });
});
