import { describe, expect, it } from 'vitest';
import { BOOKING_WINDOW_DAYS, BUSINESS_DAY_SLOTS, MIN_LEAD_MINUTES, SLOT_MINUTES, agencyToday, bookingMessages, bookingSlotIssue, firstBookableDate, isBookableDate, lastBookableDate, slotStartUtc, slotsFor } from './calendar.ts';
import { bookCallRequestSchemaAt, bookCallSchema, bookCallSchemaAt } from './schema.ts';
import { bookingDateLabel, bookingSlotLabel, slotLabel } from './labels.ts';
import { messagesByField } from '../schema-test-kit.ts';

/** Monday 2 November 2026, 10:00 in Los Angeles (PST, UTC−8): the day after DST ended. */
const MONDAY_10AM = new Date('2026-11-02T18:00:00Z');

/** Calendar dates from `from`, `count` days, as 'YYYY-MM-DD'. */
function datesFrom(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(start + index * 86_400_000).toISOString().slice(0, 10));
}

/** The Los Angeles wall clock of an instant, read through toLocaleString rather than the module's own formatter. */
function losAngelesWallClock(instant: Date): string {
  return instant.toLocaleString('sv-SE', { timeZone: 'America/Los_Angeles', hourCycle: 'h23' }).slice(0, 16);
}

describe('business hours', () => {
  it('offers 30-minute slots from 08:00 to a last slot at 17:30', () => {
    expect(SLOT_MINUTES).toBe(30);
    expect(BUSINESS_DAY_SLOTS).toHaveLength(20);
    expect(BUSINESS_DAY_SLOTS[0]).toBe('08:00');
    expect(BUSINESS_DAY_SLOTS.slice(0, 3)).toEqual(['08:00', '08:30', '09:00']);
    expect(BUSINESS_DAY_SLOTS.at(-1)).toBe('17:30');
  });
});

describe('agencyToday', () => {
  it.each([
    ['2026-11-03T07:59:00Z', '2026-11-02', 'PST: 23:59 on the 2nd while UTC is already on the 3rd'],
    ['2026-11-03T08:00:00Z', '2026-11-03', 'PST: midnight'],
    ['2026-07-16T06:59:00Z', '2026-07-15', 'PDT: 23:59'],
    ['2026-07-16T07:00:00Z', '2026-07-16', 'PDT: midnight'],
    ['2026-12-31T12:00:00Z', '2026-12-31', 'a morning'],
  ])('at %s it is %s in Los Angeles (%s)', (instant, today) => {
    expect(agencyToday(new Date(instant))).toBe(today);
  });

  it('refuses an invalid clock instead of answering a wrong day', () => {
    expect(() => agencyToday(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('slotStartUtc', () => {
  it.each([
    ['2026-07-15', '09:00', '2026-07-15T16:00:00.000Z', 'summer (PDT, UTC−7)'],
    ['2026-01-14', '09:00', '2026-01-14T17:00:00.000Z', 'winter (PST, UTC−8)'],
    ['2026-10-31', '09:00', '2026-10-31T16:00:00.000Z', 'the day before DST ends'],
    ['2026-11-01', '09:00', '2026-11-01T17:00:00.000Z', 'the day DST ends, after 02:00'],
    ['2026-11-01', '00:30', '2026-11-01T07:30:00.000Z', 'the day DST ends, before 01:00 (still PDT)'],
    ['2026-11-01', '01:30', '2026-11-01T08:30:00.000Z', 'the repeated hour: its first occurrence, in PDT'],
    ['2026-11-01', '03:00', '2026-11-01T11:00:00.000Z', 'the day DST ends, after the repeated hour'],
    ['2026-11-02', '08:00', '2026-11-02T16:00:00.000Z', 'the Monday after DST ends'],
    ['2027-03-13', '09:00', '2027-03-13T17:00:00.000Z', 'the day before DST starts'],
    ['2027-03-14', '01:30', '2027-03-14T09:30:00.000Z', 'the day DST starts, before 02:00 (still PST)'],
    ['2027-03-14', '03:00', '2027-03-14T10:00:00.000Z', 'the day DST starts, first minute of PDT'],
    ['2027-03-14', '09:00', '2027-03-14T16:00:00.000Z', 'the day DST starts, business hours'],
    ['2027-03-15', '17:30', '2027-03-16T00:30:00.000Z', 'a late slot crossing midnight UTC'],
    ['2028-02-29', '12:00', '2028-02-29T20:00:00.000Z', 'a leap day'],
  ])('%s %s is %s (%s)', (date, time, utc) => {
    expect(slotStartUtc(date, time).toISOString()).toBe(utc);
  });

  it('refuses a time the spring change skips', () => {
    expect(() => slotStartUtc('2027-03-14', '02:30')).toThrow(/does not exist/);
  });

  it.each([
    ['2026-02-30', '09:00'],
    ['2026-11-02', '24:00'],
    ['2026-11-02', '9:00'],
    ['11/02/2026', '09:00'],
  ])('refuses %s %s', (date, time) => {
    expect(() => slotStartUtc(date, time)).toThrow(RangeError);
  });

  it('turns every business slot of two years back into the same Los Angeles wall clock', () => {
    for (const date of datesFrom('2026-01-01', 731)) {
      for (const time of ['08:00', '12:30', '17:30']) {
        expect(losAngelesWallClock(slotStartUtc(date, time))).toBe(`${date} ${time}`);
      }
    }
  });
});

describe('isBookableDate', () => {
  it.each([
    ['2026-11-02', true, 'today, a Monday'],
    ['2026-11-03', true, 'tomorrow'],
    ['2026-11-06', true, 'Friday'],
    ['2026-11-07', false, 'Saturday'],
    ['2026-11-08', false, 'Sunday'],
    ['2026-10-30', false, 'last Friday'],
    ['2027-01-01', true, `the last day of the ${BOOKING_WINDOW_DAYS}-day window (a holiday, which is not excluded)`],
    ['2027-01-04', false, 'the first weekday beyond the window'],
    ['2026-02-30', false, 'a date that does not exist'],
    ['2026-13-01', false, 'month 13'],
    ['2026-11-3', false, 'a date without its leading zero'],
    ['', false, 'nothing'],
  ])('%s → %s (%s)', (date, bookable) => {
    expect(isBookableDate(date, MONDAY_10AM)).toBe(bookable);
  });

  it("judges 'before today' by the Los Angeles calendar, not UTC's", () => {
    // 18:00 on Monday in Los Angeles is already Tuesday in UTC: Monday is still today.
    expect(isBookableDate('2026-11-02', new Date('2026-11-03T02:00:00Z'))).toBe(true);
    // 00:30 on Tuesday in Los Angeles: Monday has passed.
    expect(isBookableDate('2026-11-02', new Date('2026-11-03T08:30:00Z'))).toBe(false);
  });
});

describe('slotsFor', () => {
  it('offers every business slot on a future business day', () => {
    expect(slotsFor('2026-11-03', MONDAY_10AM)).toEqual(BUSINESS_DAY_SLOTS);
  });

  it(`offers today only the slots at least ${MIN_LEAD_MINUTES} minutes ahead`, () => {
    expect(MIN_LEAD_MINUTES).toBe(60);
    const today = slotsFor('2026-11-02', MONDAY_10AM);
    expect(today[0]).toBe('11:00');
    expect(today).toEqual(BUSINESS_DAY_SLOTS.slice(BUSINESS_DAY_SLOTS.indexOf('11:00')));
    // One minute later 11:00 is 59 minutes away.
    expect(slotsFor('2026-11-02', new Date('2026-11-02T18:01:00Z'))[0]).toBe('11:30');
  });

  it('offers the last slot until an hour before it, then nothing', () => {
    expect(slotsFor('2026-11-02', new Date('2026-11-03T00:30:00Z'))).toEqual(['17:30']); // 16:30 PST
    expect(slotsFor('2026-11-02', new Date('2026-11-03T00:31:00Z'))).toEqual([]);
  });

  it('measures the lead time in summer time too', () => {
    // 10:00 PDT on Wednesday 15 July 2026.
    expect(slotsFor('2026-07-15', new Date('2026-07-15T17:00:00Z'))[0]).toBe('11:00');
  });

  it.each([
    ['2026-11-07', 'a Saturday'],
    ['2026-11-01', 'the Sunday DST ends'],
    ['2027-03-14', 'the Sunday DST starts'],
    ['2026-10-30', 'a past Friday'],
    ['2027-01-04', 'beyond the window'],
    ['2026-02-30', 'an impossible date'],
  ])('offers nothing on %s (%s)', (date) => {
    expect(slotsFor(date, new Date(date === '2027-03-14' ? '2027-03-01T18:00:00Z' : MONDAY_10AM))).toEqual([]);
  });
});

describe('firstBookableDate and lastBookableDate', () => {
  it('is today while a slot is left', () => {
    expect(firstBookableDate(MONDAY_10AM)).toBe('2026-11-02');
  });

  it('skips a Friday with no slot left and the weekend', () => {
    // Friday 6 November, 16:40 PST.
    expect(firstBookableDate(new Date('2026-11-07T00:40:00Z'))).toBe('2026-11-09');
  });

  it('skips from Saturday to Monday', () => {
    expect(firstBookableDate(new Date('2026-11-07T18:00:00Z'))).toBe('2026-11-09');
  });

  it(`ends the window ${BOOKING_WINDOW_DAYS} days after today in Los Angeles`, () => {
    expect(lastBookableDate(MONDAY_10AM)).toBe('2027-01-01');
    expect(lastBookableDate(new Date('2026-11-03T07:59:00Z'))).toBe('2027-01-01'); // still Monday in LA
  });
});

describe('labels', () => {
  it.each([
    ['08:00', '8:00 AM'],
    ['09:30', '9:30 AM'],
    ['12:00', '12:00 PM'],
    ['12:30', '12:30 PM'],
    ['17:30', '5:30 PM'],
    ['00:00', '12:00 AM'],
  ])('%s reads %s', (time, label) => {
    expect(slotLabel(time)).toBe(label);
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => slotLabel('9am')).toThrow(RangeError);
  });

  it('names the day in full without shifting it by a time zone', () => {
    expect(bookingDateLabel('2026-11-02')).toBe('Monday, November 2, 2026');
    expect(bookingDateLabel('2027-01-01')).toBe('Friday, January 1, 2027');
  });

  it('states a slot with the zone in force that day', () => {
    expect(bookingSlotLabel('2026-11-02', '09:00')).toBe('Monday, November 2, 2026 at 9:00 AM PST');
    expect(bookingSlotLabel('2026-07-15', '13:30')).toBe('Wednesday, July 15, 2026 at 1:30 PM PDT');
  });
});

const validBooking = {
  email: '  Visitor@Example.COM ',
  phone: '(555) 010-2030',
  preferredDate: '2026-11-03',
  preferredTime: '09:00',
  biggestQuestion: '  How fast can we get more calls?  ',
};

describe('bookCallSchemaAt (docs/product.md#call-booking)', () => {
  const schema = bookCallSchemaAt(MONDAY_10AM);

  it('accepts a booking, trimming the text and lower-casing the e-mail so it matches the lead', () => {
    expect(schema.parse(validBooking)).toEqual({
      email: 'visitor@example.com',
      phone: '(555) 010-2030',
      preferredDate: '2026-11-03',
      preferredTime: '09:00',
      biggestQuestion: 'How fast can we get more calls?',
    });
  });

  it('leaves the biggest question optional', () => {
    const { biggestQuestion: _omitted, ...withoutQuestion } = validBooking;
    expect(schema.safeParse(withoutQuestion).success).toBe(true);
    expect(schema.safeParse({ ...validBooking, biggestQuestion: '' }).success).toBe(true);
  });

  it('requires the e-mail, phone, date and time', () => {
    const required = {
      email: [bookingMessages.emailRequired],
      phone: ['Phone number is required'],
      preferredDate: [bookingMessages.dateRequired],
      preferredTime: [bookingMessages.timeRequired],
    };
    expect(messagesByField(schema, {})).toEqual(required);
    expect(messagesByField(schema, { email: ' ', phone: ' ', preferredDate: ' ', preferredTime: '' })).toEqual(required);
  });

  it.each([
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['phone', 'call me maybe', 'Please enter a valid phone number'],
    ['phone', '1'.repeat(21), 'Phone number must be less than 20 characters'],
    ['preferredDate', '2026-02-30', bookingMessages.dateInvalid],
    ['preferredDate', '03/11/2026', bookingMessages.dateInvalid],
    ['preferredDate', '2026-10-30', bookingMessages.datePast],
    ['preferredDate', '2026-11-07', bookingMessages.dateNotBusinessDay],
    ['preferredDate', '2027-01-04', bookingMessages.dateTooFar],
    ['preferredTime', '09:15', bookingMessages.timeInvalid],
    ['preferredTime', '07:30', bookingMessages.timeInvalid],
    ['preferredTime', '18:00', bookingMessages.timeInvalid],
    ['biggestQuestion', 'x'.repeat(1001), bookingMessages.questionTooLong],
  ])('%s %j: %s', (field, value, message) => {
    expect(messagesByField(schema, { ...validBooking, [field]: value })).toEqual({ [field]: [message] });
  });

  it('refuses a slot today that is less than an hour away, and accepts one that is not', () => {
    expect(messagesByField(schema, { ...validBooking, preferredDate: '2026-11-02', preferredTime: '10:30' })).toEqual({
      preferredTime: [bookingMessages.timePassed],
    });
    expect(schema.safeParse({ ...validBooking, preferredDate: '2026-11-02', preferredTime: '11:00' }).success).toBe(true);
  });

  it('shows a past date beside a bad e-mail at once', () => {
    expect(messagesByField(schema, { ...validBooking, email: 'nope', preferredDate: '2026-10-30' })).toEqual({
      email: ['Please enter a valid email address'],
      preferredDate: [bookingMessages.datePast],
    });
    expect(messagesByField(schema, { ...validBooking, email: '', preferredDate: '2026-10-30' })).toEqual({
      email: [bookingMessages.emailRequired],
      preferredDate: [bookingMessages.datePast],
    });
  });

  it('shows a time that has passed today beside a bad e-mail at once', () => {
    expect(messagesByField(schema, { ...validBooking, email: 'nope', preferredDate: '2026-11-02', preferredTime: '09:00' })).toEqual({
      email: ['Please enter a valid email address'],
      preferredTime: [bookingMessages.timePassed],
    });
  });

  it('depends on its clock: the same booking passes on Monday and fails once Tuesday 09:00 is under an hour away', () => {
    const booking = { ...validBooking, preferredDate: '2026-11-03', preferredTime: '09:00' };
    expect(bookCallSchemaAt(MONDAY_10AM).safeParse(booking).success).toBe(true);
    expect(messagesByField(bookCallSchemaAt(new Date('2026-11-03T16:30:00Z')), booking)).toEqual({
      preferredTime: [bookingMessages.timePassed],
    });
    expect(messagesByField(bookCallSchemaAt(new Date('2026-11-04T16:30:00Z')), booking)).toEqual({
      preferredDate: [bookingMessages.datePast],
    });
  });

  it('accepts exactly the slots slotsFor offers, for every date and time over three weeks at several clocks', () => {
    const clocks = ['2026-11-02T18:00:00Z', '2026-11-03T00:31:00Z', '2026-11-07T18:00:00Z', '2027-03-12T23:10:00Z'].map(
      (instant) => new Date(instant),
    );
    const times = [...BUSINESS_DAY_SLOTS, '07:30', '18:00', '09:15'];
    for (const now of clocks) {
      const atNow = bookCallSchemaAt(now);
      for (const date of datesFrom(agencyToday(now), 21).concat(['2026-10-30', '2027-06-01'])) {
        const offered = slotsFor(date, now);
        for (const time of times) {
          const accepted = atNow.safeParse({ ...validBooking, preferredDate: date, preferredTime: time }).success;
          expect(accepted, `${date} ${time} at ${now.toISOString()}`).toBe(offered.includes(time));
          expect(bookingSlotIssue(date, time, now) === null).toBe(accepted);
        }
      }
    }
  });

  it('checks only the format without a clock: bookCallSchema alone lets a past weekday through', () => {
    expect(bookCallSchema.safeParse({ ...validBooking, preferredDate: '2020-01-06' }).success).toBe(true);
    expect(bookCallSchemaAt(MONDAY_10AM).safeParse({ ...validBooking, preferredDate: '2020-01-06' }).success).toBe(false);
  });

  it('refuses to be built with an invalid clock', () => {
    expect(() => bookCallSchemaAt(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('bookCallRequestSchemaAt (book-call body)', () => {
  const schema = bookCallRequestSchemaAt(MONDAY_10AM);
  const envelope = {
    clientSubmissionId: '3f1c2a4e-9b7d-4c1e-8a2f-6d5b4c3a2e1f',
    website: '',
    attribution: { utm_source: 'google', landing_page: '/call-booking' },
  };

  it('accepts the booking with its submission envelope', () => {
    const parsed = schema.parse({ ...validBooking, ...envelope });
    expect(parsed.clientSubmissionId).toBe(envelope.clientSubmissionId);
    expect(parsed.attribution).toEqual(envelope.attribution);
    expect(parsed.email).toBe('visitor@example.com');
  });

  it('keeps a filled honeypot for the handler to judge', () => {
    expect(schema.parse({ ...validBooking, website: 'https://spam.example' }).website).toBe('https://spam.example');
  });

  it('refuses a bad submission id and still applies the date and slot rules', () => {
    expect(messagesByField(schema, { ...validBooking, ...envelope, clientSubmissionId: 'abc', preferredDate: '2026-10-30' })).toEqual({
      clientSubmissionId: ['Invalid submission id'],
      preferredDate: [bookingMessages.datePast],
    });
  });
});

describe('the booking messages', () => {
  it('has a message for every outcome, none empty and no two alike', () => {
    const messages = Object.values(bookingMessages);
    for (const message of messages) expect(message.trim()).not.toBe('');
    expect(new Set(messages).size, messages.join(' | ')).toBe(messages.length);
  });
});
