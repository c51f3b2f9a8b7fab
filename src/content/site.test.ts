import { BUSINESS_DAYS, BUSINESS_HOURS } from '@shared/booking/calendar.ts';
import { site } from './site';

describe('site settings', () => {
  it('publish the opening hours the booking calendar offers, so a change to one fails until the other follows', () => {
    const match = /^Mo-Fr (\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(site.openingHours);
    expect(match, `site.openingHours is "${site.openingHours}"; update booking/calendar.ts's business hours with it`).not.toBeNull();
    expect(BUSINESS_HOURS).toEqual({ opensAt: match?.[1], closesAt: match?.[2] });
    expect(BUSINESS_DAYS).toEqual([1, 2, 3, 4, 5]);
  });
});
