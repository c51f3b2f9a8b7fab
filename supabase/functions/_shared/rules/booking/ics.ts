/**
 * The booked calls as iCalendar (RFC 5545), written by ical-generator, which escapes text, encodes
 * parameter values (RFC 6868) and folds long lines: the invite (.ics) that book-call, manage-booking and
 * staff-booking attach to the visitor's e-mails, and the staff's subscribed feed (staff-calendar). Both
 * name a call by the same UID, so a call is one event wherever it is shown.
 */
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
  type ICalEventData,
} from 'ical-generator';
import { assertValidInstant, MINUTE_MS, SLOT_MINUTES } from './calendar.ts';

/**
 * The iTIP method (RFC 5546) of an invite. REQUEST makes mail clients show the call as a meeting
 * invitation from the agency with Accept/Decline; sent again with the same UID and a higher SEQUENCE
 * it moves the call in the visitor's calendar. CANCEL, with the same UID and a higher SEQUENCE,
 * removes it. PUBLISH would give a plain event with no organizer relationship and no attendee
 * (RFC 5546 forbids ATTENDEE in PUBLISH), which no later message could update.
 */
export type BookingIcsMethod = 'REQUEST' | 'CANCEL';

/** The MIME type of an invite attachment: clients such as Outlook act on it only when the part's Content-Type carries the method too. */
export function bookingIcsContentType(method: BookingIcsMethod): string {
  return `text/calendar; charset=UTF-8; method=${method}`;
}

/** The MIME type of the first invite, sent with the confirmation. */
export const BOOKING_ICS_CONTENT_TYPE = bookingIcsContentType('REQUEST');
export const BOOKING_ICS_FILENAME = 'invite.ics';

const ICS_PRODUCT_ID = '-//lead-site//Call booking//EN';

/**
 * The UID of a booked call, in the invite and in the staff feed alike: the booking's id at the domain the
 * invites come from (EMAIL_FROM's), so each later invite, and each refresh of the feed, updates the same
 * event instead of adding one.
 */
export function bookingEventUid(bookingId: string, emailFrom: string): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(emailFrom)?.[1];
  return `${bookingId}@${domain ?? 'call-booking'}`;
}

/** An e-mail address for ORGANIZER/ATTENDEE; refuses anything that could break out of the line. */
function plainAddress(address: string, name: string): string {
  if (!/^[^\s@<>"\\;,:]+@[^\s@<>"\\;,:]+$/.test(address)) throw new RangeError(`${name} is not a plain e-mail address`);
  return address;
}

/** The parts of a call's event that the invite and the feed share, checked. */
interface CallEvent {
  /** bookingEventUid: updates reuse it. */
  uid: string;
  start: Date;
  summary: string;
  description: string;
  /** Where the call happens (rules/booking/meeting.ts). */
  location: string;
  /** A video call's room. */
  url?: string | undefined;
  /** The booking's revision, 0 at first: a calendar applies an update only when its SEQUENCE is higher. */
  sequence: number;
  cancelled: boolean;
  /** When the event was written (DTSTAMP). */
  now: Date;
}

function callEventData({ uid, start, summary, description, location, url, sequence, cancelled, now }: CallEvent): ICalEventData {
  assertValidInstant(start, 'start');
  assertValidInstant(now, 'now');
  if (!Number.isInteger(sequence) || sequence < 0) throw new RangeError('sequence must be a whole number, 0 or more');
  if (uid.trim() === '') throw new RangeError('uid is required');
  return {
    id: uid,
    start,
    end: new Date(start.getTime() + SLOT_MINUTES * MINUTE_MS),
    stamp: now,
    summary,
    description,
    location,
    url: url ?? null,
    sequence,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    transparency: cancelled ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
  };
}

export interface BookingIcsInput extends Omit<CallEvent, 'sequence' | 'cancelled'> {
  organizerEmail: string;
  /** Shown as the organizer's name in the visitor's calendar (iCalendar writers require one). */
  organizerName: string;
  attendeeEmail: string;
  /** REQUEST (the default) books or moves the call; CANCEL removes it. */
  method?: BookingIcsMethod;
  /** The revision of the booking, 0 for the first invite: each move or cancel sends one more. */
  sequence?: number;
}

/** The calendar invite for a booked call: a VCALENDAR with one VEVENT, from the agency to the visitor. */
export function bookingIcs(input: BookingIcsInput): string {
  const { organizerEmail, organizerName, attendeeEmail, method = 'REQUEST', sequence = 0, ...call } = input;
  const calendar = ical({ prodId: ICS_PRODUCT_ID, method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    ...callEventData({ ...call, sequence, cancelled: method === 'CANCEL' }),
    organizer: { email: plainAddress(organizerEmail, 'organizerEmail'), name: organizerName },
    attendees: [
      { email: plainAddress(attendeeEmail, 'attendeeEmail'), role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.NEEDSACTION, rsvp: true },
    ],
  });
  return calendar.toString();
}

/** A booked call as the staff's calendar shows it. */
export interface FeedCall {
  uid: string;
  start: Date;
  /** The visitor's name: the title says who the call is with. */
  visitorName: string;
  /** The booking's status in words (rules/booking/labels.ts), stated in the description. */
  statusLabel: string;
  cancelled: boolean;
  sequence: number;
  location: string;
  url?: string | undefined;
  /** The lead's page in the dashboard, when the site's address is known. */
  leadUrl?: string | undefined;
}

export interface StaffCallsFeedInput {
  /** The calendar's name in the subscriber's list. */
  name: string;
  calls: readonly FeedCall[];
  now: Date;
  /** How often a subscriber should fetch it again, in seconds (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
  refreshSeconds: number;
}

/**
 * The staff's feed: one event per call, PUBLISH (a calendar to show, not an invitation to answer), with the
 * invite's UID and SEQUENCE, so a moved call moves and a cancelled one is marked cancelled in every
 * subscribed calendar instead of silently vanishing.
 */
export function staffCallsFeed({ name, calls, now, refreshSeconds }: StaffCallsFeedInput): string {
  const calendar = ical({ prodId: ICS_PRODUCT_ID, method: ICalCalendarMethod.PUBLISH, name, ttl: refreshSeconds });
  for (const call of calls) {
    const summary = `${call.cancelled ? 'Cancelled: ' : ''}Call with ${call.visitorName}`;
    const description = [`Status: ${call.statusLabel}`, ...(call.leadUrl ? [`Lead: ${call.leadUrl}`] : [])].join('\n');
    calendar.createEvent(
      callEventData({ uid: call.uid, start: call.start, summary, description, location: call.location, url: call.url ?? call.leadUrl, sequence: call.sequence, cancelled: call.cancelled, now }),
    );
  }
  return calendar.toString();
}
