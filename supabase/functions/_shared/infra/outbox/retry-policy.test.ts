import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_SECONDS, MAX_SEND_ATTEMPTS, retryDelaySeconds, shouldRetry } from './retry-policy.ts';

describe('retryDelaySeconds', () => {
  it('waits 30 s after the first failure and four times longer after each next one', () => {
    expect([1, 2, 3, 4, 5].map(retryDelaySeconds)).toEqual([30, 120, 480, 1920, 7680]);
  });

  it('never waits more than six hours, however many attempts', () => {
    expect(MAX_RETRY_DELAY_SECONDS).toBe(21_600);
    expect(retryDelaySeconds(6)).toBe(21_600);
    expect(retryDelaySeconds(7)).toBe(21_600);
    expect(retryDelaySeconds(1000)).toBe(21_600);
  });

  it('treats a nonsensical attempt number as the first', () => {
    expect(retryDelaySeconds(0)).toBe(30);
    expect(retryDelaySeconds(-3)).toBe(30);
  });

  it('gives every attempt before the last a delay, spanning most of a day in total', () => {
    const delays = Array.from({ length: MAX_SEND_ATTEMPTS - 1 }, (_, index) => retryDelaySeconds(index + 1));
    expect(delays.every((delay, index) => index === 0 || delay >= (delays[index - 1] ?? 0))).toBe(true);
    const totalHours = delays.reduce((sum, delay) => sum + delay, 0) / 3600;
    expect(totalHours).toBeGreaterThan(12);
    expect(totalHours).toBeLessThan(24);
  });
});

describe('shouldRetry', () => {
  it('retries a retryable failure until the eighth attempt, then gives up', () => {
    expect(MAX_SEND_ATTEMPTS).toBe(8);
    expect(shouldRetry(1, true)).toBe(true);
    expect(shouldRetry(7, true)).toBe(true);
    expect(shouldRetry(8, true)).toBe(false);
    expect(shouldRetry(9, true)).toBe(false);
  });

  it('never retries a failure the provider calls final', () => {
    expect(shouldRetry(1, false)).toBe(false);
  });
});
