import { describe, expect, it, vi } from 'vitest';
import {
  AGREEMENT_CLIENT_BUCKET,
  AGREEMENT_COPY_HOURS_AHEAD,
  AGREEMENT_GLOBAL_BUCKET,
  AGREEMENT_LIMIT_WINDOW_SECONDS,
  agreementLimitsFromEnv,
  createAgreementLimiter,
  DEFAULT_AGREEMENT_LIMIT_GLOBAL,
  DEFAULT_AGREEMENT_LIMIT_PER_IP,
} from './agreement-limits.ts';
import type { RateLimitStore } from '../infra/rate-limit.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const LIMITS = { perIp: 5, global: 50 };

interface Take {
  bucket: string;
  clientKey: string;
  maxRequests: number;
  windowSeconds: number;
}

/** A store that answers `waits[bucket]` (0 by default), or throws `failure`. */
function recordingStore(waits: Record<string, number> = {}, failure?: Error) {
  const takes: Take[] = [];
  const store: RateLimitStore = {
    take: async (bucket, clientKey, _at, maxRequests, windowSeconds) => {
      takes.push({ bucket, clientKey, maxRequests, windowSeconds });
      if (failure) throw failure;
      return waits[bucket] ?? 0;
    },
  };
  return { store, takes };
}

/** A request as the platform's edge hands it on. */
const from = (ip: string) => new Request('http://localhost/submit-lead', { method: 'POST', headers: { 'cf-connecting-ip': ip, 'x-forwarded-for': ip } });

describe('createAgreementLimiter', () => {
  it('counts the client under a salted hash of its address, and books the copy for everyone, in an hour', async () => {
    const { store, takes } = recordingStore();
    const limiter = createAgreementLimiter({ store, hashSalt: 'salt', limits: LIMITS, now: () => NOW });
    expect(await limiter.takeForClient(from('203.0.113.7'))).toBe(0);
    expect(await limiter.scheduleCopy()).toBe(0);
    expect(takes.map(({ bucket, maxRequests, windowSeconds }) => ({ bucket, maxRequests, windowSeconds }))).toEqual([
      { bucket: AGREEMENT_CLIENT_BUCKET, maxRequests: 5, windowSeconds: AGREEMENT_LIMIT_WINDOW_SECONDS },
      { bucket: AGREEMENT_GLOBAL_BUCKET, maxRequests: 50, windowSeconds: AGREEMENT_LIMIT_WINDOW_SECONDS },
    ]);
    expect(AGREEMENT_LIMIT_WINDOW_SECONDS).toBe(3600);
    expect(takes[0]?.clientKey).toMatch(/^[0-9a-f]{64}$/);
    expect(takes[0]?.clientKey).not.toContain('203.0.113.7');
  });

  it('gives two clients two counts and one client the same count each time', async () => {
    const { store, takes } = recordingStore();
    const limiter = createAgreementLimiter({ store, hashSalt: 'salt', limits: LIMITS, now: () => NOW });
    await limiter.takeForClient(from('203.0.113.7'));
    await limiter.takeForClient(from('203.0.113.7'));
    await limiter.takeForClient(from('198.51.100.4'));
    const clientKeys = takes.filter((take) => take.bucket === AGREEMENT_CLIENT_BUCKET).map((take) => take.clientKey);
    expect(clientKeys[0]).toBe(clientKeys[1]);
    expect(clientKeys[2]).not.toBe(clientKeys[0]);
  });

  it('books a waiting copy at the start of the first later hour with room, and says so in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // This hour is full (900 s left in it) and so is the next; the one after has room.
      const full = new Set([NOW.getTime(), NOW.getTime() + 900_000]);
      const ats: Date[] = [];
      const store: RateLimitStore = {
        take: async (_bucket, _key, at) => {
          ats.push(at);
          return full.has(at.getTime()) ? 900 : 0;
        },
      };
      const limiter = createAgreementLimiter({ store, hashSalt: 'salt', limits: LIMITS, now: () => NOW });
      expect(await limiter.scheduleCopy()).toBe(1800);
      expect(ats.map((at) => at.getTime() - NOW.getTime())).toEqual([0, 900_000, 1_800_000]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('waits 1800 s (AGREEMENT_RATE_LIMIT_GLOBAL)'));
    } finally {
      warn.mockRestore();
    }
  });

  it('sends no copy when every hour of the next day is full', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { store, takes } = recordingStore({ [AGREEMENT_GLOBAL_BUCKET]: 3600 });
      const limiter = createAgreementLimiter({ store, hashSalt: 'salt', limits: LIMITS, now: () => NOW });
      expect(await limiter.scheduleCopy()).toBeNull();
      expect(takes).toHaveLength(AGREEMENT_COPY_HOURS_AHEAD);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('its copy is not sent'));
    } finally {
      warn.mockRestore();
    }
  });

  it('fails open with a warning when the count cannot be taken', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { store } = recordingStore({}, new Error('take_rate_limit failed: permission denied'));
      const limiter = createAgreementLimiter({ store, hashSalt: 'salt', limits: LIMITS, now: () => NOW });
      expect(await limiter.takeForClient(from('203.0.113.7'))).toBe(0);
      expect(await limiter.scheduleCopy()).toBe(0);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^rate limit agreements:ip: could not count the acceptance .*; letting it through$/));
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^rate limit agreements:all: could not count the copy/));
    } finally {
      warn.mockRestore();
    }
  });
});

describe('agreementLimitsFromEnv', () => {
  const env = (values: Record<string, string>) => (name: string) => values[name];

  it('reads AGREEMENT_RATE_LIMIT_PER_IP and AGREEMENT_RATE_LIMIT_GLOBAL, with the defaults when unset', () => {
    expect(agreementLimitsFromEnv(env({}))).toEqual({ perIp: DEFAULT_AGREEMENT_LIMIT_PER_IP, global: DEFAULT_AGREEMENT_LIMIT_GLOBAL });
    expect(agreementLimitsFromEnv(env({ AGREEMENT_RATE_LIMIT_PER_IP: '2', AGREEMENT_RATE_LIMIT_GLOBAL: ' 500 ' }))).toEqual({ perIp: 2, global: 500 });
  });

  it('keeps the default for a value that is not a positive whole number, and says so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(agreementLimitsFromEnv(env({ AGREEMENT_RATE_LIMIT_GLOBAL: '0' })).global).toBe(DEFAULT_AGREEMENT_LIMIT_GLOBAL);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('AGREEMENT_RATE_LIMIT_GLOBAL="0" is not a positive whole number'));
    } finally {
      error.mockRestore();
    }
  });

  it('defaults to at most 5 acceptances per client and 50 for everyone an hour', () => {
    expect([DEFAULT_AGREEMENT_LIMIT_PER_IP, DEFAULT_AGREEMENT_LIMIT_GLOBAL]).toEqual([5, 50]);
  });
});
