import { describe, expect, it } from 'vitest';
import { offeredSlotsFor, slotsFor, type Availability } from './calendar.ts';
import { callTimeLabel } from './labels.ts';

// Wednesday 2027-03-03, 10:00 in Los Angeles; Thursday the 4th and Friday the 5th are whole business days.
const NOW = new Date('2027-03-03T18:00:00Z');
const none: Availability = { closedDates: [], weeklyHours: [] };

describe('offeredSlotsFor: staff availability over the business hours', () => {
  it('offers the business day as it is when staff closed nothing', () => {
    expect(offeredSlotsFor('2027-03-04', NOW, none)).toEqual(slotsFor('2027-03-04', NOW));
    expect(offeredSlotsFor('2027-03-04', NOW, null)).toEqual(slotsFor('2027-03-04', NOW));
  });

  it('offers nothing on a closed day, and leaves the other days alone', () => {
    const closed = { ...none, closedDates: ['2027-03-04'] };
    expect(offeredSlotsFor('2027-03-04', NOW, closed)).toEqual([]);
    expect(offeredSlotsFor('2027-03-05', NOW, closed)).toEqual(slotsFor('2027-03-05', NOW));
  });

  it('offers only the calls that fit the hours set for the weekday, or none when it is closed', () => {
    const fridayMornings = { ...none, weeklyHours: [{ weekday: 5, isOpen: true, opensAt: '09:00', closesAt: '11:00' }] };
    expect(offeredSlotsFor('2027-03-05', NOW, fridayMornings)).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(offeredSlotsFor('2027-03-04', NOW, fridayMornings)).toEqual(slotsFor('2027-03-04', NOW));
    const noThursdays = { ...none, weeklyHours: [{ weekday: 4, isOpen: false, opensAt: '08:00', closesAt: '18:00' }] };
    expect(offeredSlotsFor('2027-03-04', NOW, noThursdays)).toEqual([]);
  });
});

describe('callTimeLabel', () => {
  it("states the call in the visitor's zone, and in the agency's for a zone it does not know", () => {
    const start = new Date('2026-11-02T17:00:00Z');
    expect(callTimeLabel(start, 'America/New_York')).toBe('Monday, November 2, 2026 at 12:00 PM EST');
    expect(callTimeLabel(start, 'America/Los_Angeles')).toBe('Monday, November 2, 2026 at 9:00 AM PST');
    expect(callTimeLabel(start, 'Not/AZone')).toBe('Monday, November 2, 2026 at 9:00 AM PST');
  });
});
