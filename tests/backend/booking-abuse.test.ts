/**
 * Booking abuse against the local backend with the real book-call: a booking needs the human
 * check; book_call caps live bookings per client address and per mailbox (2 each by default), also
 * when the requests race; the booking stores the client's salted hash, never its address, and staff see how
 * many live bookings each client holds; and a booking with a known lead's e-mail changes nothing staff set.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tables } from '../../supabase/functions/_shared/database.types.ts';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import { bookingMessages } from '../../supabase/functions/_shared/rules/booking/calendar.ts';
import type { TestBackend } from './harness.ts';
import { ADMIN_EMAIL, eventsOf, signIn } from './lead-inbox-kit.ts';
import { bookingBody, contactBody, gmailSpellings, leadsFor, mailTo, plusSpellings, postFrom, startLeadBackend, uniqueEmail, uniqueIp } from './lead-test-kit.ts';

let backend: TestBackend;
let admin: SupabaseClient;

beforeAll(async () => {
  // The defaults of production: 2 live bookings per client address and per e-mail address.
  backend = await startLeadBackend();
  await backend.insertUser(ADMIN_EMAIL, { password: 'correct horse battery staple', admin: true });
  admin = await signIn(backend, ADMIN_EMAIL);
});
afterAll(() => backend.stop());

type BookingRow = Pick<Tables<'call_bookings'>, 'id' | 'email' | 'lead_id' | 'client_address_hash'>;

async function bookingsOf(emails: string[]): Promise<BookingRow[]> {
  const { data, error } = await backend.serviceClient().from('call_bookings').select('id, email, lead_id, client_address_hash').in('email', emails);
  if (error) throw error;
  return data as BookingRow[];
}

const clientCap = { error: bookingMessages.tooManyFromClient, issues: [{ path: 'email', message: bookingMessages.tooManyFromClient }] };
const emailCap = { error: bookingMessages.tooManyForEmail, issues: [{ path: 'email', message: bookingMessages.tooManyForEmail }] };

describe('the human check', () => {
  it('refuses a booking without a token with the check’s message, and books nothing', async () => {
    const email = uniqueEmail('no-token');
    const answer = await postFrom(backend, uniqueIp(), 'book-call', bookingBody(email, { humanCheckToken: undefined }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'Validation failed', issues: [{ path: 'humanCheckToken', message: 'Please complete the reCAPTCHA verification' }] });
    expect(await bookingsOf([email])).toEqual([]);
  });

  it('refuses a token spent on another booking', async () => {
    const first = bookingBody(uniqueEmail('token-a'));
    expect((await postFrom(backend, uniqueIp(), 'book-call', first)).status).toBe(200);
    const second = bookingBody(uniqueEmail('token-b'), { humanCheckToken: first.humanCheckToken });
    expect((await postFrom(backend, uniqueIp(), 'book-call', second)).status).toBe(400);
  });
});

describe('live bookings per client address', () => {
  it('stops a run of bookings from one address with fresh e-mails at 2, and sends e-mails for those 2 only', async () => {
    const ip = uniqueIp();
    const emails = Array.from({ length: 6 }, (_, index) => uniqueEmail(`run-${index}`));
    const answers = [];
    for (const email of emails) answers.push(await postFrom(backend, ip, 'book-call', bookingBody(email)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 409, 409, 409, 409]);
    expect(answers[2]?.body).toEqual(clientCap);

    const stored = await bookingsOf(emails);
    expect(stored.map((booking) => booking.email).sort()).toEqual(emails.slice(0, 2).sort());
    await settleBackgroundTasks();
    const mailed = await Promise.all(emails.map(async (email) => (await mailTo(backend, email)).length));
    expect(mailed).toEqual([1, 1, 0, 0, 0, 0]);
  });

  it('holds when the requests race', async () => {
    const ip = uniqueIp();
    const emails = Array.from({ length: 6 }, (_, index) => uniqueEmail(`race-${index}`));
    const answers = await Promise.all(emails.map((email) => postFrom(backend, ip, 'book-call', bookingBody(email))));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    expect(await bookingsOf(emails)).toHaveLength(2);
  });

  it('stores the salted hash of the address, never the address, the same for one client', async () => {
    const ip = uniqueIp();
    const emails = [uniqueEmail('hash-a'), uniqueEmail('hash-b')];
    for (const email of emails) expect((await postFrom(backend, ip, 'book-call', bookingBody(email))).status).toBe(200);
    const stored = await bookingsOf(emails);
    expect(stored).toHaveLength(2);
    const [hash] = new Set(stored.map((booking) => booking.client_address_hash));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.every((booking) => booking.client_address_hash === hash)).toBe(true);
    const { rows } = await backend.db.query<{ found: number }>(
      `select count(*)::int as found from public.call_bookings where row_to_json(call_bookings)::text like '%' || $1 || '%'`,
      [ip],
    );
    expect(rows[0]?.found).toBe(0);
  });

  it('frees a place when staff cancel one of the client’s calls', async () => {
    const ip = uniqueIp();
    const [a, b, c] = [uniqueEmail('cancel-a'), uniqueEmail('cancel-b'), uniqueEmail('cancel-c')];
    expect((await postFrom(backend, ip, 'book-call', bookingBody(a))).status).toBe(200);
    expect((await postFrom(backend, ip, 'book-call', bookingBody(b))).status).toBe(200);
    expect((await postFrom(backend, ip, 'book-call', bookingBody(c))).status).toBe(409);
    const [first] = await bookingsOf([a]);
    const cancelled = await admin.functions.invoke('staff-booking', { body: { action: 'cancel', bookingId: first?.id, expectedSequence: 0 } });
    expect(cancelled.error).toBeNull();
    expect((await postFrom(backend, ip, 'book-call', bookingBody(c))).status).toBe(200);
  });
});

describe('live bookings per e-mail address', () => {
  it('stops one e-mail from fresh addresses at 2', async () => {
    const email = uniqueEmail('one-email');
    const answers = [];
    for (let index = 0; index < 5; index += 1) answers.push(await postFrom(backend, uniqueIp(), 'book-call', bookingBody(email)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 409, 409, 409]);
    expect(answers[2]?.body).toEqual(emailCap);
    expect(await bookingsOf([email])).toHaveLength(2);
  });

  it('counts one mailbox under any spelling, and stores each booking under the address as typed (decision 026)', async () => {
    const spellings = [...plusSpellings('one-mailbox', 3), ...gmailSpellings('onemailbox').slice(0, 2)];
    const answers = [];
    for (const spelling of spellings) answers.push(await postFrom(backend, uniqueIp(), 'book-call', bookingBody(spelling)));
    // Two mailboxes: three tags of one, two dotted spellings of one Gmail inbox.
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 409, 200, 200]);
    expect(answers[2]?.body).toEqual(emailCap);
    expect((await bookingsOf(spellings)).map((booking) => booking.email).sort()).toEqual([spellings[0], spellings[1], spellings[3], spellings[4]].sort());
    const more = await postFrom(backend, uniqueIp(), 'book-call', bookingBody(spellings[4]?.replace('@gmail.com', '@googlemail.com').replace('.', '') ?? ''));
    expect(more.body).toEqual(emailCap);
  });

  it('answers the retry of a stored booking as before, even over the cap', async () => {
    const email = uniqueEmail('retry');
    const bodies = [bookingBody(email), bookingBody(email)];
    for (const body of bodies) expect((await postFrom(backend, uniqueIp(), 'book-call', body)).status).toBe(200);
    const retry = await postFrom(backend, uniqueIp(), 'book-call', bodies[1]);
    expect(retry).toMatchObject({ status: 200, body: { success: true, bookingId: expect.any(String) } });
  });
});

describe('what staff see', () => {
  it('the number of live bookings from each booking’s client address, in the bookings list', async () => {
    const busy = uniqueIp();
    const [a, b] = [uniqueEmail('busy-a'), uniqueEmail('busy-b')];
    const single = uniqueEmail('single');
    expect((await postFrom(backend, busy, 'book-call', bookingBody(a))).status).toBe(200);
    expect((await postFrom(backend, busy, 'book-call', bookingBody(b))).status).toBe(200);
    expect((await postFrom(backend, uniqueIp(), 'book-call', bookingBody(single))).status).toBe(200);

    const { data, error } = await admin.from('call_booking_list').select('email, live_bookings_from_client').in('email', [a, b, single]).order('email');
    expect(error).toBeNull();
    expect(data).toEqual([
      { email: a, live_bookings_from_client: 2 },
      { email: b, live_bookings_from_client: 2 },
      { email: single, live_bookings_from_client: 1 },
    ]);
    // Nobody else reads it.
    const anon = await backend.anonClient().from('call_booking_list').select('email').in('email', [a]);
    expect(anon.data ?? []).toEqual([]);
  });
});

describe('a booking with a known lead’s e-mail (decision 013, item 9)', () => {
  it('links to the lead but leaves the status staff set, and call_booked, alone; the booking shows in the list', async () => {
    const email = uniqueEmail('known');
    expect((await postFrom(backend, uniqueIp(), 'send-contact-email', contactBody(email))).status).toBe(200);
    const [lead] = await leadsFor(backend, email);
    const moved = await admin.from('leads').update({ status: 'Nurturing' }).eq('id', lead?.id ?? '').select('status').single();
    expect(moved.error).toBeNull();
    const eventsBefore = await eventsOf(backend, lead?.id ?? '');

    const answer = await postFrom(backend, uniqueIp(), 'book-call', bookingBody(email.toUpperCase(), { clientSubmissionId: randomUUID() }));
    expect(answer.status).toBe(200);

    const { data: after } = await backend.serviceClient().from('leads').select('status, call_booked').eq('id', lead?.id ?? '').single();
    expect(after).toEqual({ status: 'Nurturing', call_booked: false });
    expect(await eventsOf(backend, lead?.id ?? '')).toEqual(eventsBefore);
    const { data: listed } = await admin.from('call_booking_list').select('lead_id, status').eq('email', email);
    expect(listed).toEqual([{ lead_id: lead?.id, status: 'booked' }]);
  });

  it('leaves a New lead New', async () => {
    const email = uniqueEmail('new-lead');
    expect((await postFrom(backend, uniqueIp(), 'send-contact-email', contactBody(email))).status).toBe(200);
    expect((await postFrom(backend, uniqueIp(), 'book-call', bookingBody(email))).status).toBe(200);
    expect(await leadsFor(backend, email)).toMatchObject([{ source: 'contact' }]);
    const { data } = await backend.serviceClient().from('leads').select('status, call_booked').eq('email', email);
    expect(data).toEqual([{ status: 'New', call_booked: false }]);
  });

  it('still creates a Call Booked lead when no lead has the e-mail', async () => {
    const email = uniqueEmail('fresh');
    expect((await postFrom(backend, uniqueIp(), 'book-call', bookingBody(email))).status).toBe(200);
    const { data } = await backend.serviceClient().from('leads').select('source, status, call_booked').eq('email', email);
    expect(data).toEqual([{ source: 'call-booking', status: 'Call Booked', call_booked: true }]);
  });
});
