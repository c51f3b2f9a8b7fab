/**
 * book-call (spec 2 §7): books a free 30-minute call in one `book_call` transaction. The database's
 * unique index on the slot decides between racing requests; a taken slot answers 409 with a field
 * message. The visitor gets a confirmation with a calendar invite (.ics), the team a notification.
 * Rate limits per client and per address as every lead function; a booking taken for a bot (honeypot,
 * too fast) is kept as a spam lead and holds no slot.
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
import { errorResponse, json, preflight, type Handler } from './http.ts';
import {
  leadIntakeSettingsFromEnv,
  rpcLeadStore,
  siteUrlFor,
  STORE_FAILED_MESSAGE,
  type LeadIntakeSettings,
  type LeadStore,
  type OutboxMessage,
} from './lead-intake.ts';
import { DEFAULT_EMAIL_FROM, outboxDispatcherFromEnv } from './outbox/dispatcher.ts';
import { emailLimitAnswer, leadRateLimiterFromEnv, tooManyRequests, type LeadRateLimiter } from './rate-limit.ts';
import { createServiceClient } from './service-client.ts';
import { spamReasonOf, type Attribution } from './submission.ts';
import { validateJsonBody } from './validation.ts';

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
const bookCallResultSchema = z.union([z.object({ slot_taken: z.literal(true) }), bookedSchema]);
export type BookCallResult = z.infer<typeof bookCallResultSchema>;

/** Where bookings go: the database's book_call in production, a fake in unit tests. */
export interface BookingStore {
  book(booking: BookingRecord, lead: BookingLeadRecord, messages: OutboxMessageWithAttachments[]): Promise<BookCallResult>;
  /** Whether a booking with this client submission id is stored already. */
  hasBooking(clientSubmissionId: string): Promise<boolean>;
}

export function rpcBookingStore(client: SupabaseClient): BookingStore {
  return {
    async book(booking, lead, messages) {
      const { data, error } = await client.rpc('book_call', { booking, lead, messages });
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
}

function messagesFor({ body, bookingId, slotStart, brand }: Booked, deps: BookCallDependencies): OutboxMessageWithAttachments[] {
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
    ],
    attribution: body.attribution ?? {},
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
      };
      const lead: BookingLeadRecord = {
        source: 'call-booking',
        name: body.email,
        email: body.email,
        phone: body.phone,
        details: compact({ biggest_question: question, call_slot: slotStart.toISOString() }),
        attribution: compact(body.attribution ?? {}),
      };
      const result = await deps.store.book(booking, lead, messagesFor({ body, bookingId, slotStart, brand }, deps));
      if ('slot_taken' in result) return slotTakenResponse();
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
  return {
    store: rpcBookingStore(client),
    leads: rpcLeadStore(client),
    rateLimiter: leadRateLimiterFromEnv(env),
    dispatcher: outboxDispatcherFromEnv(env),
    runInBackground,
    settings: leadIntakeSettingsFromEnv(env),
    emailFrom: env('EMAIL_FROM') || DEFAULT_EMAIL_FROM,
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
  };
}

export function bookCallHandlerFromEnv(env: EnvReader): Handler {
  return forAudienceFromEnv('publishable', env, createBookCallHandler(bookCallDependenciesFromEnv(env)));
}
