/**
 * Failed attempts per key in a sliding window: the local /auth/v1 counts wrong TOTP codes per factor with it,
 * so nobody holding a password can guess an authenticator's codes indefinitely. Pure: the caller passes the time.
 */

export interface FailureThrottleSettings {
  /** Failures within the window after which further attempts are refused. */
  maxFailures: number;
  windowMs: number;
}

/** Five wrong codes in 15 minutes: room for typos and a clock a step off, about 480 guesses a day at most. */
export const DEFAULT_FACTOR_THROTTLE: FailureThrottleSettings = { maxFailures: 5, windowMs: 15 * 60 * 1000 };

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface FailureThrottle {
  check(key: string, nowMs: number): ThrottleDecision;
  recordFailure(key: string, nowMs: number): void;
  /** A success forgets the failures. */
  reset(key: string): void;
}

/** Keys kept before stale ones are swept, so a flood of distinct keys cannot grow memory without bound. */
const MAX_TRACKED_KEYS = 10_000;

export function createFailureThrottle(settings: FailureThrottleSettings = DEFAULT_FACTOR_THROTTLE): FailureThrottle {
  const failures = new Map<string, number[]>();

  const recent = (key: string, nowMs: number): number[] => {
    const kept = (failures.get(key) ?? []).filter((at) => at > nowMs - settings.windowMs);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };

  const sweep = (nowMs: number) => {
    for (const key of [...failures.keys()]) recent(key, nowMs);
    // Still too many live keys: forget the ones tracked longest (Map keeps insertion order).
    for (const key of failures.keys()) {
      if (failures.size <= MAX_TRACKED_KEYS) break;
      failures.delete(key);
    }
  };

  return {
    check(key, nowMs) {
      const times = recent(key, nowMs);
      if (times.length < settings.maxFailures) return { allowed: true };
      // Attempts open again when enough failures have left the window to drop below the limit.
      const reopensAt = (times[times.length - settings.maxFailures] ?? nowMs) + settings.windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((reopensAt - nowMs) / 1000)) };
    },
    recordFailure(key, nowMs) {
      const times = recent(key, nowMs);
      failures.set(key, [...times, nowMs]);
      if (failures.size > MAX_TRACKED_KEYS) sweep(nowMs);
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
