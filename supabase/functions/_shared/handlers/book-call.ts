/**
 * book-call (docs/product.md#call-booking): books a free 30-minute call in one `book_call` transaction. The database's
 * unique index on the slot decides between racing requests; a taken slot answers 409 with a field
 * message. The visitor gets a confirmation with a calendar invite (.ics), the team a notification.
 * It runs the lead pipeline of lead-intake.ts (rate limits, human check, spam rules, dispatch, 503) with
 * book_call as its store; a booking taken for a bot (honeypot, too fast) is kept as a spam lead and
 * holds no slot. A booking needs the human check (docs/decisions/013), and
 * book_call caps the live bookings per client address and per e-mail address (409 over a cap); the
 * booking links to a known lead without changing the status staff set.
 */
import { forAudienceFromEnv } from '../infra/api-keys.ts';
import { z } from 'zod';
import { runInBackground } from '../infra/background.ts';
import { AGENCY_TIME_ZONE, bookingMessages, isClosedSlotReason, slotStartUtc } from '../rules/booking/calendar.ts';
import { slotClosedResponse, slotTakenResponse } from './booking-conflicts.ts';
import { bookCallRequestSchemaAt } from '../rules/booking/schema.ts';
import { bookingSlotLabel } from '../rules/booking/labels.ts';
import { hashManageToken, newManageToken } from '../rules/booking/manage-link.ts';
import { bookingConfirmation, bookingReminders, type BookedCall, type BookingMailContext } from './emails/booking-emails.ts';
import type { EnvReader } from '../infra/env.ts';
import { rateLimitSubject } from '../infra/client-address.ts';
import { humanCheckFromEnv, type HumanCheck } from '../infra/human-check.ts';
import { errorResponse, type Handler } from '../infra/http.ts';
import {
  createLeadIntakeHandler,
  hasClientSubmission,
  leadIntakeSettingsFromEnv,
  rpcLeadStore,
  type IntakeContext,
  type LeadDescription,
  type LeadIntake,
  type LeadIntakeSettings,
  type LeadStore,
  type OutboxAttachment,
  type OutboxMessage,
} from './lead-intake.ts';
import { DEFAULT_EMAIL_FROM, outboxDispatcherFromEnv } from '../infra/outbox/dispatcher.ts';
import { hashSaltFromEnv, leadRateLimiterFromEnv, limitFromEnv, rateLimitKey, type LeadRateLimiter } from '../infra/rate-limit.ts';
import type { Tables } from '../database.types.ts';
import { createServiceClient, type JsonObject, type ServiceClient } from '../infra/service-client.ts';
import type { Attribution } from '../rules/submission.ts';

/**
 * Live (future, not cancelled) bookings one client address may hold, unless BOOKING_LIVE_LIMIT_PER_IP
 * says otherwise. Two: a person books one call, and may book a second (a partner's, a follow-up) before
 * the first has taken place; a third from the same address is a script or a shared office, and the
 * office can still phone or reply to its confirmation. One script from one address now holds 2 slots,
 * not all of them.
 */
export const DEFAULT_BOOKING_LIVE_LIMIT_PER_IP = 2;
/** Live bookings one e-mail address may hold, unless BOOKING_LIVE_LIMIT_PER_EMAIL says otherwise (as per address). */
export const DEFAULT_BOOKING_LIVE_LIMIT_PER_EMAIL = 2;

export interface BookingLiveLimits {
  perClient: number;
  perEmail: number;
}

/**
 * A row for public.call_bookings, as book_call reads it: the generated columns, with the preferred date and
 * time always given (the schema allows null). slot_start is ISO 8601 in UTC; client_address_hash is the salted
 * SHA-256 of the client address (as the rate limits key it), null off the platform, never the address;
 * manage_token_hash the SHA-256 of the manage link's token, which only the confirmation e-mail holds.
 */
export type BookingRecord = Pick<
  Tables<'call_bookings'>,
  'id' | 'email' | 'phone' | 'slot_start' | 'time_zone' | 'biggest_question' | 'client_submission_id' | 'client_address_hash' | 'manage_token_hash'
> & {
  preferred_date: string;
  preferred_time: string;
};

/**
 * The lead book_call creates when no lead has the visitor's address. The booking form asks for no name:
 * null, and the dashboard shows the e-mail.
 */
export type BookingLeadRecord = Pick<Tables<'leads'>, 'name' | 'email'> & {
  source: 'call-booking';
  phone: string;
  details: JsonObject;
  attribution: Partial<Attribution>;
};

/** An outbox row with its files (none for the team), as book_call reads it. */
export type OutboxMessageWithAttachments = OutboxMessage & {
  attachments: OutboxAttachment[];
};

const bookedSchema = z.object({
  booking_id: z.string(),
  lead_id: z.string(),
  message_ids: z.array(z.string()),
  duplicate: z.boolean(),
  lead_created: z.boolean(),
});
const bookCallResultSchema = z.union([
  z.object({ slot_taken: z.literal(true) }),
  z.object({ slot_closed: z.enum(['day_closed', 'time_closed']) }),
  z.object({ live_limit: z.enum(['client', 'email']), max_live: z.number().int() }),
  bookedSchema,
]);
export type BookCallResult = z.infer<typeof bookCallResultSchema>;

/** Where bookings go: the database's book_call in production, a fake in unit tests. */
export interface BookingStore {
  book(booking: BookingRecord, lead: BookingLeadRecord, messages: OutboxMessageWithAttachments[], limits: BookingLiveLimits): Promise<BookCallResult>;
  /** Whether a booking with this client submission id is stored already. */
  hasBooking(clientSubmissionId: string): Promise<boolean>;
}

export function rpcBookingStore(client: ServiceClient): BookingStore {
  return {
    async book(booking, lead, messages, limits) {
      const { data, error } = await client.rpc('book_call', {
        booking,
        lead,
        messages,
        max_live_per_client: limits.perClient,
        max_live_per_email: limits.perEmail,
      });
      // Staff closed the day or the time (the database's trigger says which in its hint).
      if (error && isClosedSlotReason(error.hint)) return { slot_closed: error.hint };
      if (error) throw new Error(`book_call failed: ${error.message}`);
      return bookCallResultSchema.parse(data);
    },
    hasBooking: (clientSubmissionId) => hasClientSubmission(client, 'call_bookings', clientSubmissionId),
  };
}

export interface BookCallDependencies {
  store: BookingStore;
  /** Where a booking taken for a bot goes: a spam lead, no booking. */
  leads: LeadStore;
  rateLimiter: LeadRateLimiter;
  humanCheck: HumanCheck;
  /** The caps on live bookings, enforced by book_call. */
  liveLimits: BookingLiveLimits;
  /** The salted hash of the request's client address (as the rate limits key it), or null off the platform. */
  clientAddressHash: (request: Request) => Promise<string | null>;
  dispatcher: { dispatch(onlyIds?: string[]): Promise<unknown> };
  runInBackground: (task: Promise<unknown>, label: string) => void;
  settings: LeadIntakeSettings;
  /** EMAIL_FROM (`Name <address>` or an address): the invite's organizer, so a reply or an RSVP reaches the agency. */
  emailFrom: string;
  now: () => Date;
  newId: () => string;
}

type BookCallBody = z.output<ReturnType<typeof bookCallRequestSchemaAt>>;

/** The booking's id (the invite's UID names it), the instant its slot starts and its manage link's token. */
interface BookingSlot {
  bookingId: string;
  slotStart: Date;
  manageToken: string;
}

/**
 * The booking as a lead: the visitor's confirmation carries the calendar invite and the manage link, the
 * reminders follow before the call, the team's notification states the call. A spam lead holds no
 * slot, so its details name the slot it asked for.
 */
function describeBooking(body: BookCallBody, { brand, isSpam, prepared: { bookingId, slotStart, manageToken } }: IntakeContext<BookingSlot>, deps: BookCallDependencies): LeadDescription {
  const call: BookedCall = { bookingId, start: slotStart, email: body.email, timeZone: body.timeZone ?? AGENCY_TIME_ZONE, sequence: 0 };
  const mail: BookingMailContext = { brand, emailFrom: deps.emailFrom, now: deps.now(), manageToken };
  const question = body.biggestQuestion?.trim() || undefined;
  return {
    source: 'call-booking',
    sourceLabel: 'Call booking',
    phone: body.phone,
    details: { biggest_question: question, [isSpam ? 'requested_slot' : 'call_slot']: slotStart.toISOString() },
    teamFields: [
      { label: 'Call time', value: `${bookingSlotLabel(body.preferredDate, body.preferredTime)} (${slotStart.toISOString()})` },
      { label: 'Phone', value: body.phone },
      { label: 'Biggest question', value: body.biggestQuestion },
    ],
    visitorEmail: bookingConfirmation(call, mail),
    laterVisitorEmails: bookingReminders(call, mail),
  };
}


/**
 * Over a live-booking cap: 409, as for a taken slot. The request conflicts with what is booked already;
 * waiting does not help until a call has taken place or is cancelled, so there is no Retry-After to give
 * (a 429's promise). The issue sits on `email`, the field that says who books.
 */
const liveLimitResponse = (cap: 'client' | 'email') => {
  const message = cap === 'client' ? bookingMessages.tooManyFromClient : bookingMessages.tooManyForEmail;
  return errorResponse(409, message, [{ path: 'email', message }]);
};

/** book-call as a lead intake: the shared pipeline, with book_call as the store of a real booking. */
function bookCallIntake(deps: BookCallDependencies): LeadIntake<BookCallBody, BookingSlot> {
  return {
    functionName: 'book-call',
    // The clock is read per request: "today" and "an hour ahead" move.
    schema: () => bookCallRequestSchemaAt(deps.now()),
    // Each booking holds a slot against real visitors and e-mails the address typed: it needs a person,
    // as the contact forms and the agreement do.
    requiresHumanCheck: () => true,
    // The retry of a stored booking (its answer was lost) goes on to book_call, which answers it with its booking's id.
    retryWithSpentTokenIsStored: true,
    prepare: (body) => ({
      prepared: { bookingId: deps.newId(), slotStart: slotStartUtc(body.preferredDate, body.preferredTime), manageToken: newManageToken() },
    }),
    describe: (body, context) => describeBooking(body, context, deps),
    async store(lead, messages, { request, body, prepared: { bookingId, slotStart, manageToken } }) {
      const booking: BookingRecord = {
        id: bookingId,
        email: body.email,
        phone: body.phone,
        slot_start: slotStart.toISOString(),
        time_zone: body.timeZone ?? AGENCY_TIME_ZONE,
        preferred_date: body.preferredDate,
        preferred_time: body.preferredTime,
        biggest_question: body.biggestQuestion?.trim() || null,
        client_submission_id: body.clientSubmissionId ?? null,
        client_address_hash: await deps.clientAddressHash(request),
        manage_token_hash: await hashManageToken(manageToken),
      };
      const bookingLead: BookingLeadRecord = {
        source: 'call-booking',
        name: lead.name,
        email: lead.email,
        phone: body.phone,
        details: lead.details,
        attribution: lead.attribution,
      };
      const withFiles = messages.map((message) => ({ ...message, attachments: message.attachments ?? [] }));
      const result = await deps.store.book(booking, bookingLead, withFiles, deps.liveLimits);
      if ('slot_taken' in result) return slotTakenResponse();
      if ('slot_closed' in result) return slotClosedResponse(result.slot_closed);
      if ('live_limit' in result) return liveLimitResponse(result.live_limit);
      return { stored: result, answer: { bookingId: result.booking_id } };
    },
  };
}

export function createBookCallHandler(deps: BookCallDependencies): Handler {
  return createLeadIntakeHandler(bookCallIntake(deps), {
    ...deps,
    // A booking taken for a bot becomes a spam lead and books nothing; a submission counts as stored
    // (for the retry of a lost answer) once its booking is.
    store: { submit: (lead, messages) => deps.leads.submit(lead, messages), hasSubmission: (id) => deps.store.hasBooking(id) },
  });
}

/** The production wiring: the service-role database, the outbox dispatcher, the brand and sender from the secrets. */
export function bookCallDependenciesFromEnv(env: EnvReader): BookCallDependencies {
  const client = createServiceClient(env);
  const hashSalt = hashSaltFromEnv(env);
  return {
    store: rpcBookingStore(client),
    leads: rpcLeadStore(client),
    rateLimiter: leadRateLimiterFromEnv(env),
    humanCheck: humanCheckFromEnv(env),
    liveLimits: bookingLiveLimitsFromEnv(env),
    clientAddressHash: (request) => bookingClientAddressHash(hashSalt, request),
    dispatcher: outboxDispatcherFromEnv(env),
    runInBackground,
    settings: leadIntakeSettingsFromEnv(env),
    emailFrom: env('EMAIL_FROM') || DEFAULT_EMAIL_FROM,
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
  };
}

/**
 * The key the per-client rate limit counts the request under (rateLimitKey 'ip' of the platform's
 * address, an IPv6 client's /64), or null off the platform, where every caller would share one count.
 */
export async function bookingClientAddressHash(hashSalt: string, request: Request): Promise<string | null> {
  const subject = rateLimitSubject(request);
  return subject === 'unknown' ? null : rateLimitKey(hashSalt, 'ip', subject);
}

export function bookingLiveLimitsFromEnv(env: EnvReader): BookingLiveLimits {
  return {
    perClient: limitFromEnv(env, 'BOOKING_LIVE_LIMIT_PER_IP', DEFAULT_BOOKING_LIVE_LIMIT_PER_IP),
    perEmail: limitFromEnv(env, 'BOOKING_LIVE_LIMIT_PER_EMAIL', DEFAULT_BOOKING_LIVE_LIMIT_PER_EMAIL),
  };
}

export function bookCallHandlerFromEnv(env: EnvReader): Handler {
  return forAudienceFromEnv('publishable', env, createBookCallHandler(bookCallDependenciesFromEnv(env)));
}
