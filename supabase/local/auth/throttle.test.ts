import { describe, expect, it } from 'vitest';
import { createSignInThrottle } from './throttle.ts';

const MINUTE = 60_000;

describe('createSignInThrottle', () => {
  const settings = { maxFailures: 5, windowMs: 15 * MINUTE };

  it('allows attempts until the fifth failure within the window', () => {
    const throttle = createSignInThrottle(settings);
    for (let i = 0; i < 4; i += 1) throttle.recordFailure('a@b.test', i * MINUTE);
    expect(throttle.check('a@b.test', 4 * MINUTE)).toEqual({ allowed: true });
    throttle.recordFailure('a@b.test', 4 * MINUTE);
    expect(throttle.check('a@b.test', 5 * MINUTE)).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 });
  });

  it('opens again once the oldest counted failure leaves the window', () => {
    const throttle = createSignInThrottle(settings);
    for (let i = 0; i < 5; i += 1) throttle.recordFailure('a@b.test', 0);
    expect(throttle.check('a@b.test', 15 * MINUTE - 1000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(throttle.check('a@b.test', 15 * MINUTE)).toEqual({ allowed: true });
  });

  it('forgets failures after a success and keeps e-mails apart', () => {
    const throttle = createSignInThrottle(settings);
    for (let i = 0; i < 5; i += 1) throttle.recordFailure('a@b.test', 0);
    expect(throttle.check('c@d.test', 0)).toEqual({ allowed: true });
    throttle.reset('a@b.test');
    expect(throttle.check('a@b.test', 0)).toEqual({ allowed: true });
  });

  it('does not count failures spread wider than the window', () => {
    const throttle = createSignInThrottle(settings);
    for (let i = 0; i < 10; i += 1) throttle.recordFailure('a@b.test', i * 4 * MINUTE);
    expect(throttle.check('a@b.test', 40 * MINUTE)).toEqual({ allowed: true });
  });
});
