/**
 * Moving and cancelling a booked call in the database (supabase/migrations/20261128130000_booking_changes.sql),
 * called as the manage-booking function calls it: with the service role, through supabase-js. A link's token
 * opens its own booking only; a move keeps the booking and its lead, frees the old slot and withdraws the
 * messages about the booking as it was; two moves racing for one slot leave one winner; and a reminder that
 * comes due for a call already started or cancelled is withdrawn by the claim, never sent.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';

let backend: TestBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.serviceClient();
});
afterAll(() => backend.stop());

const HOUR_MS = 3_600_000;
let slotIndex = 0;
/** A slot about `hoursAhead` from now (negative: past), half an hour after the last one asked for, so that none collide by accident. */
function slot(hoursAhead: number): string {
  slotIndex += 1;
  const onTheHour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  return new Date(onTheHour + hoursAhead * HOUR_MS + slotIndex * (HOUR_MS / 2)).toISOString();
}

const tokenHash = () => createHash('sha256').update(randomUUID()).digest('hex');

interface Booking {
  id: string;
  email: string;
  leadId: string;
  tokenHash: string;
  slotStart: string;
}

/** A booked call with a lead and a manage link, as book_call stores one, and its pending messages: a confirmation and a reminder. */
async function book(slotStart = slot(48)): Promise<Booking> {
  const hash = tokenHash();
  const email = `${randomUUID()}@example.com`;
  const { data, error } = await service.rpc('book_call', {
    booking: { email, phone: '(310) 555-0100', slot_start: slotStart, manage_token_hash: hash, client_submission_id: randomUUID() },
    lead: { source: 'call-booking', name: 'Pat' },
    messages: [],
  });
  expect(error).toBeNull();
  const { booking_id: id, lead_id: leadId } = data as { booking_id: string; lead_id: string };
  const booking = { id, email, leadId, tokenHash: hash, slotStart };
  await queue(booking, 'booking-confirmation', 0);
  await queue(booking, 'booking-reminder-24h', 3600);
  return booking;
}

/** A message to the booking's own address (one address per booking keeps clear of the hourly cap per address). */
async function queue(booking: Pick<Booking, 'id' | 'email' | 'leadId'>, kind: string, delaySeconds: number): Promise<string> {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.email_outbox (lead_id, booking_id, kind, to_address, subject, html, text_body, next_attempt_at)
     values ($1, $2, $3, $4, $3, '<p>x</p>', 'x', now() + make_interval(secs => $5)) returning id`,
    [booking.leadId, booking.id, kind, booking.email, delaySeconds],
  );
  return rows[0]?.id ?? '';
}

async function messagesOf(bookingId: string): Promise<Record<string, string>> {
  const { rows } = await backend.db.query<{ kind: string; status: string }>(
    'select kind, status from public.email_outbox where booking_id = $1 order by created_at',
    [bookingId],
  );
  return Object.fromEntries(rows.map(({ kind, status }) => [kind, status]));
}

async function stored(id: string) {
  const { rows } = await backend.db.query<{ slot_start: Date; status: string; sequence: number; lead_id: string; cancelled_by: string | null; cancel_reason: string | null }>(
    'select slot_start, status, sequence, lead_id, cancelled_by, cancel_reason from public.call_bookings where id = $1',
    [id],
  );
  return rows[0];
}

function moveTo(slotStart: string) {
  return { slot_start: slotStart, preferred_date: slotStart.slice(0, 10), preferred_time: slotStart.slice(11, 16) };
}

describe('a manage link', () => {
  it('opens its own booking, and no two bookings can hold one token', async () => {
    const first = await book();
    const second = await book();
    const { data } = await service.rpc('booking_for_manage_token', { token_hash: first.tokenHash });
    expect(data).toMatchObject({ id: first.id, status: 'booked', sequence: 0, started: false });
    expect((await service.rpc('booking_for_manage_token', { token_hash: tokenHash() })).data).toBeNull();

    const reused = await backend.db
      .query('update public.call_bookings set manage_token_hash = $1 where id = $2', [first.tokenHash, second.id])
      .then(() => null, (error: { code?: string }) => error.code);
    expect(reused).toBe('23505');
  });

  it('changes only the booking it opens', async () => {
    const mine = await book();
    const theirs = await book();
    const { data } = await service.rpc('cancel_booking', { change: { manage_token_hash: mine.tokenHash, expected_sequence: 0, cancelled_by: 'visitor' } });
    expect(data).toMatchObject({ cancelled: true, booking_id: mine.id });
    expect((await stored(mine.id))?.status).toBe('cancelled');
    expect((await stored(theirs.id))?.status).toBe('booked');
  });

  it('cannot name a booking by token and by id at once', async () => {
    const mine = await book();
    const theirs = await book();
    const { error } = await service.rpc('cancel_booking', {
      change: { manage_token_hash: mine.tokenHash, booking_id: theirs.id, expected_sequence: 0, cancelled_by: 'visitor' },
    });
    expect(error?.code).toBe('22023');
    expect((await stored(theirs.id))?.status).toBe('booked');
  });
});

describe('move_booking', () => {
  it('moves the same booking and lead one revision on, frees the old slot and withdraws what was pending', async () => {
    const booking = await book();
    const to = slot(72);
    const { data, error } = await service.rpc('move_booking', {
      change: { manage_token_hash: booking.tokenHash, expected_sequence: 0, ...moveTo(to) },
      messages: [{ kind: 'booking-moved', booking_id: booking.id, to_address: booking.email, subject: 'Moved', html: '<p>Moved</p>', text_body: 'Moved' }],
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ moved: true, booking_id: booking.id, sequence: 1 });
    expect(await stored(booking.id)).toMatchObject({ slot_start: new Date(to), status: 'booked', sequence: 1, lead_id: booking.leadId });
    expect(await messagesOf(booking.id)).toEqual({ 'booking-confirmation': 'withdrawn', 'booking-reminder-24h': 'withdrawn', 'booking-moved': 'pending' });

    // The old slot is free at once: another visitor books it.
    const next = await book(booking.slotStart);
    expect((await stored(next.id))?.slot_start).toEqual(new Date(booking.slotStart));
  });

  it('leaves one winner when two bookings move to one slot at the same moment', async () => {
    const [first, second] = await Promise.all([book(), book()]);
    const to = slot(96);
    const answers = await Promise.all(
      [first, second].map((booking) =>
        service.rpc('move_booking', { change: { booking_id: booking?.id, expected_sequence: 0, ...moveTo(to) } }).then(({ data }) => data as Record<string, unknown>),
      ),
    );
    expect(answers.filter((answer) => answer.moved === true)).toHaveLength(1);
    expect(answers.filter((answer) => answer.slot_taken === true)).toHaveLength(1);
    const { rows } = await backend.db.query("select count(*)::int as n from public.call_bookings where slot_start = $1 and status = 'booked'", [to]);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('refuses a change written for another revision, a cancelled call and one that has started', async () => {
    const booking = await book();
    const stale = await service.rpc('move_booking', { change: { booking_id: booking.id, expected_sequence: 3, ...moveTo(slot(80)) } });
    expect(stale.data).toEqual({ refused: 'stale' });

    await service.rpc('cancel_booking', { change: { booking_id: booking.id, expected_sequence: 0, cancelled_by: 'staff' } });
    const cancelled = await service.rpc('move_booking', { change: { booking_id: booking.id, expected_sequence: 1, ...moveTo(slot(80)) } });
    expect(cancelled.data).toEqual({ refused: 'cancelled' });

    const started = await book(slot(-100));
    const late = await service.rpc('move_booking', { change: { manage_token_hash: started.tokenHash, expected_sequence: 0, ...moveTo(slot(80)) } });
    expect(late.data).toEqual({ refused: 'started' });
    expect((await service.rpc('booking_for_manage_token', { token_hash: started.tokenHash })).data).toMatchObject({ started: true });

    const unknown = await service.rpc('move_booking', { change: { manage_token_hash: tokenHash(), expected_sequence: 0, ...moveTo(slot(80)) } });
    expect(unknown.data).toEqual({ refused: 'not_found' });
  });
});

describe('cancel_booking', () => {
  it('cancels one revision on with who and why, frees the slot and withdraws the reminders', async () => {
    const booking = await book();
    const { data } = await service.rpc('cancel_booking', {
      change: { manage_token_hash: booking.tokenHash, expected_sequence: 0, cancelled_by: 'visitor', reason: '  Found another agency  ' },
      messages: [{ kind: 'booking-cancelled', to_address: booking.email, subject: 'Cancelled', html: '<p>Cancelled</p>', text_body: 'Cancelled' }],
    });
    expect(data).toMatchObject({ cancelled: true, sequence: 1 });
    expect(await stored(booking.id)).toMatchObject({ status: 'cancelled', sequence: 1, cancelled_by: 'visitor', cancel_reason: 'Found another agency' });
    expect(await messagesOf(booking.id)).toEqual({ 'booking-confirmation': 'withdrawn', 'booking-reminder-24h': 'withdrawn' });
    const next = await book(booking.slotStart);
    expect((await stored(next.id))?.status).toBe('booked');
  });
});

describe('claim_email_outbox', () => {
  it('withdraws, instead of sending, the reminders that came due while the dispatcher was down for calls now past or cancelled', async () => {
    // Booked days ago for a call an hour ago; the dispatcher was down since before its reminders were due.
    const past = await book(slot(-100));
    await backend.db.query("update public.call_bookings set slot_start = now() - interval '1 hour' where id = $1", [past.id]);
    await backend.db.query("update public.email_outbox set next_attempt_at = now() - interval '2 hours' where booking_id = $1", [past.id]);
    const cancelled = await book();
    await backend.db.query("update public.call_bookings set status = 'cancelled' where id = $1", [cancelled.id]);
    await backend.db.query("update public.email_outbox set next_attempt_at = now() - interval '1 minute' where booking_id = $1", [cancelled.id]);
    const upcoming = await book();
    const reminder = await queue(upcoming, 'booking-reminder-1h', 0);

    const ids = (await backend.db.query<{ id: string }>('select id from public.email_outbox where booking_id = any ($1)', [[past.id, cancelled.id, upcoming.id]])).rows.map(
      ({ id }) => id,
    );
    const { data, error } = await service.rpc('claim_email_outbox', { batch_size: 100, only_ids: ids });
    expect(error).toBeNull();
    const claimed = (data as { id: string; kind: string }[]).map(({ id }) => id).sort();
    // The upcoming call's due messages go out (its confirmation and the 1-hour reminder); nothing of the others.
    const { rows: upcomingDue } = await backend.db.query<{ id: string }>(
      "select id from public.email_outbox where booking_id = $1 and status = 'sending'",
      [upcoming.id],
    );
    expect(claimed).toEqual(upcomingDue.map(({ id }) => id).sort());
    expect(claimed).toContain(reminder);
    expect(await messagesOf(past.id)).toEqual({ 'booking-confirmation': 'withdrawn', 'booking-reminder-24h': 'withdrawn' });
    expect(await messagesOf(cancelled.id)).toEqual({ 'booking-confirmation': 'withdrawn', 'booking-reminder-24h': 'withdrawn' });
  });
});
