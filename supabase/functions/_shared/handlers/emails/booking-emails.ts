/**
 * The e-mails about a booked call (docs/product.md, "Call booking" and "Changing a booking"): the
 * confirmation, the reminders, and the notices of a move or a cancellation, each with the calendar
 * invite that keeps the visitor's calendar in step (same UID, the booking's SEQUENCE). book-call and
 * manage-booking both send them. Times are stated in the zone the visitor's browser gave when booking.
 *
 * Apart from the call's time they carry only our words: the address was typed by whoever booked.
 */
import { bytesBase64 } from '../../rules/base64.ts';
import { SLOT_MINUTES } from '../../rules/booking/calendar.ts';
import { bookingEventUid, bookingIcs, bookingIcsContentType, BOOKING_ICS_FILENAME, type BookingIcsMethod } from '../../rules/booking/ics.ts';
import { callTimeLabel } from '../../rules/booking/labels.ts';
import { manageBookingUrl } from '../../rules/booking/manage-link.ts';
import { meetingText, meetingWords } from '../../rules/booking/meeting.ts';
import { callMeeting, type CallMeeting } from '../../rules/content/call-meeting.ts';
import { remindersFor, type BookingReminderKind } from '../../rules/booking/reminders.ts';
import type { OutboxAttachment, VisitorMessage } from '../lead-intake.ts';
import type { EmailBrand } from './layout.ts';
import { visitorEmail } from './visitor-email.ts';

/** `Name <a@b>` → its parts; a bare address has no name. */
export function parseMailbox(from: string): { address: string; name: string | undefined } {
  const bracketed = /^\s*"?([^"<]*?)"?\s*<([^<>]+)>\s*$/.exec(from);
  if (bracketed) return { address: (bracketed[2] ?? '').trim(), name: bracketed[1]?.trim() || undefined };
  return { address: from.trim(), name: undefined };
}

/** UTF-8 text as base64, in Deno and Node alike (no Buffer). */
export function utf8Base64(text: string): string {
  return bytesBase64(new TextEncoder().encode(text));
}

/** A booked call as its e-mails describe it. */
export interface BookedCall {
  bookingId: string;
  start: Date;
  /** The visitor's address: the invite's attendee. */
  email: string;
  /** The zone the visitor's browser gave when booking (call_bookings.time_zone). */
  timeZone: string;
  /** The booking's revision: the invite's SEQUENCE. */
  sequence: number;
}

/** What every booking e-mail needs besides the call. */
export interface BookingMailContext {
  brand: EmailBrand;
  /** EMAIL_FROM (`Name <address>` or an address): the invite's organizer, so a reply or an RSVP reaches the agency. */
  emailFrom: string;
  now: Date;
  /**
   * The token of the visitor's manage link, when the sender holds it (the database keeps only its hash):
   * book-call, which made it, manage-booking, which was opened with it, and staff-booking, which makes a
   * new one with each move or restore. Without it, or without the site's address, the e-mail has no link.
   */
  manageToken?: string | undefined;
  /** How calls happen: the agency's setting (content/call-meeting.ts) unless a test gives another. */
  meeting?: CallMeeting;
}

/** How the call happens, as every e-mail and invite about it says. */
function meetingOf(context: BookingMailContext) {
  return meetingWords(context.meeting ?? callMeeting);
}

/** The invite for the call as it now stands (REQUEST) or its removal (CANCEL), at the booking's revision. */
function inviteAttachment(call: BookedCall, method: BookingIcsMethod, context: BookingMailContext): OutboxAttachment {
  const { brand, emailFrom, now } = context;
  const organizer = parseMailbox(emailFrom);
  const meeting = meetingOf(context);
  const invite = bookingIcs({
    uid: bookingEventUid(call.bookingId, emailFrom),
    start: call.start,
    summary: `Free consultation call with ${brand.name}`,
    description: `Your free ${SLOT_MINUTES}-minute consultation with ${brand.name}. ${meetingText(meeting)}`,
    location: meeting.location,
    url: meeting.url,
    organizerEmail: organizer.address,
    organizerName: organizer.name ?? brand.name,
    attendeeEmail: call.email,
    now,
    method,
    sequence: call.sequence,
  });
  return { filename: BOOKING_ICS_FILENAME, content_type: bookingIcsContentType(method), content_base64: utf8Base64(invite) };
}

/** The button to the visitor's manage page, when the link can be written. */
function manageAction({ brand, manageToken }: BookingMailContext) {
  return manageToken && brand.siteUrl ? { label: 'Move or cancel your call', href: manageBookingUrl(brand.siteUrl, manageToken) } : undefined;
}

/** The e-mail sent at booking: the call's time, the invite, and the link to change it. */
export function bookingConfirmation(call: BookedCall, context: BookingMailContext): VisitorMessage {
  const { brand } = context;
  const slot = callTimeLabel(call.start, call.timeZone);
  const action = manageAction(context);
  return {
    kind: 'booking-confirmation',
    bookingId: call.bookingId,
    content: visitorEmail({
      brand,
      subject: `Your call with ${brand.name} is booked: ${slot}`,
      heading: "You're all set!",
      paragraphs: [
        `Your free ${SLOT_MINUTES}-minute consultation is booked for ${slot}.`,
        meetingText(meetingOf(context)),
        'The calendar invite is attached: open it to add the call to your calendar.',
        "We'll reach out within 24 hours to confirm.",
        ...(action ? ['Need another time? You can move or cancel the call with the link below, up to the moment it starts.'] : []),
      ],
      action,
    }),
    attachments: [inviteAttachment(call, 'REQUEST', context)],
  };
}

const REMINDER_COPY: Record<BookingReminderKind, { subject: (brand: string) => string; heading: string }> = {
  'booking-reminder-24h': { subject: (brand) => `Reminder: your call with ${brand} is tomorrow`, heading: 'Your call is tomorrow' },
  'booking-reminder-1h': { subject: (brand) => `Your call with ${brand} starts in an hour`, heading: 'Your call starts in an hour' },
};

/**
 * The reminders still ahead of the call (24 hours and 1 hour before), each due at its moment and tied
 * to the booking, so a move or a cancel withdraws them and the claim never sends one for a call that
 * is cancelled or has started.
 */
export function bookingReminders(call: BookedCall, context: BookingMailContext): VisitorMessage[] {
  const { brand, now } = context;
  const slot = callTimeLabel(call.start, call.timeZone);
  const action = manageAction(context);
  return remindersFor(call.start, now).map(({ kind, sendAt }) => ({
    kind,
    bookingId: call.bookingId,
    delaySeconds: Math.max(0, Math.floor((sendAt.getTime() - now.getTime()) / 1000)),
    content: visitorEmail({
      brand,
      subject: REMINDER_COPY[kind].subject(brand.name),
      heading: REMINDER_COPY[kind].heading,
      paragraphs: [`Your free ${SLOT_MINUTES}-minute consultation is on ${slot}.`, meetingText(meetingOf(context))],
      action,
    }),
  }));
}

/**
 * Who changed a booking: the visitor through their manage link, or staff from the dashboard. Only they
 * can cause a change's notice, never a stranger, so the hourly cap per visitor address never suppresses
 * one (it is keyed on the kinds 'booking-moved', 'booking-cancelled' and 'booking-restored':
 * supabase/migrations/20261128170000_staff_booking_changes.sql).
 */
export type ChangedBy = 'visitor' | 'staff';

/**
 * A staff change gives the booking a new manage link (staff never hold the old token), and the visitor's
 * older e-mails still show the old one.
 */
const NEW_LINK_NOTE = 'Please use the link in this email to move or cancel the call: the link in our earlier emails no longer works.';

/**
 * A notice with the invite for the call as it now stands (REQUEST, the booking's new revision), tied to
 * the booking, and the reminders still ahead of the call.
 */
function noticeWithInvite(
  kind: 'booking-moved' | 'booking-restored',
  call: BookedCall,
  words: { subject: string; heading: string; paragraphs: string[] },
  context: BookingMailContext,
): VisitorMessage[] {
  const notice: VisitorMessage = {
    kind,
    bookingId: call.bookingId,
    content: visitorEmail({ brand: context.brand, ...words, action: manageAction(context) }),
    attachments: [inviteAttachment(call, 'REQUEST', context)],
  };
  return [notice, ...bookingReminders(call, context)];
}

/** The notice of a move, with the invite that moves the call in the visitor's calendar, and the new reminders. */
export function bookingMoved(call: BookedCall, previousStart: Date, changedBy: ChangedBy, context: BookingMailContext): VisitorMessage[] {
  const { brand } = context;
  const slot = callTimeLabel(call.start, call.timeZone);
  return noticeWithInvite(
    'booking-moved',
    call,
    {
      subject: `Your call with ${brand.name} has moved: ${slot}`,
      heading: changedBy === 'visitor' ? 'Your call has moved' : 'We moved your call',
      paragraphs: [
        `Your free ${SLOT_MINUTES}-minute consultation is now on ${slot}. It was on ${callTimeLabel(previousStart, call.timeZone)}.`,
        'The updated calendar invite is attached: open it to move the call in your calendar.',
        ...(changedBy === 'staff' && manageAction(context) ? [NEW_LINK_NOTE] : []),
      ],
    },
    context,
  );
}

/** Staff restored a call they had cancelled: the invite that puts it back in the visitor's calendar, and its reminders. */
export function bookingRestored(call: BookedCall, context: BookingMailContext): VisitorMessage[] {
  const { brand } = context;
  const slot = callTimeLabel(call.start, call.timeZone);
  return noticeWithInvite(
    'booking-restored',
    call,
    {
      subject: `Your call with ${brand.name} is back on: ${slot}`,
      heading: 'Your call is back on',
      paragraphs: [
        `Good news: your free ${SLOT_MINUTES}-minute consultation on ${slot} is booked again. Please ignore our earlier cancellation.`,
        'The calendar invite is attached: open it to put the call back in your calendar.',
        ...(manageAction(context) ? [NEW_LINK_NOTE] : []),
      ],
    },
    context,
  );
}

/**
 * The notice of a cancellation, with the CANCEL that removes the call from the visitor's calendar. It
 * names no booking: it must go out although its booking is cancelled.
 */
export function bookingCancelled(call: BookedCall, cancelledBy: ChangedBy, context: BookingMailContext): VisitorMessage {
  const { brand } = context;
  const slot = callTimeLabel(call.start, call.timeZone);
  return {
    kind: 'booking-cancelled',
    content: visitorEmail({
      brand,
      subject: `Your call with ${brand.name} is cancelled`,
      heading: 'Your call is cancelled',
      paragraphs: [
        cancelledBy === 'visitor'
          ? `Your free consultation on ${slot} is cancelled, as you asked.`
          : `We're sorry: we had to cancel your free consultation on ${slot}.`,
        'The attached update removes it from your calendar.',
        'Whenever you are ready, you can book another time.',
      ],
      action: brand.siteUrl ? { label: 'Book another call', href: new URL('/call-booking', brand.siteUrl).href } : undefined,
    }),
    attachments: [inviteAttachment(call, 'CANCEL', context)],
  };
}
