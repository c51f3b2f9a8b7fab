import { describe, expect, it, vi } from 'vitest';
import {
  createBookCallHandler,
  type BookCallDependencies,
  type BookCallResult,
  type BookingLiveLimits,
  type BookingLeadRecord,
  type BookingRecord,
  type OutboxMessageWithAttachments,
} from './book-call.ts';
import { parseMailbox, utf8Base64 } from './emails/booking-emails.ts';
import { hashManageToken } from '../rules/booking/manage-link.ts';
import { bookingMessages } from '../rules/booking/calendar.ts';
import { BOOKING_ICS_CONTENT_TYPE, BOOKING_ICS_FILENAME } from '../rules/booking/ics.ts';
import { readInvite } from '../../../../tests/ics-reader.ts';
import { HUMAN_CHECK_ISSUE, type HumanCheckResult } from '../infra/human-check.ts';
import { STORE_FAILED_MESSAGE, UNVERIFIED_WARNING, type LeadRecord, type OutboxMessage } from './lead-intake.ts';

// Wednesday 2027-03-03, 10:00 in Los Angeles (PST).
const NOW = new Date('2027-03-03T18:00:00Z');
const BOOKING_ID = '11111111-1111-4111-8111-111111111111';
const CLIENT_HASH = 'a'.repeat(64);

interface Call {
  booking: BookingRecord;
  lead: BookingLeadRecord;
  messages: OutboxMessageWithAttachments[];
}

function setup(
  result: BookCallResult | Error = { booking_id: BOOKING_ID, lead_id: 'lead-1', message_ids: ['m1', 'm2'], duplicate: false, lead_created: false },
  {
    waits = {},
    storedBookings = [],
    humanCheck = { outcome: 'local' },
  }: { waits?: { client?: number; email?: number }; storedBookings?: string[]; humanCheck?: HumanCheckResult } = {},
) {
  const calls: Call[] = [];
  const limits: BookingLiveLimits[] = [];
  const spamLeads: { lead: LeadRecord; messages: OutboxMessage[] }[] = [];
  const dispatch = vi.fn(async () => undefined);
  const background: string[] = [];
  const deps: BookCallDependencies = {
    store: {
      book: async (booking, lead, messages, liveLimits) => {
        calls.push({ booking, lead, messages });
        limits.push(liveLimits);
        if (result instanceof Error) throw result;
        return result;
      },
      hasBooking: async (id) => storedBookings.includes(id),
    },
    leads: {
      async submit(lead, messages) {
        spamLeads.push({ lead, messages });
        return { lead_id: 'spam-lead', duplicate: false, message_ids: [] };
      },
      hasSubmission: async () => false,
    },
    rateLimiter: { takeForClient: async () => waits.client ?? 0, takeForEveryone: async () => 0, takeForEmail: async () => waits.email ?? 0 },
    humanCheck: { verify: async (token) => (token ? humanCheck : { outcome: 'refused', reason: 'no token' }) },
    liveLimits: { perClient: 2, perEmail: 3 },
    clientAddressHash: async () => CLIENT_HASH,
    dispatcher: { dispatch },
    runInBackground: (task, label) => {
      background.push(label);
      void task;
    },
    settings: { siteUrl: 'https://www.example.com', brandName: 'Westside Growth' },
    emailFrom: 'Westside Growth <hello@example.com>',
    now: () => NOW,
    newId: () => BOOKING_ID,
  };
  return { handler: createBookCallHandler(deps), calls, limits, dispatch, background, spamLeads };
}

function post(body: unknown): Request {
  return new Request('http://localhost/book-call', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

const good = {
  email: 'Ada@Example.com',
  phone: '(555) 010-2000',
  preferredDate: '2027-03-04',
  preferredTime: '09:00',
  biggestQuestion: '<b>How</b> do I grow?',
  clientSubmissionId: '22222222-2222-4222-8222-222222222222',
  humanCheckToken: 'local-human-check:33333333-3333-4333-8333-333333333333',
  attribution: { utm_source: 'google' },
};

function decode(base64: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (character) => character.charCodeAt(0)));
}

describe('book-call handler', () => {
  it('accepts POST only', async () => {
    const { handler } = setup();
    expect((await handler(new Request('http://localhost/book-call'))).status).toBe(405);
  });

  it('refuses a past date with the field message, judged by the injected clock', async () => {
    const { handler, calls } = setup();
    const response = await handler(post({ ...good, preferredDate: '2027-03-02' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Validation failed', issues: [{ path: 'preferredDate', message: bookingMessages.datePast }] });
    expect(calls).toHaveLength(0);
  });

  it('answers a filled honeypot or a form sent under 3 s with success, books nothing and keeps a spam lead without e-mails', async () => {
    for (const [overrides, reason] of [
      [{ website: 'spam' }, 'honeypot'],
      [{ formElapsedMs: 900 }, 'too-fast'],
    ] as const) {
      const { handler, calls, background, spamLeads } = setup();
      const response = await handler(post({ ...good, ...overrides }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
      expect(calls).toHaveLength(0);
      expect(background).toHaveLength(0);
      expect(spamLeads).toHaveLength(1);
      expect(spamLeads[0]?.messages).toEqual([]);
      expect(spamLeads[0]?.lead).toMatchObject({
        source: 'call-booking',
        email: 'ada@example.com',
        is_spam: true,
        spam_reason: reason,
        client_submission_id: good.clientSubmissionId,
        details: { requested_slot: '2027-03-04T17:00:00.000Z', biggest_question: '<b>How</b> do I grow?' },
      });
    }
  });

  it('books a form sent after 3 s', async () => {
    const { handler, calls, spamLeads } = setup();
    expect(await (await handler(post({ ...good, formElapsedMs: 3000 }))).json()).toEqual({ success: true, bookingId: BOOKING_ID });
    expect(calls).toHaveLength(1);
    expect(spamLeads).toHaveLength(0);
  });

  it('answers 429 with Retry-After to a client or an address over its limit, and books nothing', async () => {
    for (const waits of [{ client: 60 }, { email: 3000 }]) {
      const { handler, calls } = setup(undefined, { waits });
      const response = await handler(post(good));
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe(String(waits.client ?? waits.email));
      expect(calls).toHaveLength(0);
    }
  });

  it('lets the retry of a stored booking through the address limit', async () => {
    const { handler, calls } = setup(
      { booking_id: 'stored', lead_id: 'lead-1', message_ids: [], duplicate: true, lead_created: false },
      { waits: { email: 3000 }, storedBookings: [good.clientSubmissionId] },
    );
    expect(await (await handler(post(good))).json()).toEqual({ success: true, bookingId: 'stored' });
    expect(calls).toHaveLength(1);
  });

  it("stores the slot in UTC with the visitor's zone and the manage token's hash, and queues the e-mails and the reminder still ahead", async () => {
    const { handler, calls, dispatch, background } = setup();
    const response = await handler(post({ ...good, timeZone: 'America/New_York' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, bookingId: BOOKING_ID });

    const [call] = calls;
    expect(call?.booking).toEqual({
      id: BOOKING_ID,
      email: 'ada@example.com',
      phone: '(555) 010-2000',
      slot_start: '2027-03-04T17:00:00.000Z',
      time_zone: 'America/New_York',
      preferred_date: '2027-03-04',
      preferred_time: '09:00',
      biggest_question: '<b>How</b> do I grow?',
      client_submission_id: good.clientSubmissionId,
      client_address_hash: CLIENT_HASH,
      manage_token_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(call?.lead).toMatchObject({ source: 'call-booking', email: 'ada@example.com', attribution: { utm_source: 'google' }, details: { human_check: 'local' } });
    // 23 hours ahead: the 24-hour reminder's moment has passed, the 1-hour one is due in 22 hours.
    expect(call?.messages.map((message) => [message.kind, message.to_address, message.booking_id, message.delay_seconds])).toEqual([
      ['team-notification', null, undefined, undefined],
      ['booking-confirmation', 'ada@example.com', BOOKING_ID, undefined],
      ['booking-reminder-1h', 'ada@example.com', BOOKING_ID, 22 * 3600],
    ]);
    expect(background).toHaveLength(1);
    expect(dispatch).toHaveBeenCalledWith(['m1', 'm2']);
  });

  it("states the call in the visitor's zone, or the agency's without one, and links the manage page by the token whose hash is stored", async () => {
    const { handler, calls } = setup();
    await handler(post({ ...good, timeZone: 'America/New_York' }));
    await handler(post(good));
    const [eastern, pacific] = calls.map((call) => call.messages.find((message) => message.kind === 'booking-confirmation'));
    expect(eastern?.subject).toBe('Your call with Westside Growth is booked: Thursday, March 4, 2027 at 12:00 PM EST');
    expect(pacific?.subject).toBe('Your call with Westside Growth is booked: Thursday, March 4, 2027 at 9:00 AM PST');

    const link = /https:\/\/www\.example\.com\/manage-booking#([A-Za-z0-9_-]{43})/.exec(eastern?.text_body ?? '');
    expect(link).not.toBeNull();
    expect(await hashManageToken(link?.[1] ?? '')).toBe(calls[0]?.booking.manage_token_hash);
    expect(calls[1]?.booking.manage_token_hash).not.toBe(calls[0]?.booking.manage_token_hash);
    const reminder = calls[0]?.messages.find((message) => message.kind === 'booking-reminder-1h');
    expect(reminder?.text_body).toContain('Thursday, March 4, 2027 at 12:00 PM EST');
    expect(reminder?.text_body).toContain(link?.[0]);
  });

  it('refuses a time zone that is not one, with the message on timeZone', async () => {
    const { handler, calls } = setup();
    const response = await handler(post({ ...good, timeZone: 'Mars/Olympus_Mons' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Validation failed',
      issues: [{ path: 'timeZone', message: 'Time zone must be an IANA time zone, such as America/New_York' }],
    });
    expect(calls).toHaveLength(0);
  });

  it('attaches a METHOD:REQUEST invite from the EMAIL_FROM address to the visitor', async () => {
    const { handler, calls } = setup();
    await handler(post(good));
    const confirmation = calls[0]?.messages.find((message) => message.kind === 'booking-confirmation');
    expect(confirmation?.attachments).toHaveLength(1);
    const [invite] = confirmation?.attachments ?? [];
    expect(invite?.filename).toBe(BOOKING_ICS_FILENAME);
    expect(invite?.content_type).toBe(BOOKING_ICS_CONTENT_TYPE);
    const ics = decode(invite?.content_base64 ?? '');
    expect(readInvite(ics)).toMatchObject({
      method: 'REQUEST',
      start: '2027-03-04T17:00:00.000Z',
      uid: `${BOOKING_ID}@example.com`,
      organizer: { address: 'hello@example.com', name: 'Westside Growth' },
      attendees: [{ address: 'ada@example.com', rsvp: true }],
    });
    // What the visitor typed stays out of what goes to the typed address.
    expect(ics).not.toContain('How');
    expect(confirmation?.html).not.toContain('How');
  });

  it("escapes the visitor's question in the team's e-mail", async () => {
    const { handler, calls } = setup();
    await handler(post(good));
    const team = calls[0]?.messages.find((message) => message.kind === 'team-notification');
    expect(team?.reply_to).toBe('ada@example.com');
    expect(team?.html).toContain('&lt;b&gt;How&lt;/b&gt; do I grow?');
    expect(team?.html).not.toContain('<b>How');
  });

  it('answers a taken slot with 409 and the message on preferredTime', async () => {
    const { handler, background } = setup({ slot_taken: true });
    const response = await handler(post(good));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: bookingMessages.slotTaken,
      issues: [{ path: 'preferredTime', message: bookingMessages.slotTaken }],
    });
    expect(background).toHaveLength(0);
  });

  it('refuses a booking without a human-check token with the check\'s message, and books nothing', async () => {
    const { handler, calls } = setup();
    const response = await handler(post({ ...good, humanCheckToken: undefined }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Validation failed', issues: [{ path: 'humanCheckToken', message: HUMAN_CHECK_ISSUE.message }] });
    expect(calls).toHaveLength(0);
  });

  it('lets the retry of a stored booking through a refused (spent) token', async () => {
    const { handler, calls } = setup(
      { booking_id: 'stored', lead_id: 'lead-1', message_ids: [], duplicate: true, lead_created: false },
      { storedBookings: [good.clientSubmissionId], humanCheck: { outcome: 'refused', reason: 'spent' } },
    );
    expect(await (await handler(post(good))).json()).toEqual({ success: true, bookingId: 'stored' });
    expect(calls).toHaveLength(1);
  });

  it('books while Google cannot be asked, and warns the team', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { handler, calls } = setup(undefined, { humanCheck: { outcome: 'unavailable', reason: 'timeout' } });
    expect((await handler(post(good))).status).toBe(200);
    const team = calls[0]?.messages.find((message) => message.kind === 'team-notification');
    expect(team?.text_body).toContain(UNVERIFIED_WARNING);
    expect(calls[0]?.lead.details).toMatchObject({ human_check: 'unverified' });
    warn.mockRestore();
  });

  it('hands book_call the caps, and answers a cap reached with 409 and the message on email', async () => {
    for (const [cap, message] of [
      ['client', bookingMessages.tooManyFromClient],
      ['email', bookingMessages.tooManyForEmail],
    ] as const) {
      const { handler, limits, background } = setup({ live_limit: cap, max_live: 2 });
      const response = await handler(post(good));
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: message, issues: [{ path: 'email', message }] });
      expect(limits).toEqual([{ perClient: 2, perEmail: 3 }]);
      expect(background).toHaveLength(0);
    }
  });

  it('sends nothing again for a repeated submission', async () => {
    const { handler, background } = setup({ booking_id: 'stored', lead_id: 'lead-1', message_ids: [], duplicate: true, lead_created: false });
    const response = await handler(post(good));
    expect(await response.json()).toEqual({ success: true, bookingId: 'stored' });
    expect(background).toHaveLength(0);
  });

  it('answers 503 when the booking cannot be stored', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handler } = setup(new Error('database down'));
    const response = await handler(post(good));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: STORE_FAILED_MESSAGE });
    error.mockRestore();
  });
});

describe('parseMailbox', () => {
  it('reads the name and the address of a From header', () => {
    expect(parseMailbox('Westside Growth <hello@example.com>')).toEqual({ address: 'hello@example.com', name: 'Westside Growth' });
    expect(parseMailbox('"Westside, Inc." <hi@example.com>')).toEqual({ address: 'hi@example.com', name: 'Westside, Inc.' });
    expect(parseMailbox('hello@example.com')).toEqual({ address: 'hello@example.com', name: undefined });
  });
});

describe('utf8Base64', () => {
  it('encodes UTF-8, not Latin-1', () => {
    expect(utf8Base64('café')).toBe('Y2Fmw6k=');
  });
});
