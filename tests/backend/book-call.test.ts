/**
 * book-call end to end against the local backend (PGlite, the migrations, the local mailbox), with the
 * function's clock injected so that "today" and "past" are fixed: 2027-03-03 is a Wednesday and the
 * clock stands at 10:00 in Los Angeles (PST, UTC−8) unless a test moves it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tables } from '../../supabase/functions/_shared/database.types.ts';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import { bookCallDependenciesFromEnv, createBookCallHandler } from '../../supabase/functions/_shared/handlers/book-call.ts';
import { bookingMessages } from '../../supabase/functions/_shared/rules/booking/calendar.ts';
import { readInvite } from '../ics-reader.ts';
import { siteIdentity } from '../../supabase/functions/_shared/rules/content/site-identity.ts';
import { newLocalHumanCheckToken } from '../../supabase/functions/_shared/rules/submission.ts';
import type { TestBackend } from './harness.ts';
import { contactBody, invoke, leadsFor, mailTo, startLeadBackend, teamMailAbout, uniqueEmail } from './lead-test-kit.ts';

const WEDNESDAY_10_AM_PST = new Date('2027-03-03T18:00:00Z');
let clock = WEDNESDAY_10_AM_PST;
let backend: TestBackend;

beforeAll(async () => {
  backend = await startLeadBackend({
    // Every booking here comes from 127.0.0.1: the live-booking caps have tests of their own (booking-abuse.test.ts).
    secrets: { BOOKING_LIVE_LIMIT_PER_IP: '100000' },
    functions: { 'book-call': (env) => createBookCallHandler({ ...bookCallDependenciesFromEnv(env), now: () => clock }) },
  });
});
afterAll(() => backend.stop());
beforeEach(() => {
  clock = WEDNESDAY_10_AM_PST;
});

function bookingBody(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email,
    phone: '(555) 010-2000',
    preferredDate: '2027-03-04',
    preferredTime: '09:00',
    biggestQuestion: 'How do I get more calls?',
    humanCheckToken: newLocalHumanCheckToken(),
    clientSubmissionId: randomUUID(),
    ...overrides,
  };
}

async function bookingsWhere(column: 'email' | 'slot_start', value: string): Promise<Tables<'call_bookings'>[]> {
  const { data, error } = await backend.serviceClient().from('call_bookings').select('*').eq(column, value);
  if (error) throw error;
  return data as Tables<'call_bookings'>[];
}

describe('refusals', () => {
  it('refuses a date before today in Los Angeles with a field message', async () => {
    const answer = await invoke(backend, 'book-call', bookingBody(uniqueEmail('past'), { preferredDate: '2027-03-02' }));
    expect(answer).toEqual({
      status: 400,
      body: { error: 'Validation failed', issues: [{ path: 'preferredDate', message: bookingMessages.datePast }] },
    });
  });

  it("judges today by the Los Angeles calendar: at 16:10 PST it is already tomorrow in UTC, yet today's later slots stay bookable", async () => {
    clock = new Date('2027-03-04T00:10:00Z'); // Wednesday 2027-03-03 16:10 in Los Angeles
    const email = uniqueEmail('evening');
    const late = await invoke(backend, 'book-call', bookingBody(email, { preferredDate: '2027-03-03', preferredTime: '17:30' }));
    expect(late).toMatchObject({ status: 200, body: { success: true } });
    const [booking] = await bookingsWhere('email', email);
    expect(booking?.slot_start).toBe('2027-03-04T01:30:00+00:00');

    const tooSoon = await invoke(backend, 'book-call', bookingBody(uniqueEmail('soon'), { preferredDate: '2027-03-03', preferredTime: '16:30' }));
    expect(tooSoon.body).toEqual({ error: 'Validation failed', issues: [{ path: 'preferredTime', message: bookingMessages.timePassed }] });
    const yesterday = await invoke(backend, 'book-call', bookingBody(uniqueEmail('yesterday'), { preferredDate: '2027-03-02', preferredTime: '17:30' }));
    expect(yesterday.body).toEqual({ error: 'Validation failed', issues: [{ path: 'preferredDate', message: bookingMessages.datePast }] });
  });

  it('refuses a time that is not an offered slot, and a weekend day', async () => {
    const offHalfHour = await invoke(backend, 'book-call', bookingBody(uniqueEmail('slot'), { preferredTime: '09:15' }));
    expect(offHalfHour).toEqual({
      status: 400,
      body: { error: 'Validation failed', issues: [{ path: 'preferredTime', message: bookingMessages.timeInvalid }] },
    });
    const beforeOpening = await invoke(backend, 'book-call', bookingBody(uniqueEmail('early'), { preferredTime: '07:30' }));
    expect(beforeOpening.body).toMatchObject({ issues: [{ path: 'preferredTime', message: bookingMessages.timeInvalid }] });
    const saturday = await invoke(backend, 'book-call', bookingBody(uniqueEmail('weekend'), { preferredDate: '2027-03-06' }));
    expect(saturday.body).toMatchObject({ issues: [{ path: 'preferredDate', message: bookingMessages.dateNotBusinessDay }] });
  });

  it('stores nothing for a request that fails validation', async () => {
    const email = uniqueEmail('invalid');
    await invoke(backend, 'book-call', bookingBody(email, { phone: '' }));
    expect(await bookingsWhere('email', email)).toEqual([]);
    expect(await leadsFor(backend, email)).toEqual([]);
  });
});

describe('a good booking', () => {
  it('is stored with its slot in UTC and the agency time zone, across daylight saving', async () => {
    const winter = uniqueEmail('winter');
    const summer = uniqueEmail('summer');
    expect((await invoke(backend, 'book-call', bookingBody(winter, { preferredDate: '2027-03-04', preferredTime: '10:00' }))).status).toBe(200);
    expect((await invoke(backend, 'book-call', bookingBody(summer, { preferredDate: '2027-04-15', preferredTime: '10:00' }))).status).toBe(200);

    const [winterBooking] = await bookingsWhere('email', winter);
    expect(winterBooking).toMatchObject({
      slot_start: '2027-03-04T18:00:00+00:00', // 10:00 PST
      time_zone: 'America/Los_Angeles',
      preferred_date: '2027-03-04',
      preferred_time: '10:00',
      phone: '(555) 010-2000',
      biggest_question: 'How do I get more calls?',
      status: 'booked',
    });
    const [summerBooking] = await bookingsWhere('email', summer);
    expect(summerBooking?.slot_start).toBe('2027-04-15T17:00:00+00:00'); // 10:00 PDT
  });

  it('links to the lead with the same e-mail, and leaves its status and call_booked alone', async () => {
    const email = uniqueEmail('known');
    // The lead comes from the contact form, as on the site; the booking is typed with different capitals.
    expect((await invoke(backend, 'send-contact-email', contactBody(email))).status).toBe(200);
    const answer = await invoke(backend, 'book-call', bookingBody(email.toUpperCase(), { preferredTime: '10:30' }));
    expect(answer.status).toBe(200);

    // The visitor's e-mail is unverified: anyone could have typed it. Staff see the booking and decide.
    const leads = await leadsFor(backend, email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ source: 'contact', call_booked: false, status: 'New' });
    const [booking] = await bookingsWhere('email', email);
    expect(booking?.lead_id).toBe(leads[0]?.id);
  });

  it('creates a call-booked lead when no lead has the e-mail', async () => {
    const email = uniqueEmail('new');
    expect((await invoke(backend, 'book-call', bookingBody(email, { preferredTime: '11:00' }))).status).toBe(200);
    const leads = await leadsFor(backend, email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ source: 'call-booking', email, call_booked: true, status: 'Call Booked' });
  });

  it('books once for one client submission id, however often it is sent', async () => {
    const email = uniqueEmail('retry');
    const body = bookingBody(email, { preferredTime: '11:30' });
    const first = await invoke(backend, 'book-call', body);
    const second = await invoke(backend, 'book-call', body);
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(await bookingsWhere('email', email)).toHaveLength(1);
    await settleBackgroundTasks();
    expect(await mailTo(backend, email)).toHaveLength(1);
  });
});

describe('one booking per slot', () => {
  it('refuses a slot already taken with 409 and the field message', async () => {
    expect((await invoke(backend, 'book-call', bookingBody(uniqueEmail('first'), { preferredTime: '12:00' }))).status).toBe(200);
    const loser = uniqueEmail('second');
    const answer = await invoke(backend, 'book-call', bookingBody(loser, { preferredTime: '12:00' }));
    expect(answer).toEqual({
      status: 409,
      body: { error: bookingMessages.slotTaken, issues: [{ path: 'preferredTime', message: bookingMessages.slotTaken }] },
    });
    expect(await bookingsWhere('email', loser)).toEqual([]);
    expect(await leadsFor(backend, loser)).toEqual([]);
  });

  it('leaves exactly one booking when two requests race for the same slot', async () => {
    const answers = await Promise.all([
      invoke(backend, 'book-call', bookingBody(uniqueEmail('racer-a'), { preferredTime: '13:00' })),
      invoke(backend, 'book-call', bookingBody(uniqueEmail('racer-b'), { preferredTime: '13:00' })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await bookingsWhere('slot_start', '2027-03-04T21:00:00Z')).toHaveLength(1);
  });

  it('refuses a second booking of a slot in the database itself, whatever the application does', async () => {
    const insert = `insert into public.call_bookings (email, phone, slot_start) values ($1, '555', '2027-03-05T17:00:00Z')`;
    await backend.db.query(insert, ['db-a@example.com']);
    await expect(backend.db.query(insert, ['db-b@example.com'])).rejects.toMatchObject({ code: '23505' });
    // A cancelled booking frees its slot.
    await backend.db.query(`update public.call_bookings set status = 'cancelled' where email = 'db-a@example.com'`);
    await backend.db.query(insert, ['db-b@example.com']);
  });
});

describe('e-mails', () => {
  it('sends the visitor a confirmation with the calendar invite and the team a notification', async () => {
    const email = uniqueEmail('invite');
    expect((await invoke(backend, 'book-call', bookingBody(email, { preferredTime: '14:00' }))).status).toBe(200);
    await settleBackgroundTasks();

    const [confirmation] = await mailTo(backend, email);
    expect(confirmation?.subject).toContain('Thursday, March 4, 2027 at 2:00 PM PST');
    expect(confirmation?.text).toContain("We'll reach out within 24 hours to confirm.");
    expect(confirmation?.attachments).toEqual([{ filename: 'invite.ics', contentType: 'text/calendar; charset=UTF-8; method=REQUEST', size: expect.any(Number) }]);

    const response = await fetch(`${backend.url}/mailbox/${confirmation?.id ?? ''}/attachments/0`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=UTF-8; method=REQUEST');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="invite.ics"/);
    expect(readInvite(await response.text())).toMatchObject({
      method: 'REQUEST',
      start: '2027-03-04T22:00:00.000Z',
      end: '2027-03-04T22:30:00.000Z',
      organizer: { address: siteIdentity.email, name: siteIdentity.shortName },
      attendees: [{ address: email, rsvp: true }],
    });
    expect((await fetch(`${backend.url}/mailbox/${confirmation?.id ?? ''}/attachments/1`)).status).toBe(404);

    const [team] = await teamMailAbout(backend, email);
    expect(team?.subject).toContain('Call booking');
    expect(team?.text).toContain('Thursday, March 4, 2027 at 2:00 PM PST');
    expect(team?.text).toContain('(555) 010-2000');
    expect(team?.text).toContain('How do I get more calls?');
    expect(team?.attachments).toBeUndefined();
  });

  it("escapes the visitor's text in the team's e-mail and keeps it out of the visitor's", async () => {
    const email = uniqueEmail('script');
    const question = '<script>alert("x")</script> & more';
    expect((await invoke(backend, 'book-call', bookingBody(email, { preferredTime: '14:30', biggestQuestion: question }))).status).toBe(200);
    await settleBackgroundTasks();

    const [team] = await teamMailAbout(backend, email);
    expect(team?.html).not.toContain('<script>');
    expect(team?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    const [confirmation] = await mailTo(backend, email);
    expect(confirmation?.html).not.toContain('script');
  });
});

describe('honeypot', () => {
  it('answers a filled honeypot like a success, books nothing (the slot stays free) and keeps a spam lead', async () => {
    const bot = uniqueEmail('bot');
    const answer = await invoke(backend, 'book-call', bookingBody(bot, { preferredTime: '15:00', website: 'https://spam.example' }));
    expect(answer).toEqual({ status: 200, body: { success: true } });
    expect(await bookingsWhere('email', bot)).toEqual([]);
    expect(await leadsFor(backend, bot)).toMatchObject([{ source: 'call-booking', is_spam: true, spam_reason: 'honeypot' }]);
    await settleBackgroundTasks();
    expect(await mailTo(backend, bot)).toEqual([]);
    expect((await invoke(backend, 'book-call', bookingBody(uniqueEmail('human'), { preferredTime: '15:00' }))).status).toBe(200);
  });
});
