import { describe, expect, it } from 'vitest';
import { bookingFilterFrom, pageFrom, withBookingView } from './booking-filter';

describe('the bookings tab address', () => {
  it('shows upcoming calls unless told otherwise', () => {
    expect(bookingFilterFrom(null)).toBe('upcoming');
    expect(bookingFilterFrom('past')).toBe('past');
    expect(bookingFilterFrom('cancelled')).toBe('cancelled');
    expect(bookingFilterFrom('everything')).toBe('upcoming');
  });

  it('reads the page, starting at 1 for anything that is not a page number', () => {
    expect(pageFrom('3')).toBe(3);
    expect(pageFrom(null)).toBe(1);
    expect(pageFrom('0')).toBe(1);
    expect(pageFrom('2.5')).toBe(1);
    expect(pageFrom('abc')).toBe(1);
  });

  it('keeps the tab and leaves the defaults out of the address', () => {
    const tab = new URLSearchParams('tab=bookings&show=past&page=4');
    expect(withBookingView(tab, 'upcoming', 1).toString()).toBe('tab=bookings');
    expect(withBookingView(tab, 'cancelled', 2).toString()).toBe('tab=bookings&show=cancelled&page=2');
  });
});
