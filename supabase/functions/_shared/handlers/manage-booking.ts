/**
 * manage-booking (docs/product.md, "Changing a booking"; docs/decisions/019): what the holder of a
 * booking's manage link may do without an account. `view` shows the call; `move` puts it on another
 * free slot, keeping the booking and its lead, freeing the old slot and sending the updated invite and
 * new reminders; `cancel` frees the slot and sends the invite's CANCEL. The link's token opens its own
 * booking only: the database looks it up by its SHA-256, and the answer holds the call's time and state,
 * none of the visitor's details.
 *
 * A change names the revision (sequence) the page read, and its e-mails are written for the next one;
 * the database refuses it when the booking has moved on (another window, staff), and the page shows the
 * booking as it now stands. The unique slot index decides between moves racing for one slot (409 on
 * preferredTime, as book-call answers). The e-mails are queued in the change's transaction, so none is
 * lost if sending fails.
 */
import { forAudienceFromEnv } from '../infra/api-keys.ts';
import type { EnvReader } from '../infra/env.ts';
import { errorResponse, json, type Handler } from '../infra/http.ts';
import { clientLimitedPost, everyoneLimitAnswer, leadRateLimiterFromEnv, type LeadRateLimiter } from '../infra/rate-limit.ts';
import { validateJsonBody } from '../infra/request-body.ts';
import { createServiceClient, type ServiceClient } from '../infra/service-client.ts';
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
  type StoredBooking,
} from './booking-changes.ts';
import { slotClosedResponse, slotTakenResponse } from './booking-conflicts.ts';
import { hashManageToken } from '../rules/booking/manage-link.ts';
import { manageBookingMessages, manageBookingRequestSchemaAt } from '../rules/booking/schema.ts';
import type { BookingChangedAnswer, BookingRefusal, ManageBookingAnswer, ManagedBooking } from '../rules/function-answers.ts';
import { bookingCancelled, bookingMoved } from './emails/booking-emails.ts';
import { visitorOutboxMessage, type OutboxMessage } from './lead-intake.ts';

/** A change as move_booking and cancel_booking read it: always by the link's hash here (staff change by id). */
export interface LinkChange {
  manage_token_hash: string;
  expected_sequence: number;
  [field: string]: string | number;
}

/** Where bookings are read and changed: the database's functions in production, a fake in unit tests. */
export interface ManagedBookingStore {
  find(tokenHash: string): Promise<StoredBooking | null>;
  move(change: LinkChange, messages: OutboxMessage[]): Promise<ChangeResult>;
  cancel(change: LinkChange, messages: OutboxMessage[]): Promise<ChangeResult>;
}

export function rpcManagedBookingStore(client: ServiceClient): ManagedBookingStore {
  return {
    async find(tokenHash) {
      const { data, error } = await client.rpc('booking_for_manage_token', { token_hash: tokenHash });
      if (error) throw new Error(`booking_for_manage_token failed: ${error.message}`);
      return data === null ? null : storedBookingSchema.parse(data);
    },
    move: async (change, messages) => changeResult('move_booking', await client.rpc('move_booking', { change, messages })),
    cancel: async (change, messages) => changeResult('cancel_booking', await client.rpc('cancel_booking', { change, messages })),
  };
}

export interface ManageBookingDependencies extends ChangeMailDependencies {
  store: ManagedBookingStore;
  /** Per client: a link's holder reads and changes one booking, a few times at most. */
  rateLimiter: LeadRateLimiter;
}

const notFound = () => errorResponse(404, manageBookingMessages.notFound);

/** 409 with the booking as it now stands, so the page can show it. */
function refused(message: string, booking: StoredBooking | null): Response {
  if (!booking) return notFound();
  return json({ error: message, booking: bookingView(booking) } satisfies BookingRefusal, { status: 409 });
}

/** What a link's change may be refused for, besides a booking that is gone. */
type LinkRefusal = Extract<ChangeRefusal, 'cancelled' | 'started' | 'stale'>;

const REFUSAL_MESSAGES: Record<LinkRefusal, string> = {
  cancelled: manageBookingMessages.cancelled,
  started: manageBookingMessages.started,
  stale: manageBookingMessages.stale,
};

/** Why the booking cannot change as asked, before anything is written: cancelled, started, or read at another revision. */
function refusalFor(booking: StoredBooking, expectedSequence: number): LinkRefusal | null {
  if (booking.status === 'cancelled') return 'cancelled';
  if (booking.started) return 'started';
  if (booking.sequence !== expectedSequence) return 'stale';
  return null;
}

export function createManageBookingHandler(deps: ManageBookingDependencies): Handler {
  /** After a change: the booking as it now stands (known from the change, no second read), and its e-mails on their way. */
  function changed(booking: ManagedBooking, messageIds: string[], message: string): Response {
    if (messageIds.length > 0) deps.runInBackground(deps.dispatcher.dispatch(messageIds), 'manage-booking: dispatch the e-mails of a change');
    return json({ booking, message } satisfies BookingChangedAnswer);
  }

  /** A change the database refused after all (it raced another): the booking as it now stands. */
  async function refusedAfterAll(tokenHash: string, refusal: ChangeRefusal): Promise<Response> {
    return refusal in REFUSAL_MESSAGES ? refused(REFUSAL_MESSAGES[refusal as LinkRefusal], await deps.store.find(tokenHash)) : notFound();
  }

  return clientLimitedPost('manage-booking', deps, async (request) => {
    const now = deps.now();
    const validated = await validateJsonBody(request, manageBookingRequestSchemaAt(now));
    if (!validated.ok) return validated.response;
    const capped = await everyoneLimitAnswer(deps.rateLimiter, 'manage-booking');
    if (capped) return capped;
    const body = validated.data;

    try {
      const tokenHash = await hashManageToken(body.token);
      const booking = await deps.store.find(tokenHash);
      if (!booking) return notFound();
      if (body.action === 'view') return json({ booking: bookingView(booking) } satisfies ManageBookingAnswer);

      const refusal = refusalFor(booking, body.expectedSequence);
      if (refusal) return refused(REFUSAL_MESSAGES[refusal], booking);

      const { call, mail } = changeMail(request, booking, deps, now, body.token);
      const base = { manage_token_hash: tokenHash, expected_sequence: body.expectedSequence };

      if (body.action === 'move') {
        const start = moveTarget(call.start, body, manageBookingMessages.sameSlot);
        if (start instanceof Response) return start;
        const messages = bookingMoved({ ...call, start }, call.start, 'visitor', mail).map((message) => visitorOutboxMessage(message, booking.email));
        const result = await deps.store.move(
          { ...base, slot_start: start.toISOString(), preferred_date: body.preferredDate, preferred_time: body.preferredTime },
          messages,
        );
        if ('slot_taken' in result) return slotTakenResponse();
        if ('slot_closed' in result) return slotClosedResponse(result.slot_closed);
        if ('refused' in result) return refusedAfterAll(tokenHash, result.refused);
        const moved: ManagedBooking = { ...bookingView(booking), slotStart: start.toISOString(), sequence: result.sequence };
        return changed(moved, result.message_ids, manageBookingMessages.moved);
      }

      const notice = visitorOutboxMessage(bookingCancelled(call, 'visitor', mail), booking.email);
      const result = await deps.store.cancel({ ...base, cancelled_by: 'visitor', reason: body.reason ?? '' }, [notice]);
      if ('slot_taken' in result || 'slot_closed' in result) throw new Error(`cancel_booking answered ${JSON.stringify(result)}`);
      if ('refused' in result) return refusedAfterAll(tokenHash, result.refused);
      return changed({ ...bookingView(booking), status: 'cancelled', sequence: result.sequence }, result.message_ids, manageBookingMessages.cancelledNow);
    } catch (error) {
      return changeFailed('manage-booking', error);
    }
  });
}

export function manageBookingHandlerFromEnv(env: EnvReader): Handler {
  return forAudienceFromEnv(
    'publishable',
    env,
    createManageBookingHandler({
      store: rpcManagedBookingStore(createServiceClient(env)),
      rateLimiter: leadRateLimiterFromEnv(env),
      ...changeMailDependenciesFromEnv(env),
    }),
  );
}
