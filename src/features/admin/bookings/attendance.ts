/** Attendance of booked calls and what staff may change, as the Bookings tab and a lead's page show them: pure rules, no React. */
import type { Attendance, BookingStatus, CancelledBy } from '../api/types';

export const attendanceLabels: Record<Attendance, string> = { attended: 'Attended', no_show: 'No-show' };

/** How far back the Bookings tab's show-up rate looks. */
export const SHOW_UP_PERIOD_DAYS = 30;

/** Whether staff may mark a call's attendance: it was not cancelled and its time has come (the database refuses otherwise). */
export function canMarkAttendance(booking: { status: BookingStatus; slot_start: string }, now: Date): boolean {
  return booking.status === 'booked' && Date.parse(booking.slot_start) <= now.getTime();
}

/**
 * What staff may do to a call from the dashboard, as staff-booking allows it: move or cancel a call still
 * ahead, restore one staff cancelled while its time is still ahead (a visitor who cancelled has removed
 * it from their calendar, and may book again), nothing once its time has come.
 */
export function staffChangesFor(booking: { status: BookingStatus; slot_start: string; cancelled_by: CancelledBy | null }, now: Date): 'move-or-cancel' | 'restore' | null {
  if (Date.parse(booking.slot_start) <= now.getTime()) return null;
  if (booking.status === 'booked') return 'move-or-cancel';
  return booking.cancelled_by === 'visitor' ? null : 'restore';
}

/** "75% of 4 marked calls", or the plain fact that none is marked: the share of marked calls attended, rounded. */
export function showUpRateText(attended: number, noShows: number): string {
  const marked = attended + noShows;
  if (marked === 0) return 'No calls marked yet';
  return `${Math.round((attended / marked) * 100)}% (${attended} of ${marked} marked ${marked === 1 ? 'call' : 'calls'})`;
}

/** Who cancelled a call and why, for its record; null when it was cancelled by a status change alone. */
export function cancellationNote(by: CancelledBy | null, reason: string | null): string | null {
  if (by === null) return null;
  const who = by === 'visitor' ? 'Cancelled by the visitor' : 'Cancelled by staff';
  return reason ? `${who}: ${reason}` : who;
}
