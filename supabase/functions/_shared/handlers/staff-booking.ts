/**
 * staff-booking (docs/product.md, "Changing a booking"; docs/decisions/019): a signed-in admin moves,
 * cancels or restores a booked call from the dashboard, and the visitor hears of it as when they change
 * it themselves: the updated invite (same UID, next SEQUENCE) and new reminders, or the CANCEL.
 *
 * Who may: the caller's own session decides. The function reads the booking with the caller's access
 * token (booking_for_staff, security invoker), so the database checks the token and the bookings'
 * row-level security answers (admins only, in an aal2 session when MFA is required); a stranger, a
 * visitor's key or a signed-in non-admin gets no booking and changes nothing. Only then does the
 * service role make the change (staff_change_booking), recorded as the admin's.
 *
 * Staff never hold the visitor's manage token (only its hash is stored), so a move or a restore gives the
 * booking a new link, carried by the new e-mails; the change's transaction stores its hash.
 */
import { z } from 'zod';
import { forAudienceFromEnv, sessionToken } from '../infra/api-keys.ts';
import type { EnvReader } from '../infra/env.ts';
import { errorResponse, json, preflight, type Handler } from '../infra/http.ts';
import { validateJsonBody } from '../infra/request-body.ts';
import { callerClientFactoryFromEnv, createServiceClient, type CallerClientFactory, type ServiceClient } from '../infra/service-client.ts';
import { hashManageToken, newManageToken } from '../rules/booking/manage-link.ts';
import { staffBookingMessages, staffBookingRequestSchemaAt } from '../rules/booking/schema.ts';
import type { BookingChangedAnswer, BookingRefusal, ManagedBooking } from '../rules/function-answers.ts';
import {
  bookingView,
  changeFailed,
  changeMail,
  changeMailDependenciesFromEnv,
  changeResult,
  moveTarget,
  storedBookingSchema,
  type ChangeMailDependencies,
  type ChangeRefusal,
  type ChangeResult,
} from './booking-changes.ts';
import { slotClosedResponse, slotTakenResponse } from './booking-conflicts.ts';
import { bookingCancelled, bookingMoved, bookingRestored } from './emails/booking-emails.ts';
import { visitorOutboxMessage, type OutboxMessage } from './lead-intake.ts';

/** A booking as booking_for_staff answers it: with who cancelled it, and who is asking. */
const staffBookingSchema = storedBookingSchema.extend({
  cancelled_by: z.enum(['visitor', 'staff']).nullable(),
  staff: z.object({ id: z.string(), email: z.string().nullable() }),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;

export type StaffAction = 'move' | 'cancel' | 'restore';

/** A change as staff_change_booking reads it. */
export interface StaffChange {
  booking_id: string;
  expected_sequence: number;
  staff: StaffBooking['staff'];
  new_manage_token_hash?: string;
  [field: string]: string | number | StaffBooking['staff'] | undefined;
}

/** The caller's session was refused (no token, a forged or expired one): they must sign in again. */
export const SIGNED_OUT = 'signed-out';

/** Where bookings are read and changed: the database in production, a fake in unit tests. */
export interface StaffBookingStore {
  /** The booking as the caller's session sees it: null when it does not exist or is not theirs to see. */
  findForCaller(accessToken: string, bookingId: string): Promise<StaffBooking | null | typeof SIGNED_OUT>;
  change(action: StaffAction, change: StaffChange, messages: OutboxMessage[]): Promise<ChangeResult>;
}

export function rpcStaffBookingStore(callerClient: CallerClientFactory, service: ServiceClient): StaffBookingStore {
  return {
    async findForCaller(accessToken, bookingId) {
      const { data, error, status } = await callerClient(accessToken).rpc('booking_for_staff', { booking_id: bookingId });
      if (status === 401 || status === 403) return SIGNED_OUT;
      if (error) throw new Error(`booking_for_staff failed: ${error.message}`);
      return data === null ? null : staffBookingSchema.parse(data);
    },
    change: async (action, change, messages) =>
      changeResult('staff_change_booking', await service.rpc('staff_change_booking', { action, change, messages })),
  };
}

export interface StaffBookingDependencies extends ChangeMailDependencies {
  store: StaffBookingStore;
  /** The new manage link's token for a moved or restored booking. */
  newToken: () => string;
}

const REFUSAL_MESSAGES: Record<Exclude<ChangeRefusal, 'not_found'>, string> = {
  cancelled: staffBookingMessages.cancelled,
  started: staffBookingMessages.started,
  stale: staffBookingMessages.stale,
  booked: staffBookingMessages.booked,
  visitor_cancelled: staffBookingMessages.visitorCancelled,
};

/** Why `action` cannot be made on the booking as read, or null: the database checks the same again under its lock. */
function refusalFor(action: StaffAction, booking: StaffBooking, expectedSequence: number): Exclude<ChangeRefusal, 'not_found'> | null {
  if (action === 'restore' && booking.status === 'booked') return 'booked';
  if (action === 'restore' && booking.cancelled_by === 'visitor') return 'visitor_cancelled';
  if (action !== 'restore' && booking.status === 'cancelled') return 'cancelled';
  if (booking.started) return 'started';
  if (booking.sequence !== expectedSequence) return 'stale';
  return null;
}

const notFound = () => errorResponse(404, staffBookingMessages.notFound);
const signedOut = () => errorResponse(401, 'Unauthorized');

/** 409 with the booking as it now stands. */
function refused(refusal: ChangeRefusal, booking: StaffBooking | null | typeof SIGNED_OUT): Response {
  if (booking === SIGNED_OUT) return signedOut();
  if (refusal === 'not_found' || !booking) return notFound();
  return json({ error: REFUSAL_MESSAGES[refusal], booking: bookingView(booking) } satisfies BookingRefusal, { status: 409 });
}

const SUCCESS_MESSAGES: Record<StaffAction, string> = {
  move: staffBookingMessages.moved,
  cancel: staffBookingMessages.cancelledNow,
  restore: staffBookingMessages.restored,
};

export function createStaffBookingHandler(deps: StaffBookingDependencies): Handler {
  return async (request) => {
    const answered = preflight(request);
    if (answered) return answered;
    if (request.method !== 'POST') return errorResponse(405, 'Method not allowed');
    const accessToken = sessionToken(request);
    if (!accessToken) return signedOut();

    const now = deps.now();
    const validated = await validateJsonBody(request, staffBookingRequestSchemaAt(now));
    if (!validated.ok) return validated.response;
    const body = validated.data;

    try {
      const booking = await deps.store.findForCaller(accessToken, body.bookingId);
      if (booking === SIGNED_OUT) return signedOut();
      if (!booking) return notFound();
      const refusal = refusalFor(body.action, booking, body.expectedSequence);
      if (refusal) return refused(refusal, booking);

      const newToken = body.action === 'cancel' ? undefined : deps.newToken();
      const { call, mail } = changeMail(request, booking, deps, now, newToken);
      const change: StaffChange = { booking_id: booking.id, expected_sequence: body.expectedSequence, staff: booking.staff };
      if (newToken) change.new_manage_token_hash = await hashManageToken(newToken);

      let messages;
      // The booking as the change leaves it; its revision comes from the database.
      let changed: ManagedBooking = bookingView(booking);
      if (body.action === 'move') {
        const start = moveTarget(call.start, body, staffBookingMessages.sameSlot);
        if (start instanceof Response) return start;
        Object.assign(change, { slot_start: start.toISOString(), preferred_date: body.preferredDate, preferred_time: body.preferredTime });
        messages = bookingMoved({ ...call, start }, call.start, 'staff', mail);
        changed = { ...changed, slotStart: start.toISOString() };
      } else if (body.action === 'cancel') {
        change.reason = body.reason ?? '';
        messages = [bookingCancelled(call, 'staff', mail)];
        changed = { ...changed, status: 'cancelled' };
      } else {
        messages = bookingRestored(call, mail);
        changed = { ...changed, status: 'booked' };
      }

      const result = await deps.store.change(
        body.action,
        change,
        messages.map((message) => visitorOutboxMessage(message, booking.email)),
      );
      if ('slot_taken' in result) return slotTakenResponse();
      if ('slot_closed' in result) return slotClosedResponse(result.slot_closed);
      // It raced another change: the booking as it now stands.
      if ('refused' in result) return refused(result.refused, await deps.store.findForCaller(accessToken, body.bookingId));
      deps.runInBackground(deps.dispatcher.dispatch(result.message_ids), 'staff-booking: dispatch the e-mails of a change');
      return json({ booking: { ...changed, sequence: result.sequence }, message: SUCCESS_MESSAGES[body.action] } satisfies BookingChangedAnswer);
    } catch (error) {
      return changeFailed('staff-booking', error);
    }
  };
}

export function staffBookingHandlerFromEnv(env: EnvReader): Handler {
  return forAudienceFromEnv(
    'publishable',
    env,
    createStaffBookingHandler({
      store: rpcStaffBookingStore(callerClientFactoryFromEnv(env), createServiceClient(env)),
      ...changeMailDependenciesFromEnv(env),
      newToken: newManageToken,
    }),
  );
}
