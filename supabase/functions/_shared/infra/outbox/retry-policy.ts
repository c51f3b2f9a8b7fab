/**
 * When a message that could not be sent is tried again. Attempts are counted when a dispatcher claims
 * a row, so `attempt` is 1 after the first failed send.
 */

/** After this many attempts a message is marked failed and left for a person to look at. */
export const MAX_SEND_ATTEMPTS = 8;

const FIRST_DELAY_SECONDS = 30;
const GROWTH = 4;
/** Six hours: a provider outage of a business day still ends in delivery, not in a failed row. */
export const MAX_RETRY_DELAY_SECONDS = 6 * 60 * 60;

/**
 * Seconds to wait after failed attempt `attempt` (1-based): 30 s, 2 min, 8 min, 32 min, 2 h 8 min,
 * then 6 h. The 8 attempts span about 15 hours. Deterministic: callers add jitter if they want it.
 */
export function retryDelaySeconds(attempt: number): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  // Capped before it can overflow: 4^6 × 30 s already exceeds the cap.
  if (exponent >= 6) return MAX_RETRY_DELAY_SECONDS;
  return Math.min(FIRST_DELAY_SECONDS * GROWTH ** exponent, MAX_RETRY_DELAY_SECONDS);
}

/** Whether a failed attempt should be retried: the error allows it and attempts remain. */
export function shouldRetry(attempts: number, retryable: boolean): boolean {
  return retryable && attempts < MAX_SEND_ATTEMPTS;
}
