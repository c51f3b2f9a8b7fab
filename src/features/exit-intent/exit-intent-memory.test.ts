import { rememberLeadSubmitted } from '@/features/lead-capture/lead-memory';
import { EXIT_INTENT_QUIET_MS, isWithinQuietPeriod, mayOfferExitIntent, rememberOfferClosed, rememberOfferShown } from './exit-intent-memory';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2025-06-15T12:00:00.000Z');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('isWithinQuietPeriod', () => {
  it('is quiet for seven days after the visitor closed the offer, not a millisecond longer', () => {
    expect(EXIT_INTENT_QUIET_MS).toBe(7 * DAY);
    expect(isWithinQuietPeriod(null, now)).toBe(false);
    expect(isWithinQuietPeriod(new Date(now - 1).toISOString(), now)).toBe(true);
    expect(isWithinQuietPeriod(new Date(now - 7 * DAY + 1).toISOString(), now)).toBe(true);
    expect(isWithinQuietPeriod(new Date(now - 7 * DAY).toISOString(), now)).toBe(false);
  });

  it('ignores a value it cannot read', () => {
    expect(isWithinQuietPeriod('yesterday', now)).toBe(false);
  });
});

describe('mayOfferExitIntent', () => {
  it('offers to a new visitor', () => {
    expect(mayOfferExitIntent(now)).toBe(true);
  });

  it('offers once per visit', () => {
    rememberOfferShown();
    expect(mayOfferExitIntent(now)).toBe(false);
    sessionStorage.clear();
    expect(mayOfferExitIntent(now)).toBe(true);
  });

  it('stays away for seven days after a dismissal or an answer', () => {
    rememberOfferClosed(new Date(now));
    expect(mayOfferExitIntent(now + 7 * DAY - 1)).toBe(false);
    expect(mayOfferExitIntent(now + 7 * DAY)).toBe(true);
  });

  it('never offers to a visitor who already sent a lead from this browser', () => {
    rememberLeadSubmitted(new Date(now - 30 * DAY));
    expect(mayOfferExitIntent(now)).toBe(false);
  });
});
