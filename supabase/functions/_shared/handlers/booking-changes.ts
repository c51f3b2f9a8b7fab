/**
 * What manage-booking (a visitor's link) and staff-booking (the dashboard) share about a booking and its
 * changes: the booking as the database answers it, the page's view of it, the answers of move_booking,
 * cancel_booking and staff_change_booking, and what a change's e-mails need.
 */
import { z } from 'zod';
import { runInBackground } from '../infra/background.ts';
import type { EnvReader } from '../infra/env.ts';
import { errorResponse } from '../infra/http.ts';
import { DEFAULT_EMAIL_FROM, outboxDispatcherFromEnv } from '../infra/outbox/dispatcher.ts';
import { bookingMessages, isClosedSlotReason, slotStartUtc } from '../rules/booking/calendar.ts';
import type { ManagedBooking } from '../rules/function-answers.ts';
import type { BookedCall, BookingMailContext } from './emails/booking-emails.ts';
import { leadIntakeSettingsFromEnv, siteUrlFor, type LeadIntakeSettings } from './lead-intake.ts';

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

/** What a change's e-mails need from the function's environment, and how they go out. */
export interface ChangeMailDependencies {
  dispatcher: { dispatch(onlyIds?: string[]): Promise<unknown> };
  runInBackground: (task: Promise<unknown>, label: string) => void;
  settings: LeadIntakeSettings;
  emailFrom: string;
  now: () => Date;
}

export function changeMailDependenciesFromEnv(env: EnvReader): ChangeMailDependencies {
  return {
    dispatcher: outboxDispatcherFromEnv(env),
    runInBackground,
    settings: leadIntakeSettingsFromEnv(env),
    emailFrom: env('EMAIL_FROM') || DEFAULT_EMAIL_FROM,
    now: () => new Date(),
  };
}

/**
 * The call as the e-mails of its next revision describe it (the invite's SEQUENCE one on), and what those
 * e-mails need; `manageToken` puts the visitor's link in them.
 */
export function changeMail(
  request: Request,
  booking: StoredBooking,
  deps: ChangeMailDependencies,
  now: Date,
  manageToken: string | undefined,
): { call: BookedCall; mail: BookingMailContext } {
  const { settings } = deps;
  return {
    call: { bookingId: booking.id, start: new Date(booking.slot_start), email: booking.email, timeZone: booking.time_zone, sequence: booking.sequence + 1 },
    mail: {
      brand: { name: settings.brandName, siteUrl: siteUrlFor(request, settings), phone: settings.agencyPhone },
      emailFrom: deps.emailFrom,
      now,
      manageToken,
    },
  };
}

/**
 * Where a move takes the call: the new slot's start, or the 400 on `preferredTime` (with the asker's
 * words, `sameSlot`) when it is the slot the call is already at.
 */
export function moveTarget(from: Date, { preferredDate, preferredTime }: { preferredDate: string; preferredTime: string }, sameSlot: string): Date | Response {
  const start = slotStartUtc(preferredDate, preferredTime);
  if (start.getTime() !== from.getTime()) return start;
  return errorResponse(400, 'Validation failed', [{ path: 'preferredTime', message: sameSlot }]);
}

/** A change the database could not make (it was unreachable, or answered what it never should): logged, and 503. */
export function changeFailed(functionName: string, error: unknown): Response {
  console.error(`${functionName}: ${error instanceof Error ? error.message : String(error)}`);
  return errorResponse(503, bookingMessages.failure);
}
