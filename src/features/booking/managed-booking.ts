import type { ManagedBooking } from '@shared/booking/schema.ts';

/**
 * The booking in manage-booking's answer (`{ booking }`, on a change and on a refusal alike), or null.
 * Checked by hand rather than with the shared zod schema: the page's first look must not load zod.
 */
export function bookingIn(data: unknown): ManagedBooking | null {
  if (typeof data !== 'object' || data === null || !('booking' in data)) return null;
  const booking: unknown = data.booking;
  if (typeof booking !== 'object' || booking === null) return null;
  const { slotStart, timeZone, status, started, sequence } = booking as Record<string, unknown>;
  if (typeof slotStart !== 'string' || Number.isNaN(Date.parse(slotStart)) || typeof timeZone !== 'string') return null;
  if ((status !== 'booked' && status !== 'cancelled') || typeof started !== 'boolean' || !Number.isInteger(sequence)) return null;
  return { slotStart, timeZone, status, started, sequence: sequence as number };
}

/** The words of a change's answer (`{ message }`: manage-booking's and staff-booking's), or null. */
export function messageIn(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('message' in data)) return null;
  return typeof data.message === 'string' ? data.message : null;
}
