import type { BookingAvailabilityAnswer, BookingRefusal, ManageBookingAnswer } from '@shared/function-answers.ts';
import { callFunction, UNREADABLE_ANSWER_MESSAGE } from './call-function';
import { env } from './env';

/** The network: each call answers what the test set with `answer`. */
const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown = null, headers: Record<string, string> = {}) =>
  fetchMock.mockImplementation(async () => new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

const booking = { slotStart: '2026-12-07T17:00:00.000Z', timeZone: 'America/New_York', status: 'booked', started: false, sequence: 2 } as const;

describe('callFunction', () => {
  it("posts JSON to the project's function with the publishable key, as supabase-js would", async () => {
    answer(200, { success: true });
    await callFunction('send-contact-email', { name: 'Dana' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${env.VITE_SUPABASE_URL}/functions/v1/send-contact-email`);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ name: 'Dana' }));
    expect(init?.headers).toEqual({
      'Content-Type': 'application/json',
      apikey: env.VITE_SUPABASE_PUBLISHABLE_KEY,
      Authorization: `Bearer ${env.VITE_SUPABASE_PUBLISHABLE_KEY}`,
    });
  });

  it("gives a success as the function's answer schema reads it", async () => {
    const view: ManageBookingAnswer = { booking };
    answer(200, view);
    await expect(callFunction('manage-booking', { action: 'view' })).resolves.toEqual({ ok: true, data: view });

    const availability: BookingAvailabilityAnswer = { availability: { closedDates: ['2026-12-24'], weeklyHours: [{ weekday: 5, isOpen: false, opensAt: '08:00', closesAt: '18:00' }] } };
    answer(200, availability);
    await expect(callFunction('booking-availability', {})).resolves.toEqual({ ok: true, data: availability });

    answer(200, { success: true, leadId: 'lead-1' });
    await expect(callFunction('submit-lead', {})).resolves.toEqual({ ok: true, data: { success: true, leadId: 'lead-1' } });
  });

  it('refuses an answer of the wrong shape as a failure, never a crash', async () => {
    for (const wrong of [null, { booking: { ...booking, sequence: 'two' } }, { booking: { ...booking, slotStart: 'soon' } }, { availability: {} }]) {
      answer(200, wrong);
      await expect(callFunction('manage-booking', {})).resolves.toEqual({ ok: false, reason: 'failed', message: UNREADABLE_ANSWER_MESSAGE, status: 200 });
    }
    answer(200, { booking });
    await expect(callFunction('booking-availability', {})).resolves.toMatchObject({ ok: false, reason: 'failed', message: UNREADABLE_ANSWER_MESSAGE });
    answer(200, { message: 42 });
    await expect(callFunction('approve-sign-in-network', {})).resolves.toMatchObject({ ok: false, reason: 'failed' });
  });

  it('reads a 400 with field issues as invalid input', async () => {
    answer(400, { error: 'Validation failed', issues: [{ path: 'email', message: 'Email is required' }] });
    await expect(callFunction('book-call', {})).resolves.toEqual({ ok: false, reason: 'invalid', message: 'Validation failed', issues: [{ path: 'email', message: 'Email is required' }] });
  });

  it('reads a 409 that carries the booking as it now stands, and one that names only a field', async () => {
    const refusal: BookingRefusal = { error: 'This call was changed a moment ago.', booking: { ...booking, sequence: 3 } };
    answer(409, refusal);
    await expect(callFunction('manage-booking', {})).resolves.toEqual({ ok: false, reason: 'failed', message: refusal.error, status: 409, data: refusal });

    answer(409, { error: 'Taken', issues: [{ path: 'preferredTime', message: 'Taken' }] });
    await expect(callFunction('manage-booking', {})).resolves.toEqual({ ok: false, reason: 'failed', message: 'Taken', status: 409, issues: [{ path: 'preferredTime', message: 'Taken' }] });

    // A booking of the wrong shape is not read as one.
    answer(409, { error: 'Refused', booking: { sequence: 3 } });
    await expect(callFunction('manage-booking', {})).resolves.toEqual({ ok: false, reason: 'failed', message: 'Refused', status: 409 });
  });

  it('reads a rate limit with its Retry-After, a server error with its status, and a network failure with its message', async () => {
    answer(429, { error: 'Too many requests.' }, { 'Retry-After': '120' });
    await expect(callFunction('manage-booking', {})).resolves.toEqual({ ok: false, reason: 'failed', message: 'Too many requests.', status: 429, retryAfterSeconds: 120 });
    answer(502);
    await expect(callFunction('manage-booking', {})).resolves.toMatchObject({ ok: false, reason: 'failed', status: 502 });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callFunction('manage-booking', {})).resolves.toEqual({ ok: false, reason: 'failed', message: 'Failed to fetch' });
  });
});
