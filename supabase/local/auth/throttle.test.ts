import { describe, expect, it } from 'vitest';
import { createFailureThrottle } from './throttle.ts';

const MINUTE = 60_000;

describe('createFailureThrottle', () => {
  const settings = { maxFailures: 5, windowMs: 15 * MINUTE };

  it('allows attempts until the fifth failure within the window', () => {
    const throttle = createFailureThrottle(settings);
    for (let i = 0; i < 4; i += 1) throttle.recordFailure('factor-a', i * MINUTE);
    expect(throttle.check('factor-a', 4 * MINUTE)).toEqual({ allowed: true });
    throttle.recordFailure('factor-a', 4 * MINUTE);
    expect(throttle.check('factor-a', 5 * MINUTE)).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
  });

  it('opens again once the oldest counted failure leaves the window', () => {
    const throttle = createFailureThrottle(settings);
    for (let i = 0; i < 5; i += 1) throttle.recordFailure('factor-a', 0);
    expect(throttle.check('factor-a', 15 * MINUTE - 1000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(throttle.check('factor-a', 15 * MINUTE)).toEqual({ allowed: true });
  });

  it('forgets failures after a success and keeps keys apart', () => {
    const throttle = createFailureThrottle(settings);
    for (let i = 0; i < 5; i += 1) throttle.recordFailure('factor-a', 0);
    expect(throttle.check('factor-b', 0)).toEqual({ allowed: true });
    throttle.reset('factor-a');
    expect(throttle.check('factor-a', 0)).toEqual({ allowed: true });
  });

  it('does not count failures spread wider than the window', () => {
    const throttle = createFailureThrottle(settings);
    for (let i = 0; i < 10; i += 1) throttle.recordFailure('factor-a', i * 4 * MINUTE);
    expect(throttle.check('factor-a', 40 * MINUTE)).toEqual({ allowed: true });
  });
});
