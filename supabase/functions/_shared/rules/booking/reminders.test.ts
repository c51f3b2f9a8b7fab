import { describe, expect, it } from 'vitest';
import { slotStartUtc } from './calendar.ts';
import { remindersFor } from './reminders.ts';

/** Wednesday 4 November 2026, 2:00 PM in Los Angeles. */
const CALL = slotStartUtc('2026-11-04', '14:00');
const HOUR_MS = 3_600_000;
const before = (hours: number) => new Date(CALL.getTime() - hours * HOUR_MS);

describe('remindersFor', () => {
  it('queues one reminder 24 hours and one 1 hour before a call booked days ahead', () => {
    expect(remindersFor(CALL, before(72))).toEqual([
      { kind: 'booking-reminder-24h', sendAt: new Date('2026-11-03T22:00:00Z') },
      { kind: 'booking-reminder-1h', sendAt: new Date('2026-11-04T21:00:00Z') },
    ]);
  });

  it('leaves out a reminder whose moment has passed: booked 3 hours ahead, only the 1-hour one', () => {
    expect(remindersFor(CALL, before(3)).map((reminder) => reminder.kind)).toEqual(['booking-reminder-1h']);
    expect(remindersFor(CALL, before(24)).map((reminder) => reminder.kind)).toEqual(['booking-reminder-1h']);
  });

  it('queues none for a call less than an hour away, or past', () => {
    expect(remindersFor(CALL, before(1))).toEqual([]);
    expect(remindersFor(CALL, before(0.5))).toEqual([]);
    expect(remindersFor(CALL, before(-2))).toEqual([]);
  });

  it('refuses an invalid instant', () => {
    expect(() => remindersFor(new Date(Number.NaN), before(48))).toThrow(RangeError);
  });
});
