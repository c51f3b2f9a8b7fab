/**
 * The reminders a booked call gets by e-mail: 24 hours and 1 hour before it. They are queued in the
 * outbox when the call is booked or moved, each due at its moment, and withdrawn when the call is
 * moved or cancelled; the database drops any that comes due for a call no longer booked or already
 * started (a dispatcher that was down and catches up late sends nothing stale).
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
