/** What the lead functions' handler tests share. */
import type { LeadRateLimiter } from '../infra/rate-limit.ts';

/** Seconds a fake limiter answers (0 = go on), per count. */
export interface FakeWaits {
  client?: number;
  everyone?: number;
  email?: number;
}

/** A lead limiter that answers `waits` and records what it was asked, as `client:<function>`, `everyone:<function>` and `email:<address>`. */
export function recordingRateLimiter(waits: FakeWaits = {}): { limiter: LeadRateLimiter; asked: string[] } {
  const asked: string[] = [];
  const limiter: LeadRateLimiter = {
    takeForClient: async (functionName) => {
      asked.push(`client:${functionName}`);
      return waits.client ?? 0;
    },
    takeForEveryone: async (functionName) => {
      asked.push(`everyone:${functionName}`);
      return waits.everyone ?? 0;
    },
    takeForEmail: async (email) => {
      asked.push(`email:${email}`);
      return waits.email ?? 0;
    },
  };
  return { limiter, asked };
}
