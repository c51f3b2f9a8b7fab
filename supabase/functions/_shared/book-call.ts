/**
 * book-call (spec 2 §7): books a free 30-minute call in one `book_call` transaction. The database's
 * unique index on the slot decides between racing requests; a taken slot answers 409 with a field
 * message. The visitor gets a confirmation with a calendar invite (.ics), the team a notification.
 * Rate limits per client and per address as every lead function; a booking taken for a bot (honeypot,
 * too fast) is kept as a spam lead and holds no slot. Issue 21: a booking needs the human check, and
 * book_call caps the live bookings per client address and per e-mail address (409 over a cap); the
 * booking links to a known lead without changing the status staff set.
 */
import { forAudienceFromEnv } from './api-keys.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { runInBackground } from './background.ts';
import {
  AGENCY_TIME_ZONE,
  BOOKING_ICS_CONTENT_TYPE,
  BOOKING_ICS_FILENAME,
  bookCallRequestSchemaAt,
  bookingIcs,
  bookingMessages,
  bookingSlotLabel,
  SLOT_MINUTES,
  slotStartUtc,
} from './booking.ts';
import type { EmailBrand } from './emails/layout.ts';
import { teamNotificationEmail } from './emails/team-notification.ts';
import { visitorEmail } from './emails/visitor-email.ts';
import type { EnvReader } from './env.ts';
import { clientIp, rateLimitSubject } from './client-address.ts';
import { HUMAN_CHECK_ISSUE, humanCheckFromEnv, type HumanCheck } from './human-check.ts';
import { errorResponse, json, preflight, type Handler } from './http.ts';
import {
  HUMAN_CHECK_LABELS,
  leadIntakeSettingsFromEnv,
  rpcLeadStore,
  siteUrlFor,
  STORE_FAILED_MESSAGE,
  UNVERIFIED_WARNING,
  type HumanCheckStatus,
  type LeadIntakeSettings,
  type LeadStore,
  type OutboxMessage,
} from './lead-intake.ts';
import { DEFAULT_EMAIL_FROM, outboxDispatcherFromEnv } from './outbox/dispatcher.ts';
import { emailLimitAnswer, leadRateLimiterFromEnv, limitFromEnv, rateLimitKey, tooManyRequests, type LeadRateLimiter } from './rate-limit.ts';
import { createServiceClient } from './service-client.ts';
import { spamReasonOf, type Attribution } from './submission.ts';
import { DEFAULT_TRACKING_HASH_SALT } from './tracking/handler.ts';
import { validateJsonBody } from './validation.ts';

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

/** A row for public.call_bookings, as book_call reads it. */
export interface BookingRecord {
  id: string;
  email: string;
  phone: string;
  /** ISO 8601 in UTC. */
  slot_start: string;
  time_zone: string;
  preferred_date: string;
  preferred_time: string;
  biggest_question: string | null;
  client_submission_id: string | null;
  /** Salted SHA-256 of the client address (as the rate limits key it); null off the platform. Never the address. */
  client_address_hash: string | null;
}

/** The lead book_call creates when no lead has the visitor's address. */
export interface BookingLeadRecord {
  source: 'call-booking';
  name: string;
  email: string;
  phone: string;
  details: Record<string, unknown>;
  attribution: Partial<Attribution>;
}

/** An outbox row with files, in the column's shape. */
export interface OutboxMessageWithAttachments extends OutboxMessage {
  attachments: { filename: string; content_type: string; content_base64: string }[];
}

const bookedSchema = z.object({
  booking_id: z.string(),
  lead_id: z.string(),
  message_ids: z.array(z.string()),
  duplicate: z.boolean(),
  lead_created: z.boolean(),
});
const bookCallResultSchema = z.union([
  z.object({ slot_taken: z.literal(true) }),
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

export function rpcBookingStore(client: SupabaseClient): BookingStore {
  return {
    async book(booking, lead, messages, limits) {
      const { data, error } = await client.rpc('book_call', {
        booking,
        lead,
        messages,
        max_live_per_client: limits.perClient,
        max_live_per_email: limits.perEmail,
      });
      if (error) throw new Error(`book_call failed: ${error.message}`);
      return bookCallResultSchema.parse(data);
    },
    async hasBooking(clientSubmissionId) {
      const { data, error } = await client.from('call_bookings').select('id').eq('client_submission_id', clientSubmissionId).maybeSingle();
      if (error) throw new Error(`looking up the booking failed: ${error.message}`);
      return data !== null;
    },
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

/** `Name <a@b>` → its parts; a bare address has no name. */
export function parseMailbox(from: string): { address: string; name: string | undefined } {
  const bracketed = /^\s*"?([^"<]*?)"?\s*<([^<>]+)>\s*$/.exec(from);
  if (bracketed) return { address: (bracketed[2] ?? '').trim(), name: bracketed[1]?.trim() || undefined };
  return { address: from.trim(), name: undefined };
}

/** UTF-8 text as base64, in Deno and Node alike (no Buffer). */
export function utf8Base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

type BookCallBody = z.output<ReturnType<typeof bookCallRequestSchemaAt>>;

interface Booked {
  body: BookCallBody;
  bookingId: string;
  slotStart: Date;
  brand: EmailBrand;
  humanCheck: HumanCheckStatus;
}

function messagesFor({ body, bookingId, slotStart, brand, humanCheck }: Booked, deps: BookCallDependencies): OutboxMessageWithAttachments[] {
  const slot = bookingSlotLabel(body.preferredDate, body.preferredTime);
  const organizer = parseMailbox(deps.emailFrom);
  const invite = bookingIcs({
    uid: `${bookingId}@${organizer.address.split('@')[1] ?? 'call-booking'}`,
    start: slotStart,
    durationMinutes: SLOT_MINUTES,
    summary: `Free consultation call with ${brand.name}`,
    // Only our words: the invite lands in whatever inbox was typed, so it carries nothing the visitor wrote.
    description: `Your free ${SLOT_MINUTES}-minute consultation with ${brand.name}. We will call you at the phone number you gave us.`,
    organizerEmail: organizer.address,
    organizerName: organizer.name ?? brand.name,
    attendeeEmail: body.email,
    now: deps.now(),
  });
  const confirmation = visitorEmail({
    brand,
    subject: `Your call with ${brand.name} is booked: ${slot}`,
    heading: "You're all set!",
    paragraphs: [
      `Your free ${SLOT_MINUTES}-minute consultation is booked for ${slot}.`,
      'The calendar invite is attached: open it to add the call to your calendar.',
      "We'll reach out within 24 hours to confirm.",
    ],
  });
  const team = teamNotificationEmail({
    brand,
    sourceLabel: 'Call booking',
    name: body.email,
    email: body.email,
    fields: [
      { label: 'Call time', value: `${slot} (${slotStart.toISOString()})` },
      { label: 'Phone', value: body.phone },
      { label: 'Biggest question', value: body.biggestQuestion },
      { label: 'Human check', value: HUMAN_CHECK_LABELS[humanCheck] },
    ],
    attribution: body.attribution ?? {},
    warning: humanCheck === 'unverified' ? UNVERIFIED_WARNING : undefined,
  });
  return [
    { kind: 'team-notification', to_address: null, reply_to: body.email, subject: team.subject, html: team.html, text_body: team.text, attachments: [] },
    {
      kind: 'booking-confirmation',
      to_address: body.email,
      reply_to: null,
      subject: confirmation.subject,
      html: confirmation.html,
      text_body: confirmation.text,
      attachments: [{ filename: BOOKING_ICS_FILENAME, content_type: BOOKING_ICS_CONTENT_TYPE, content_base64: utf8Base64(invite) }],
    },
  ];
}

/** Drops empty values so details and attribution hold only what was sent. */
function compact<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Partial<T>;
}

const slotTakenResponse = () =>
  errorResponse(409, bookingMessages.slotTaken, [{ path: 'preferredTime', message: bookingMessages.slotTaken }]);

/**
 * Over a live-booking cap: 409, as for a taken slot. The request conflicts with what is booked already;
 * waiting does not help until a call has taken place or is cancelled, so there is no Retry-After to give
 * (a 429's promise). The issue sits on `email`, the field that says who books.
 */
const liveLimitResponse = (cap: 'client' | 'email') => {
  const message = cap === 'client' ? bookingMessages.tooManyFromClient : bookingMessages.tooManyForEmail;
  return errorResponse(409, message, [{ path: 'email', message }]);
};

export function createBookCallHandler(deps: BookCallDependencies): Handler {
  return async (request) => {
    const answered = preflight(request);
    if (answered) return answered;
    if (request.method !== 'POST') return errorResponse(405, 'Method not allowed');
    const wait = await deps.rateLimiter.takeForClient('book-call', request);
    if (wait > 0) return tooManyRequests(wait);

    // The clock is read per request: "today" and "an hour ahead" move.
    const validated = await validateJsonBody(request, bookCallRequestSchemaAt(deps.now()));
    if (!validated.ok) return validated.response;
    const body = validated.data;

    try {
      const limited = await emailLimitAnswer(deps.rateLimiter, body.email, async () =>
        body.clientSubmissionId === undefined ? false : deps.store.hasBooking(body.clientSubmissionId),
      );
      if (limited) return limited;

      // Each booking holds a slot against real visitors and e-mails the address typed: it needs a person,
      // as the contact forms and the agreement do (issue 21).
      const isStoredRetry = async () => body.clientSubmissionId !== undefined && (await deps.store.hasBooking(body.clientSubmissionId));
      const check = await deps.humanCheck.verify(body.humanCheckToken, clientIp(request), body.clientSubmissionId);
      // Tokens are single-use: the retry of a stored booking (its answer was lost) goes on to book_call, which answers it as one.
      if (check.outcome === 'refused' && !(await isStoredRetry())) return errorResponse(400, 'Validation failed', [HUMAN_CHECK_ISSUE]);
      if (check.outcome === 'unavailable') console.warn(`book-call: human check unavailable (${check.reason}); booking unverified`);
      const humanCheck: HumanCheckStatus = check.outcome === 'verified' || check.outcome === 'local' ? check.outcome : 'unverified';

      // A filled honeypot or a form sent too fast: answered like a success so the bot learns nothing,
      // kept as a spam lead (staff can call a person taken for a bot back), never e-mailed, and no
      // booking: a stored booking would hold a real slot against real visitors.
      const spamReason = spamReasonOf(body, deps.settings.minFormElapsedMs);
      if (spamReason) {
        const question = body.biggestQuestion?.trim() || null;
        await deps.leads.submit(
          {
            source: 'call-booking',
            name: body.email,
            email: body.email,
            phone: body.phone,
            company: null,
            user_type: null,
            industry: null,
            details: compact({
              biggest_question: question,
              requested_slot: slotStartUtc(body.preferredDate, body.preferredTime).toISOString(),
              form_elapsed_ms: spamReason === 'too-fast' ? body.formElapsedMs : undefined,
            }),
            attribution: compact(body.attribution ?? {}),
            quiz_answers: null,
            is_spam: true,
            spam_reason: spamReason,
            client_submission_id: body.clientSubmissionId ?? null,
          },
          [],
        );
        return json({ success: true });
      }

      const bookingId = deps.newId();
      const slotStart = slotStartUtc(body.preferredDate, body.preferredTime);
      const brand: EmailBrand = { name: deps.settings.brandName, siteUrl: siteUrlFor(request, deps.settings), phone: deps.settings.agencyPhone };
      const question = body.biggestQuestion?.trim() || null;
      const booking: BookingRecord = {
        id: bookingId,
        email: body.email,
        phone: body.phone,
        slot_start: slotStart.toISOString(),
        time_zone: AGENCY_TIME_ZONE,
        preferred_date: body.preferredDate,
        preferred_time: body.preferredTime,
        biggest_question: question,
        client_submission_id: body.clientSubmissionId ?? null,
        client_address_hash: await deps.clientAddressHash(request),
      };
      const lead: BookingLeadRecord = {
        source: 'call-booking',
        name: body.email,
        email: body.email,
        phone: body.phone,
        details: compact({ biggest_question: question, call_slot: slotStart.toISOString(), human_check: humanCheck }),
        attribution: compact(body.attribution ?? {}),
      };
      const result = await deps.store.book(booking, lead, messagesFor({ body, bookingId, slotStart, brand, humanCheck }, deps), deps.liveLimits);
      if ('slot_taken' in result) return slotTakenResponse();
      if ('live_limit' in result) return liveLimitResponse(result.live_limit);
      if (!result.duplicate && result.message_ids.length > 0) {
        deps.runInBackground(deps.dispatcher.dispatch(result.message_ids), `book-call: dispatch e-mails of booking ${result.booking_id}`);
      }
      return json({ success: true, bookingId: result.booking_id });
    } catch (error) {
      console.error(`book-call: could not store the booking: ${error instanceof Error ? error.message : String(error)}`);
      return errorResponse(503, STORE_FAILED_MESSAGE);
    }
  };
}

/** The production wiring: the service-role database, the outbox dispatcher, the brand and sender from the secrets. */
export function bookCallDependenciesFromEnv(env: EnvReader): BookCallDependencies {
  const client = createServiceClient(env);
  const hashSalt = env('TRACKING_HASH_SALT') || DEFAULT_TRACKING_HASH_SALT;
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
