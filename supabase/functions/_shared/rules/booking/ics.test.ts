import { describe, expect, it } from 'vitest';
import { slotStartUtc } from './calendar.ts';
import { BOOKING_ICS_CONTENT_TYPE, bookingEventUid, bookingIcs, bookingIcsContentType, staffCallsFeed, type BookingIcsInput, type FeedCall } from './ics.ts';
import { readCalendar, readInvite } from '../../../../../tests/ics-reader.ts';

const VISITOR_TEXT = 'Hi; "you", \\ there\nnext\nATTENDEE:mailto:evil@example.com';

const invite: BookingIcsInput = {
  uid: 'booking-42@example.com',
  start: slotStartUtc('2026-11-02', '09:00'),
  summary: 'Free 30-minute consultation, Westside Growth Co.',
  description: VISITOR_TEXT,
  location: 'Phone call: we call you',
  organizerEmail: 'hello@example.com',
  organizerName: 'Westside Growth Co., LA',
  attendeeEmail: 'visitor@example.com',
  now: new Date('2026-10-28T15:04:05.678Z'),
};

describe('bookingEventUid', () => {
  it('is the booking at the domain the invites come from, with or without a display name', () => {
    expect(bookingEventUid('b-1', 'Westside Growth <hello@example.com>')).toBe('b-1@example.com');
    expect(bookingEventUid('b-1', 'hello@example.com')).toBe('b-1@example.com');
  });
});

describe('bookingIcs', () => {
  const read = readInvite(bookingIcs(invite));

  it('is a meeting request, and the attachment type names the same method', () => {
    expect(read.method).toBe('REQUEST');
    expect(BOOKING_ICS_CONTENT_TYPE).toBe('text/calendar; charset=UTF-8; method=REQUEST');
  });

  it('holds the call: its UID, 30 minutes from its start in UTC, and where it happens', () => {
    expect(read).toMatchObject({
      uid: 'booking-42@example.com',
      start: '2026-11-02T17:00:00.000Z',
      end: '2026-11-02T17:30:00.000Z',
      location: 'Phone call: we call you',
      status: 'CONFIRMED',
      sequence: 0,
      url: null,
    });
  });

  it('places a summer call at its daylight-time instant', () => {
    expect(readInvite(bookingIcs({ ...invite, start: slotStartUtc('2027-03-15', '09:00') })).start).toBe('2027-03-15T16:00:00.000Z');
  });

  it("carries text as text: the visitor's reads back the same and adds no attendee", () => {
    expect(read.description).toBe(VISITOR_TEXT);
    expect(read.summary).toBe(invite.summary);
    expect(read.attendees).toEqual([{ address: 'visitor@example.com', rsvp: true }]);
  });

  it('names the agency as organizer', () => {
    expect(read.organizer).toEqual({ address: 'hello@example.com', name: 'Westside Growth Co., LA' });
  });

  it('gives a video call its room as the location and the URL', () => {
    const video = readInvite(bookingIcs({ ...invite, location: 'https://meet.jit.si/westside', url: 'https://meet.jit.si/westside' }));
    expect(video).toMatchObject({ location: 'https://meet.jit.si/westside', url: 'https://meet.jit.si/westside' });
  });

  it('refuses an address that would break out of its line, and keeps a name that tries to inside its parameter', () => {
    expect(() => bookingIcs({ ...invite, attendeeEmail: 'a@example.com\r\nATTENDEE:mailto:evil@example.com' })).toThrow(RangeError);
    const named = readInvite(bookingIcs({ ...invite, organizerName: 'Evil"\r\nATTENDEE:mailto:evil@example.com' }));
    expect(named.attendees).toEqual([{ address: 'visitor@example.com', rsvp: true }]);
  });

  it.each([
    ['an invalid start', { start: new Date(Number.NaN) }],
    ['an empty uid', { uid: ' ' }],
    ['a negative sequence', { sequence: -1 }],
    ['a fractional sequence', { sequence: 1.5 }],
  ])('refuses %s', (_label, change) => {
    expect(() => bookingIcs({ ...invite, ...change })).toThrow(RangeError);
  });

  it('a move is a request for the same event, one revision on, at the new time: calendars replace the old one', () => {
    const moved = readInvite(bookingIcs({ ...invite, start: slotStartUtc('2026-11-04', '14:00'), sequence: 1 }));
    expect(moved).toMatchObject({ method: 'REQUEST', uid: invite.uid, sequence: 1, start: '2026-11-04T22:00:00.000Z', status: 'CONFIRMED' });
  });

  it('a cancel names the same event with a higher revision and CANCELLED, and its attachment type says CANCEL', () => {
    const cancelled = readInvite(bookingIcs({ ...invite, method: 'CANCEL', sequence: 2 }));
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: invite.uid, sequence: 2, status: 'CANCELLED' });
    expect(bookingIcsContentType('CANCEL')).toBe('text/calendar; charset=UTF-8; method=CANCEL');
  });
});

describe('staffCallsFeed', () => {
  const now = new Date('2026-11-01T12:00:00Z');
  const call: FeedCall = {
    uid: 'booking-42@example.com',
    start: slotStartUtc('2026-11-02', '09:00'),
    visitorName: 'Ana; "Ana", López',
    statusLabel: 'Scheduled',
    cancelled: false,
    sequence: 0,
    location: 'Phone: (555) 010-2030',
    leadUrl: 'https://www.example.com/admin/leads/7',
  };
  const feed = (calls: FeedCall[]) => readCalendar(staffCallsFeed({ name: 'Westside Growth calls', calls, now, refreshSeconds: 900 }));

  it('is a published calendar, named, asking to be fetched again every 15 minutes', () => {
    const { method, property } = feed([call]);
    expect(method).toBe('PUBLISH');
    expect(property('x-wr-calname')).toBe('Westside Growth calls');
    expect(property('refresh-interval')).toBe('PT15M');
  });

  it('has one event per call, titled with the visitor, stating the status and linking the lead, with no attendee', () => {
    const { events } = feed([call, { ...call, uid: 'booking-43@example.com', start: slotStartUtc('2026-11-03', '10:00') }]);
    expect(events.map((event) => event.uid)).toEqual(['booking-42@example.com', 'booking-43@example.com']);
    expect(events[0]).toMatchObject({
      summary: 'Call with Ana; "Ana", López',
      description: 'Status: Scheduled\nLead: https://www.example.com/admin/leads/7',
      location: 'Phone: (555) 010-2030',
      url: 'https://www.example.com/admin/leads/7',
      status: 'CONFIRMED',
      attendees: [],
    });
  });

  it('keeps a cancelled call, marked cancelled, under the same UID with a higher revision', () => {
    const [before] = feed([call]).events;
    const [after] = feed([{ ...call, cancelled: true, statusLabel: 'Cancelled', sequence: 1 }]).events;
    expect(after).toMatchObject({ uid: before?.uid, status: 'CANCELLED', summary: 'Cancelled: Call with Ana; "Ana", López' });
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? 0);
  });

  it('moves a moved call under the same UID', () => {
    const [moved] = feed([{ ...call, start: slotStartUtc('2026-11-04', '14:00'), sequence: 1 }]).events;
    expect(moved).toMatchObject({ uid: call.uid, start: '2026-11-04T22:00:00.000Z' });
  });

  it('is an empty calendar when there is no call', () => {
    expect(feed([]).events).toEqual([]);
  });
});
