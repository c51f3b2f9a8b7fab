import { describe, expect, it } from 'vitest';
import { MAX_WEBHOOK_ATTEMPTS, webhookRetryDelaySeconds } from './retry.ts';

describe('webhookRetryDelaySeconds', () => {
  it('waits a minute first and longer each time, ending about a day after the first attempt', () => {
    const delays = Array.from({ length: MAX_WEBHOOK_ATTEMPTS - 1 }, (_, index) => webhookRetryDelaySeconds(index + 1) ?? 0);
    expect(delays[0]).toBe(60);
    expect(delays.every((delay, index) => index === 0 || delay >= (delays[index - 1] ?? 0))).toBe(true);
    const hours = delays.reduce((sum, delay) => sum + delay, 0) / 3600;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('gives up after the last attempt', () => {
    expect(webhookRetryDelaySeconds(MAX_WEBHOOK_ATTEMPTS)).toBeNull();
    expect(webhookRetryDelaySeconds(0)).toBeNull();
  });
});
