/** The booking form's request (docs/product.md, "Call booking"): its fields, and the calendar's rules at a given moment. */
import { z } from 'zod';
import { emailAddress, lengthCap, requiredPhone } from '../schemas.ts';
import { submissionMetaSchema } from '../submission.ts';
import { isKnownTimeZone } from './labels.ts';
import { manageTokenSchema } from './manage-link.ts';
import { assertValidInstant, BUSINESS_DAY_SLOTS, bookingMessages, bookingSlotIssue, dateProblem, parseCivilDate } from './calendar.ts';

/**
 * The lead forms' e-mail rule (trimmed, at most 255, valid, lower-cased so the booking finds its lead), with
 * "required" when empty. The pipe stops at the first failure, so an empty address gets one message.
 */
const bookingEmail = z
  .string(bookingMessages.emailRequired)
  .trim()
  .min(1, bookingMessages.emailRequired)
  .pipe(emailAddress(255));

const preferredDate = z
  .string(bookingMessages.dateRequired)
  .trim()
  .min(1, { error: bookingMessages.dateRequired, abort: true })
  .max('YYYY-MM-DD'.length, lengthCap(bookingMessages.dateInvalid))
  .refine((date) => parseCivilDate(date) !== null, { error: bookingMessages.dateInvalid, abort: true });

const preferredTime = z
  .string(bookingMessages.timeRequired)
  .trim()
  .min(1, { error: bookingMessages.timeRequired, abort: true })
  .max('HH:MM'.length, lengthCap(bookingMessages.timeInvalid))
  .refine((time) => BUSINESS_DAY_SLOTS.includes(time), bookingMessages.timeInvalid);

const bookCallShape = {
  email: bookingEmail,
  // The phone rule of the contact section's Standard Form: required, at most 20, digits and ( ) + - spaces.
  phone: requiredPhone.max(20, 'Phone number must be less than 20 characters'),
  preferredDate,
  preferredTime,
  biggestQuestion: z.string().trim().max(1000, bookingMessages.questionTooLong).optional(),
};

/**
 * The booking form's fields (docs/product.md#call-booking) checked without a clock: a real
 * date and one of a business day's slot times. Validate a booking with `bookCallSchemaAt(now)`.
 */
export const bookCallSchema = z.object(bookCallShape);
export type BookCall = z.infer<typeof bookCallSchema>;

/**
 * The visitor's time zone as their browser names it (Intl's resolved zone), so that the e-mails state
 * the call in their own time. Not a field they fill: absent, the agency's zone is used.
 */
const visitorTimeZone = z
  .string()
  .max(64, lengthCap('Time zone must be at most 64 characters'))
  .refine(isKnownTimeZone, 'Time zone must be an IANA time zone, such as America/New_York')
  .optional();

/** What book-call's body holds besides the form's fields: the submission envelope (id, honeypot, attribution) and the visitor's zone. */
const requestShape = { ...submissionMetaSchema.shape, timeZone: visitorTimeZone };

/** Body of book-call without the clock's rules. */
export const bookCallRequestSchema = bookCallSchema.extend(requestShape);
export type BookCallRequest = z.input<typeof bookCallRequestSchema>;

/**
 * The date rules at `now` sit on the date field itself, so that a past date is reported beside any
 * other field's error, never after it is fixed.
 */
function preferredDateAt(now: Date) {
  return preferredDate.superRefine((date, ctx) => {
    const problem = dateProblem(date, now);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

type SchemaPayloadIssue = { path?: PropertyKey[] | undefined };

/**
 * The lead-time check needs the date and the time together, so it sits on the object; it runs only
 * when both fields parsed (zod still skips it after another field's `abort`, e.g. an empty phone).
 */
function dateAndTimeParsed(payload: { issues: SchemaPayloadIssue[] }): boolean {
  return payload.issues.every((issue) => {
    const field = issue.path?.[0];
    return field !== undefined && field !== 'preferredDate' && field !== 'preferredTime';
  });
}

function slotRefinement(now: Date) {
  return (value: Readonly<Record<string, unknown>>, ctx: z.RefinementCtx): void => {
    // Other fields may have failed; only the date and time are read, and `when` ensured they parsed.
    if (typeof value.preferredDate !== 'string' || typeof value.preferredTime !== 'string') return;
    const issue = bookingSlotIssue(value.preferredDate, value.preferredTime, now);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  };
}

/**
 * The booking form's schema at `now`: the date not before today in the agency's zone, a business day
 * within the booking window, and the time one of the slots `slotsFor` offers that day. The form and
 * book-call build it with their own clock so that both refuse exactly the same bookings.
 */
export function bookCallSchemaAt(now: Date) {
  assertValidInstant(now, 'now');
  return z
    .object({ ...bookCallShape, preferredDate: preferredDateAt(now) })
    .superRefine(slotRefinement(now), { when: dateAndTimeParsed });
}

/** book-call's body schema at `now`: `bookCallSchemaAt` plus the submission envelope and the visitor's zone. */
export function bookCallRequestSchemaAt(now: Date) {
  assertValidInstant(now, 'now');
  return z
    .object({ ...bookCallShape, preferredDate: preferredDateAt(now), ...requestShape })
    .superRefine(slotRefinement(now), { when: dateAndTimeParsed });
}

// ---------------------------------------------------------------------------------------------
// Changing a booking through its manage link (the manage-booking function and /manage-booking)
// ---------------------------------------------------------------------------------------------

/** What /manage-booking and manage-booking say (docs/product.md, "Changing a booking"). */
export const manageBookingMessages = {
  notFound: 'This link does not open a booking. Please open it from your confirmation email, or book a new call.',
  started: 'This call has already started, so it can no longer be changed here. Please call us or reply to your confirmation email.',
  cancelled: 'This call is cancelled.',
  stale: 'This call was changed a moment ago, in another window or by our team. Here it is as it stands now.',
  sameSlot: 'Your call is already at this time. Please choose another time.',
  moved: 'Your call has moved. We sent you an updated calendar invite.',
  cancelledNow: 'Your call is cancelled. We sent you an update that removes it from your calendar.',
  reasonTooLong: 'Your reason must be less than 1000 characters',
} as const;

/** The revision the page read and the change is meant for: the booking's sequence. */
const expectedSequence = z.number().int().min(0).max(1_000_000);

/** The move form's fields at `now`: a new date and time, by the booking form's rules. */
export function moveBookingSchemaAt(now: Date) {
  assertValidInstant(now, 'now');
  return z.object({ preferredDate: preferredDateAt(now), preferredTime }).superRefine(slotRefinement(now), { when: dateAndTimeParsed });
}

/** The cancel form's field: an optional reason, for the team. */
export const cancelBookingSchema = z.object({
  reason: z.string().trim().max(1000, lengthCap(manageBookingMessages.reasonTooLong)).optional(),
});

/**
 * manage-booking's body at `now`: what the link's holder asks of the booking it opens. `view` reads it;
 * `move` and `cancel` name the revision they were made for, and `move` the slot by the booking form's rules.
 */
export function manageBookingRequestSchemaAt(now: Date) {
  assertValidInstant(now, 'now');
  const booking = { token: manageTokenSchema };
  return z.discriminatedUnion('action', [
    z.object({ action: z.literal('view'), ...booking }),
    moveRequestAt(now, booking),
    z.object({ action: z.literal('cancel'), ...booking, expectedSequence, ...cancelBookingSchema.shape }),
  ]);
}

/** A move of the booking `naming` identifies, at the revision it names, to a slot by the booking form's rules at `now`. */
function moveRequestAt<Naming extends z.ZodRawShape>(now: Date, naming: Naming) {
  return z
    .object({ action: z.literal('move'), ...naming, expectedSequence, preferredDate: preferredDateAt(now), preferredTime })
    .superRefine(slotRefinement(now), { when: dateAndTimeParsed });
}

/** What the dashboard and staff-booking say of a staff member's change (docs/product.md, "Changing a booking"). */
export const staffBookingMessages = {
  notFound: 'This booking could not be found, or your account cannot change bookings.',
  started: 'This call has already started, so it can no longer be changed.',
  cancelled: 'This call is already cancelled.',
  booked: 'This call is already booked.',
  visitorCancelled: 'The visitor cancelled this call themselves, so it cannot be restored. They can book another time.',
  stale: 'This call was changed a moment ago, by the visitor or someone on the team. The list now shows it as it stands.',
  sameSlot: 'The call is already at this time. Please choose another time.',
  moved: 'Call moved. The visitor was sent an updated calendar invite.',
  cancelledNow: 'Call cancelled. The visitor was sent an update that removes it from their calendar.',
  restored: 'Call restored. The visitor was sent a new calendar invite.',
} as const;

/**
 * staff-booking's body at `now`: a signed-in admin's move, cancel (the reason is for the team) or restore
 * of a booking, by id and at the revision the dashboard read; a move by the booking form's rules.
 */
export function staffBookingRequestSchemaAt(now: Date) {
  assertValidInstant(now, 'now');
  const booking = { bookingId: z.uuid() };
  return z.discriminatedUnion('action', [
    moveRequestAt(now, booking),
    z.object({ action: z.literal('cancel'), ...booking, expectedSequence, ...cancelBookingSchema.shape }),
    z.object({ action: z.literal('restore'), ...booking, expectedSequence }),
  ]);
}
export type StaffBookingRequest = z.input<ReturnType<typeof staffBookingRequestSchemaAt>>;

/** booking-availability's request takes nothing: the window is the booking form's, from today's first bookable date. */
export const bookingAvailabilityRequestSchema = z.object({});
