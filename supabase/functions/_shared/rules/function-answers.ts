/**
 * What each function the browser calls answers, by its name: `answer`, the body of a success; `refusal`, the
 * body of a 409 the page reads (a change refused because the booking moved on carries the booking as it now
 * stands). The handlers build their answers typed by these schemas, and the browser's callFunction
 * (src/lib/call-function.ts) checks every answer against them, so a change on one side that the other does
 * not follow fails typecheck. The browser loads this module only when an answer arrives
 * (docs/decisions/031-typed-answers-and-visitor-queries.md). Server-to-server functions (cron, webhooks,
 * beacons, health) have none: nothing reads their answers.
 */
import type { z } from 'zod';
import { bookCallAnswerSchema, bookingAvailabilityAnswerSchema, bookingChangedAnswerSchema, bookingRefusalSchema, manageBookingAnswerSchema } from './booking/schema.ts';
import { signInCodeAnswerSchema } from './sign-in-code.ts';
import { leadStoredAnswerSchema, submitLeadAnswerSchema, type SiteFunctionName } from './submission.ts';

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
