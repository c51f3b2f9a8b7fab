/** The calendar invite (.ics) that book-call attaches to the visitor's confirmation e-mail. */
import { assertValidInstant, MINUTE_MS } from './calendar.ts';

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
const ICS_MAX_LINE_OCTETS = 75;
const utf8 = new TextEncoder();

/** RFC 5545 section 3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped; other control characters dropped (TEXT may not hold them). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000A-\u001F\u007F]/g, '');
}

/**
 * RFC 5545 section 3.1: a content line longer than 75 octets continues on lines that begin with one space,
 * each at most 75 octets with that space. Splits fall between characters, never inside a UTF-8 sequence.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const character of line) {
    const octets = utf8.encode(character).length;
    if (currentOctets + octets > ICS_MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      currentOctets = 1;
    }
    current += character;
    currentOctets += octets;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** 20261102T170000Z: RFC 5545 DATE-TIME in UTC. */
function icsUtc(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** A mailto: address for ORGANIZER/ATTENDEE; refuses anything that could break out of the line. */
function mailto(address: string, name: string): string {
  if (!/^[^\s@<>"\\;,:]+@[^\s@<>"\\;,:]+$/.test(address)) throw new RangeError(`${name} is not a plain e-mail address`);
  return `mailto:${address}`;
}

/** A parameter value (CN=…): quoted, since names hold commas and colons; DQUOTE and controls cannot appear at all. */
function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are not allowed in parameter values
  return `"${value.replace(/["\u0000-\u001F\u007F]/g, '')}"`;
}

export interface BookingIcsInput {
  /** Globally unique and stable for the booking (e.g. `<booking id>@<site host>`): updates reuse it. */
  uid: string;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  organizerEmail: string;
  /** Shown as the organizer's name in the visitor's calendar. */
  organizerName?: string;
  attendeeEmail: string;
  /** When the invite is created (DTSTAMP). */
  now: Date;
  /** REQUEST (the default) books or moves the call; CANCEL removes it. */
  method?: BookingIcsMethod;
  /**
   * The revision of the booking, 0 for the first invite: each move or cancel sends one more, and a
   * calendar applies a message only when its SEQUENCE is higher than the one it holds.
   */
  sequence?: number;
}

/** The calendar invite for a booked call: an RFC 5545 VCALENDAR with one VEVENT, CRLF line ends. */
export function bookingIcs(input: BookingIcsInput): string {
  const { uid, start, durationMinutes, summary, description, organizerEmail, organizerName, attendeeEmail, now, method = 'REQUEST', sequence = 0 } = input;
  assertValidInstant(start, 'start');
  assertValidInstant(now, 'now');
  if (!Number.isInteger(durationMinutes) || durationMinutes <= 0) throw new RangeError('durationMinutes must be a positive whole number');
  if (!Number.isInteger(sequence) || sequence < 0) throw new RangeError('sequence must be a whole number, 0 or more');
  if (uid.trim() === '') throw new RangeError('uid is required');
  const end = new Date(start.getTime() + durationMinutes * MINUTE_MS);
  const organizerParams = organizerName ? `;CN=${paramValue(organizerName)}` : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(uid)}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeIcsText(summary)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `ORGANIZER${organizerParams}:${mailto(organizerEmail, 'organizerEmail')}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(attendeeEmail, 'attendeeEmail')}`,
    `SEQUENCE:${sequence}`,
    method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
