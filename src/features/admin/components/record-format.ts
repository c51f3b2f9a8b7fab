/**
 * How the dashboard writes the values of bookings and agreements. Kept apart from format.ts because
 * these are not in the reader's time zone: a call happens in the zone it was booked in, and an
 * agreement date is a calendar date that must not shift a day west of UTC.
 */
import type { BookingStatus } from '../api/types';
import { formatDateTime } from '../format';

const slotFormats = new Map<string, Intl.DateTimeFormat>();

function slotFormat(timeZone: string): Intl.DateTimeFormat {
  let format = slotFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    slotFormats.set(timeZone, format);
  }
  return format;
}

/** A call's start in the zone it was booked in: "Tue, Nov 24, 2026, 10:00 AM PST". */
export function formatSlot(slotStart: string, timeZone: string): string {
  try {
    return slotFormat(timeZone).format(new Date(slotStart));
  } catch {
    // An unknown zone name (a typo in an old row) still shows the moment, in the reader's zone.
    return formatDateTime(slotStart);
  }
}

const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A date column ('2026-11-20') as "Nov 20, 2026", the same day wherever the reader is. */
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : calendarDate.format(parsed);
}

/** Enough of a terms fingerprint (a SHA-256 hex digest) to compare by eye. */
export function shortFingerprint(fingerprint: string): string {
  return fingerprint.slice(0, 12);
}

export const bookingStatusLabels: Record<BookingStatus, string> = { booked: 'Booked', cancelled: 'Cancelled' };

export function bookingStatusLabel(status: string): string {
  return (bookingStatusLabels as Partial<Record<string, string>>)[status] ?? status;
}
