/**
 * What manage-booking (a visitor's link) and staff-booking (the dashboard) share about a booking and its
 * changes: the booking as the database answers it, the page's view of it, and the answers of
 * move_booking, cancel_booking and staff_change_booking.
 */
import { z } from 'zod';
import { isClosedSlotReason } from '../rules/booking/calendar.ts';
import type { ManagedBooking } from '../rules/booking/schema.ts';

/** A booking as booking_for_manage_token and booking_for_staff answer it. */
export const storedBookingSchema = z.object({
  id: z.string(),
  lead_id: z.string().nullable(),
  email: z.string(),
  slot_start: z.string(),
  time_zone: z.string(),
  status: z.enum(['booked', 'cancelled']),
  sequence: z.number().int(),
  started: z.boolean(),
});
export type StoredBooking = z.infer<typeof storedBookingSchema>;

/** Why the database would not change a booking; a restore adds 'booked' and 'visitor_cancelled'. */
const refusalSchema = z.enum(['not_found', 'cancelled', 'started', 'stale', 'booked', 'visitor_cancelled']);
export type ChangeRefusal = z.infer<typeof refusalSchema>;

const changeResultSchema = z.union([
  z.object({ refused: refusalSchema }),
  z.object({ slot_taken: z.literal(true) }),
  z.object({ slot_closed: z.enum(['day_closed', 'time_closed']) }),
  z.object({ booking_id: z.string(), sequence: z.number().int(), message_ids: z.array(z.string()) }),
]);
export type ChangeResult = z.infer<typeof changeResultSchema>;

/** An rpc's answer as supabase-js gives it. */
interface RpcAnswer {
  data: unknown;
  error: { message: string; hint?: string | null } | null;
}

/**
 * The outcome of a change function's answer. A move or restore onto a day or time staff closed is the
 * database trigger's exception, which names the reason in its hint.
 */
export function changeResult(name: string, { data, error }: RpcAnswer): ChangeResult {
  if (error && isClosedSlotReason(error.hint)) return { slot_closed: error.hint };
  if (error) throw new Error(`${name} failed: ${error.message}`);
  return changeResultSchema.parse(data);
}

/** What a page is told of a booking: its time and state, nothing of the visitor. */
export function bookingView(booking: StoredBooking): ManagedBooking {
  return {
    slotStart: new Date(booking.slot_start).toISOString(),
    timeZone: booking.time_zone,
    status: booking.status,
    started: booking.started,
    sequence: booking.sequence,
  };
}
