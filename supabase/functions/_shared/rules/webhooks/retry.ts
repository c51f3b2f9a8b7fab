/**
 * When a webhook delivery that failed is tried again (issue 45: "with retries and backoff, over 24 hours,
 * then marked failed"). The receiver is someone else's server: a minute covers a restart, the long tail
 * covers a day's outage. 10 attempts in all, the last about 24 hours after the first.
 */
const DELAYS_SECONDS = [60, 5 * 60, 15 * 60, 30 * 60, 60 * 60, 2 * 3600, 4 * 3600, 8 * 3600, 8 * 3600] as const;

/** After this many attempts a delivery is marked failed; an admin can replay it from the dashboard. */
export const MAX_WEBHOOK_ATTEMPTS = DELAYS_SECONDS.length + 1;

/** Seconds to wait after failed attempt `attempt` (1-based), or null when no attempt is left. */
export function webhookRetryDelaySeconds(attempt: number): number | null {
  if (attempt < 1 || attempt >= MAX_WEBHOOK_ATTEMPTS) return null;
  return DELAYS_SECONDS[Math.floor(attempt) - 1] ?? null;
}
