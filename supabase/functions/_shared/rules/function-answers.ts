/**
 * What each function the browser calls answers, by its name: `answer`, the body of a success; `refusal`, the
 * body of a 409 the page reads (a change refused because the booking moved on carries the booking as it now
 * stands). The handlers build their answers typed by these schemas, and the browser's callFunction
 * (src/lib/call-function.ts) checks every answer against them, so a change on one side that the other does
 * not follow fails typecheck. The browser loads this module only when an answer arrives
 * (docs/decisions/032-typed-answers-and-visitor-queries.md). Server-to-server functions (cron, webhooks,
 * beacons, health) have none: nothing reads their answers.
 */
import { z } from 'zod';
import type { Availability } from './booking/calendar.ts';
import type { SiteFunctionName } from './submission.ts';

// Lead functions (their requests: submission.ts, quiz-lead.ts, agreement-acceptance.ts, booking/schema.ts)
/**
 * What a lead function answers once the lead is stored, or taken for spam (which is answered alike, so a bot
 * learns nothing): send-contact-email's, submit-resource-download's, exit-intent-signup's and notify-new-lead's
 * whole answer; submit-lead and book-call add the stored row's id to it.
 */
export const leadStoredAnswerSchema = z.object({ success: z.literal(true) });
export type LeadStoredAnswer = z.output<typeof leadStoredAnswerSchema>;

/** submit-lead's answer: the stored lead's id, which notify-new-lead takes (none for spam, nor for the retry of a spent human check). */
export const submitLeadAnswerSchema = leadStoredAnswerSchema.extend({ leadId: z.string().optional() });
export type SubmitLeadAnswer = z.output<typeof submitLeadAnswerSchema>;

// Bookings (their requests: booking/schema.ts)

/** book-call's answer: the booking's id (none for spam). */
export const bookCallAnswerSchema = leadStoredAnswerSchema.extend({ bookingId: z.string().optional() });
export type BookCallAnswer = z.output<typeof bookCallAnswerSchema>;

/** What manage-booking and staff-booking answer of a booking, and the pages read: its time and state, nothing of the visitor. */
export const managedBookingSchema = z.object({
  /** ISO 8601, UTC. */
  slotStart: z.iso.datetime(),
  /** The zone the visitor's browser gave when booking. */
  timeZone: z.string(),
  status: z.enum(['booked', 'cancelled']),
  /** The call's time has come: it can no longer be changed there. */
  started: z.boolean(),
  /** The revision a change must name. */
  sequence: z.number().int(),
});
export type ManagedBooking = z.output<typeof managedBookingSchema>;

/** A change made (manage-booking's move and cancel, staff-booking's): the booking as it now stands, and the words that say so. */
export const bookingChangedAnswerSchema = z.object({ booking: managedBookingSchema, message: z.string() });
export type BookingChangedAnswer = z.output<typeof bookingChangedAnswerSchema>;

/** manage-booking's answer: `view` gives the booking alone, a change the booking and its words. */
export const manageBookingAnswerSchema = z.union([bookingChangedAnswerSchema, z.object({ booking: managedBookingSchema })]);
export type ManageBookingAnswer = z.output<typeof manageBookingAnswerSchema>;

/** A change refused because the booking moved on (409): the reason, and the booking as it now stands, which the page shows. */
export const bookingRefusalSchema = z.object({ error: z.string(), booking: managedBookingSchema });
export type BookingRefusal = z.output<typeof bookingRefusalSchema>;

/** booking-availability's answer: what staff closed in the booking window (Availability, calendar.ts). */
export const bookingAvailabilityAnswerSchema = z.object({
  availability: z.object({
    closedDates: z.array(z.string()).readonly(),
    weeklyHours: z.array(z.object({ weekday: z.number().int(), isOpen: z.boolean(), opensAt: z.string(), closesAt: z.string() })).readonly(),
  }) satisfies z.ZodType<Availability>,
});
export type BookingAvailabilityAnswer = z.output<typeof bookingAvailabilityAnswerSchema>;

// Staff sign-in (its request: sign-in-code.ts)

/** approve-sign-in-network's answer: the words /auth shows (signInCodeMessages.approved). */
export const signInCodeAnswerSchema = z.object({ message: z.string() });
export type SignInCodeAnswer = z.output<typeof signInCodeAnswerSchema>;

// The map the browser reads by

/** One function's answers: its success, and the 409 a page reads where it has one. */
interface AnswerSchemas {
  answer: z.ZodType;
  refusal?: z.ZodType;
}

/** Every function the browser calls and reads: the site's (but the staff calendar feed, which calendar apps read) and the dashboard's staff-booking. */
export type AnsweringFunctionName = Exclude<SiteFunctionName, 'staff-calendar'> | 'staff-booking';

export const functionAnswers = {
  'send-contact-email': { answer: leadStoredAnswerSchema },
  'submit-resource-download': { answer: leadStoredAnswerSchema },
  'exit-intent-signup': { answer: leadStoredAnswerSchema },
  'notify-new-lead': { answer: leadStoredAnswerSchema },
  'submit-lead': { answer: submitLeadAnswerSchema },
  'book-call': { answer: bookCallAnswerSchema },
  'booking-availability': { answer: bookingAvailabilityAnswerSchema },
  'manage-booking': { answer: manageBookingAnswerSchema, refusal: bookingRefusalSchema },
  'staff-booking': { answer: bookingChangedAnswerSchema, refusal: bookingRefusalSchema },
  'approve-sign-in-network': { answer: signInCodeAnswerSchema },
} as const satisfies Record<AnsweringFunctionName, AnswerSchemas>;

type Answers = typeof functionAnswers;

/** What function `Name` answers on success. */
export type AnswerOf<Name extends AnsweringFunctionName> = z.output<Answers[Name]['answer']>;

/** What function `Name` answers with a 409 that a page reads; never for a function without one. */
export type RefusalOf<Name extends AnsweringFunctionName> = Answers[Name] extends { refusal: infer Refusal extends z.ZodType } ? z.output<Refusal> : never;
