import { describe, expect, it, vi } from 'vitest';
import {
  createLeadRateLimiter,
  DEFAULT_LEAD_RATE_LIMIT_PER_EMAIL,
  DEFAULT_LEAD_RATE_LIMIT_PER_FUNCTION,
  DEFAULT_LEAD_RATE_LIMIT_PER_IP,
  emailLimitAnswer,
  LEAD_EMAIL_WINDOW_SECONDS,
  LEAD_IP_WINDOW_SECONDS,
  leadRateLimitsFromEnv,
  RATE_LIMITED_MESSAGE,
  tooManyRequests,
  type RateLimitStore,
} from './rate-limit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

interface Take {
  bucket: string;
  clientKey: string;
  at: Date;
  maxRequests: number;
  windowSeconds: number;
}

/** A store that answers `wait` (or throws it) for every bucket, unless `waits` names the bucket's answer. */
function recordingStore(wait: number | Error = 0, waits: Record<string, number> = {}) {
  const takes: Take[] = [];
  const store: RateLimitStore = {
    take: async (bucket, clientKey, at, maxRequests, windowSeconds) => {
      takes.push({ bucket, clientKey, at, maxRequests, windowSeconds });
      if (wait instanceof Error) throw wait;
      return waits[bucket] ?? wait;
    },
  };
  return { store, takes };
}

/** A request as the platform's edge hands it on: CF-Connecting-IP names the client. */
const from = (ip?: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/fn', { method: 'POST', headers: { ...headers, ...(ip ? { 'cf-connecting-ip': ip } : {}) } });

describe('createLeadRateLimiter', () => {
  it('counts a client per function in a 10-minute window under a salted hash of its address, and the function’s requests from everyone apart', async () => {
    const { store, takes } = recordingStore();
    const limiter = createLeadRateLimiter({ store, hashSalt: 'salt', limits: { perIp: 30, perFunction: 600, perEmail: 10 }, now: () => NOW });
    expect(await limiter.takeForClient('send-contact-email', from('203.0.113.7'))).toBe(0);
    await limiter.takeForClient('book-call', from('203.0.113.7'));
    expect(await limiter.takeForEveryone('book-call')).toBe(0);
    expect(takes.map(({ bucket, at, maxRequests, windowSeconds }) => ({ bucket, at, maxRequests, windowSeconds }))).toEqual([
      { bucket: 'ip:send-contact-email', at: NOW, maxRequests: 30, windowSeconds: LEAD_IP_WINDOW_SECONDS },
      { bucket: 'ip:book-call', at: NOW, maxRequests: 30, windowSeconds: LEAD_IP_WINDOW_SECONDS },
      { bucket: 'function:book-call', at: NOW, maxRequests: 600, windowSeconds: LEAD_IP_WINDOW_SECONDS },
    ]);
    // The same visitor on both functions; never the address itself.
    expect(takes[0]?.clientKey).toBe(takes[1]?.clientKey);
    expect(takes[0]?.clientKey).toMatch(/^[0-9a-f]{64}$/);
    expect(takes[0]?.clientKey).not.toContain('203.0.113.7');
  });

  it('counts the client the platform names, whatever X-Forwarded-For entries the client writes', async () => {
    const { store, takes } = recordingStore();
    const limiter = createLeadRateLimiter({ store, hashSalt: 'salt', limits: { perIp: 30, perFunction: 600, perEmail: 10 }, now: () => NOW });
    for (let forged = 1; forged <= 5; forged += 1) {
      await limiter.takeForClient('send-contact-email', from('198.51.100.23', { 'x-forwarded-for': `203.0.113.${forged}`, 'x-real-ip': `192.0.2.${forged}` }));
    }
    const clientKeys = takes.filter((take) => take.bucket === 'ip:send-contact-email').map((take) => take.clientKey);
    expect(new Set(clientKeys).size).toBe(1);
  });

  it('refuses everyone once the function’s cap for all clients is reached, and says so once a window', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = recordingStore(0, { 'function:exit-intent-signup': 420 });
    const limiter = createLeadRateLimiter({ store, hashSalt: 'salt', limits: { perIp: 30, perFunction: 600, perEmail: 10 }, now: () => NOW });
    expect(await limiter.takeForEveryone('exit-intent-signup')).toBe(420);
    expect(await limiter.takeForEveryone('exit-intent-signup')).toBe(420);
    expect(await limiter.takeForEveryone('book-call')).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^rate limit function:exit-intent-signup: 600 requests from all clients in 10 minutes reached; refusing everyone for 420 s/));
    warn.mockRestore();
  });

  it('tells clients apart, and needs the salt to name one', async () => {
    const { store, takes } = recordingStore();
    const limiter = createLeadRateLimiter({ store, hashSalt: 'salt', limits: { perIp: 30, perFunction: 600, perEmail: 10 }, now: () => NOW });
    const other = createLeadRateLimiter({ store, hashSalt: 'another salt', limits: { perIp: 30, perFunction: 600, perEmail: 10 }, now: () => NOW });
    await limiter.takeForClient('send-contact-email', from('203.0.113.7'));
    await limiter.takeForClient('send-contact-email', from('203.0.113.8'));
    await other.takeForClient('send-contact-email', from('203.0.113.7'));
    expect(new Set(takes.filter((take) => take.bucket.startsWith('ip:')).map((take) => take.clientKey)).size).toBe(3);
  });

  it('counts an address across the lead functions in an hour, whatever its case', async () => {
    const { store, takes } = recordingStore();
    const limiter = createLeadRateLimiter({ store, hashSalt: 'salt', limits: { perIp: 30, perFunction: 600, perEmail: 10 }, now: () => NOW });
    await limiter.takeForEmail('Ann@Example.com');
    await limiter.takeForEmail(' ann@example.com ');
    expect(takes.map(({ bucket, maxRequests, windowSeconds }) => ({ bucket, maxRequests, windowSeconds }))).toEqual([
      { bucket: 'email', maxRequests: 10, windowSeconds: LEAD_EMAIL_WINDOW_SECONDS },
      { bucket: 'email', maxRequests: 10, windowSeconds: LEAD_EMAIL_WINDOW_SECONDS },
    ]);
    expect(takes[0]?.clientKey).toBe(takes[1]?.clientKey);
    expect(takes[0]?.clientKey).not.toContain('ann');
  });

  it('counts one mailbox under all its spellings, and two mailboxes apart', async () => {
    const { store, takes } = recordingStore();
    const limiter = createLeadRateLimiter({ store, hashSalt: 'salt', limits: { perIp: 30, perFunction: 600, perEmail: 10 }, now: () => NOW });
    for (const spelling of ['name+0@example.com', 'name+5@example.com', 'n.a.m.e@gmail.com', 'name+x@googlemail.com']) await limiter.takeForEmail(spelling);
    await limiter.takeForEmail('name-other@example.com');
    const keys = takes.map((take) => take.clientKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).toBe(keys[3]);
    expect(new Set(keys).size).toBe(3);
  });

  it('passes on the seconds to wait the database answers', async () => {
    const limiter = createLeadRateLimiter({ store: recordingStore(240).store, hashSalt: 's', limits: { perIp: 1, perFunction: 1, perEmail: 1 }, now: () => NOW });
    expect(await limiter.takeForClient('exit-intent-signup', from('203.0.113.7'))).toBe(240);
    expect(await limiter.takeForEmail('a@example.com')).toBe(240);
  });

  it('fails open: when the count cannot be taken, the request goes on and a warning is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const limiter = createLeadRateLimiter({
      store: recordingStore(new Error('take_rate_limit failed: connection refused')).store,
      hashSalt: 's',
      limits: { perIp: 1, perFunction: 1, perEmail: 1 },
      now: () => NOW,
    });
    expect(await limiter.takeForClient('submit-lead', from('203.0.113.7'))).toBe(0);
    expect(await limiter.takeForEveryone('submit-lead')).toBe(0);
    expect(await limiter.takeForEmail('a@example.com')).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('rate limit ip:submit-lead: could not count the request (take_rate_limit failed: connection refused)'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('rate limit function:submit-lead: could not count the request'));
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});

describe('tooManyRequests', () => {
  it('answers 429 with Retry-After, readable by the site, and words for the visitor', async () => {
    const response = tooManyRequests(97);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('97');
    expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ error: RATE_LIMITED_MESSAGE });
  });
});

describe('emailLimitAnswer', () => {
  const limiter = (wait: number) => ({ takeForClient: async () => 0, takeForEveryone: async () => 0, takeForEmail: async () => wait });

  it('lets a submission within the limit go on without looking it up', async () => {
    const lookup = vi.fn(async () => true);
    expect(await emailLimitAnswer(limiter(0), 'a@example.com', lookup)).toBeNull();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('refuses a submission over the limit unless it is the retry of a stored one', async () => {
    expect((await emailLimitAnswer(limiter(600), 'a@example.com', async () => false))?.status).toBe(429);
    expect(await emailLimitAnswer(limiter(600), 'a@example.com', async () => true)).toBeNull();
  });
});

describe('leadRateLimitsFromEnv', () => {
  const env = (values: Record<string, string>) => (name: string) => values[name];

  it('reads LEAD_RATE_LIMIT_PER_IP, LEAD_RATE_LIMIT_PER_FUNCTION and LEAD_RATE_LIMIT_PER_EMAIL, with the defaults when unset', () => {
    expect(leadRateLimitsFromEnv(env({}))).toEqual({
      perIp: DEFAULT_LEAD_RATE_LIMIT_PER_IP,
      perFunction: DEFAULT_LEAD_RATE_LIMIT_PER_FUNCTION,
      perEmail: DEFAULT_LEAD_RATE_LIMIT_PER_EMAIL,
    });
    expect(
      leadRateLimitsFromEnv(env({ LEAD_RATE_LIMIT_PER_IP: '100000', LEAD_RATE_LIMIT_PER_FUNCTION: '5000', LEAD_RATE_LIMIT_PER_EMAIL: ' 3 ' })),
    ).toEqual({ perIp: 100000, perFunction: 5000, perEmail: 3 });
  });

  it('says so and keeps the default for a value that is not a positive whole number', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const value of ['0', '-5', '2.5', 'lots']) {
      expect(leadRateLimitsFromEnv(env({ LEAD_RATE_LIMIT_PER_IP: value })).perIp, value).toBe(DEFAULT_LEAD_RATE_LIMIT_PER_IP);
    }
    expect(error).toHaveBeenCalledWith(expect.stringContaining('LEAD_RATE_LIMIT_PER_IP="lots" is not a positive whole number'));
    error.mockRestore();
  });

  it('caps a limit at what the database counts in', () => {
    expect(leadRateLimitsFromEnv(env({ LEAD_RATE_LIMIT_PER_EMAIL: '99999999999' })).perEmail).toBe(2_147_483_647);
  });
});
