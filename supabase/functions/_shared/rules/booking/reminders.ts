/**
 * The reminders a booked call gets by e-mail: 24 hours and 1 hour before it. They are queued in the
 * outbox with the booking, or with a move (tied to it by booking_id), each due at its moment; a move or
 * cancel withdraws them, and the claim withdraws any that comes due for a call cancelled or already
 * started. The hourly cap per address counts each when it comes due (docs/decisions/019-booking-changes.md).
 */
import { assertValidInstant, MINUTE_MS } from './calendar.ts';

export const bookingReminders = [
  { kind: 'booking-reminder-24h', minutesBefore: 24 * 60 },
  { kind: 'booking-reminder-1h', minutesBefore: 60 },
] as const;

export type BookingReminderKind = (typeof bookingReminders)[number]['kind'];

export interface ScheduledReminder {
  kind: BookingReminderKind;
  /** When the outbox may send it. */
  sendAt: Date;
}

/**
 * The reminders to queue for a call starting at `slotStart`, booked or moved at `now`. One whose
 * moment has passed is left out: a call booked three hours ahead gets the 1-hour reminder only, and
 * one booked 40 minutes ahead none (the confirmation has just gone out).
 */
export function remindersFor(slotStart: Date, now: Date): ScheduledReminder[] {
  assertValidInstant(slotStart, 'slotStart');
  assertValidInstant(now, 'now');
  return bookingReminders
    .map(({ kind, minutesBefore }) => ({ kind, sendAt: new Date(slotStart.getTime() - minutesBefore * MINUTE_MS) }))
    .filter(({ sendAt }) => sendAt.getTime() > now.getTime());
}
