/**
 * The manage link, end to end on the local backend: book-call e-mails a link whose token opens that one
 * booking through manage-booking; a move keeps the booking and its lead, frees the old slot and sends an
 * updated invite (same UID, SEQUENCE one higher) with new reminders; a cancel sends METHOD:CANCEL and
 * withdraws the reminders; a stale, started or cancelled booking, and a token that opens nothing, are
 * refused with what the page needs to say.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import { bookingMessages, slotStartUtc } from '../../supabase/functions/_shared/rules/booking/calendar.ts';
import { manageBookingMessages } from '../../supabase/functions/_shared/rules/booking/schema.ts';
import type { MailboxMessage } from '../../supabase/local/mailbox/store.ts';
import type { TestBackend } from './harness.ts';
import { bookWithLink as bookWithLinkOn, freeSlotToMoveTo, inviteOf as inviteOn, reminderStatuses as reminderStatusesOn } from './booking-test-kit.ts';
import { bookingBody, invoke, mailTo, startLeadBackend, uniqueEmail } from './lead-test-kit.ts';

let backend: TestBackend;
beforeAll(async () => {
  // Every call comes from one client here: its caps on live bookings and requests are not under test.
  backend = await startLeadBackend({ secrets: { BOOKING_LIVE_LIMIT_PER_IP: '1000', LEAD_RATE_LIMIT_PER_IP: '1000' } });
});
afterAll(() => backend.stop());

const manage = (body: Record<string, unknown>) => invoke(backend, 'manage-booking', body);

async function bookingRow(id: string) {
  const { rows } = await backend.db.query<{ slot_start: Date; status: string; sequence: number; lead_id: string; cancelled_by: string | null; cancel_reason: string | null }>(
    'select slot_start, status, sequence, lead_id, cancelled_by, cancel_reason from public.call_bookings where id = $1',
    [id],
  );
  return rows[0];
}

const bookWithLink = (label: string) => bookWithLinkOn(backend, label);
const reminderStatuses = (bookingId: string) => reminderStatusesOn(backend, bookingId);
const inviteOf = (message: MailboxMessage | undefined) => inviteOn(backend, message);

describe('manage-booking', () => {
  it('shows the call and its state, and none of the visitor\'s details', async () => {
    const booked = await bookWithLink('view');
    const answer = await manage({ action: 'view', token: booked.token });
    expect(answer).toEqual({
      status: 200,
      body: {
        booking: {
          slotStart: slotStartUtc(booked.preferredDate, booked.preferredTime).toISOString(),
          timeZone: 'America/Chicago',
          status: 'booked',
          started: false,
          sequence: 0,
        },
      },
    });
    expect(JSON.stringify(answer.body)).not.toContain(booked.email);
  });

  it('answers a token that opens nothing with 404 and the page\'s words, and a broken one with 400 on token', async () => {
    const booked = await bookWithLink('wrong');
    const other = `${booked.token.slice(0, 42)}${booked.token.endsWith('A') ? 'B' : 'A'}`;
    expect(await manage({ action: 'view', token: other })).toEqual({ status: 404, body: { error: manageBookingMessages.notFound } });
    const broken = await manage({ action: 'cancel', token: booked.token.slice(0, 20), expectedSequence: 0 });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ issues: [{ path: 'token', message: 'This link is not complete. Please open it from your confirmation email.' }] });
    expect((await bookingRow(booked.bookingId))?.status).toBe('booked');
  });

  it('moves the call: same booking and lead, the old slot free, an updated invite and new reminders', async () => {
    const booked = await bookWithLink('move');
    const before = await bookingRow(booked.bookingId);
    const target = freeSlotToMoveTo();

    const moved = await manage({ action: 'move', token: booked.token, expectedSequence: 0, ...target });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      booking: { slotStart: slotStartUtc(target.preferredDate, target.preferredTime).toISOString(), status: 'booked', sequence: 1 },
      message: manageBookingMessages.moved,
    });
    const after = await bookingRow(booked.bookingId);
    expect(after?.lead_id).toBe(before?.lead_id);
    expect(after?.sequence).toBe(1);
    // The old reminders are withdrawn, the new slot's queued.
    const reminders = await reminderStatuses(booked.bookingId);
    expect(reminders.filter((status) => status === 'withdrawn').length).toBeGreaterThan(0);
    expect(reminders.filter((status) => status === 'pending').length).toBeGreaterThan(0);

    await settleBackgroundTasks();
    const notice = (await mailTo(backend, booked.email)).find((message) => message.subject.includes('has moved'));
    // In the zone the visitor's browser gave (Central), not the agency's.
    expect(notice?.text).toMatch(/at \d{1,2}:\d{2} [AP]M C[SD]T\./);
    const invite = await inviteOf(notice);
    expect(invite).toContain('METHOD:REQUEST');
    expect(invite).toContain('SEQUENCE:1');
    expect(invite).toContain(`UID:${booked.bookingId}@`);

    // The old slot is free at once: another visitor books it.
    const taker = await invoke(backend, 'book-call', bookingBody(uniqueEmail('old-slot'), { preferredDate: booked.preferredDate, preferredTime: booked.preferredTime }));
    expect(taker.status).toBe(200);
  });

  it('refuses a taken slot on preferredTime, the same slot, and a change made for an older revision', async () => {
    const booked = await bookWithLink('refused');
    const other = await bookWithLink('holder');

    const taken = await manage({ action: 'move', token: booked.token, expectedSequence: 0, preferredDate: other.preferredDate, preferredTime: other.preferredTime });
    expect(taken).toEqual({ status: 409, body: { error: bookingMessages.slotTaken, issues: [{ path: 'preferredTime', message: bookingMessages.slotTaken }] } });

    const same = await manage({ action: 'move', token: booked.token, expectedSequence: 0, preferredDate: booked.preferredDate, preferredTime: booked.preferredTime });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ issues: [{ path: 'preferredTime', message: manageBookingMessages.sameSlot }] });

    expect((await manage({ action: 'move', token: booked.token, expectedSequence: 0, ...freeSlotToMoveTo() })).status).toBe(200);
    const stale = await manage({ action: 'cancel', token: booked.token, expectedSequence: 0 });
    expect(stale).toMatchObject({ status: 409, body: { error: manageBookingMessages.stale, booking: { status: 'booked', sequence: 1 } } });
    expect((await bookingRow(booked.bookingId))?.status).toBe('booked');
  });

  it('cancels the call with the reason: a CANCEL invite, the reminders withdrawn, the slot free, and no later change', async () => {
    const booked = await bookWithLink('cancel');
    const cancelled = await manage({ action: 'cancel', token: booked.token, expectedSequence: 0, reason: '  Found another agency  ' });
    expect(cancelled).toMatchObject({ status: 200, body: { booking: { status: 'cancelled', sequence: 1 }, message: manageBookingMessages.cancelledNow } });
    expect(await bookingRow(booked.bookingId)).toMatchObject({ status: 'cancelled', cancelled_by: 'visitor', cancel_reason: 'Found another agency' });
    expect(new Set(await reminderStatuses(booked.bookingId))).toEqual(new Set(['withdrawn']));

    await settleBackgroundTasks();
    const notice = (await mailTo(backend, booked.email)).find((message) => message.subject.includes('is cancelled'));
    const invite = await inviteOf(notice);
    expect(invite).toContain('METHOD:CANCEL');
    expect(invite).toContain('STATUS:CANCELLED');
    expect(invite).toContain('SEQUENCE:1');

    const again = await manage({ action: 'move', token: booked.token, expectedSequence: 1, ...freeSlotToMoveTo() });
    expect(again).toMatchObject({ status: 409, body: { error: manageBookingMessages.cancelled, booking: { status: 'cancelled' } } });
    const taker = await invoke(backend, 'book-call', bookingBody(uniqueEmail('freed'), { preferredDate: booked.preferredDate, preferredTime: booked.preferredTime }));
    expect(taker.status).toBe(200);
  });

  it('opens a started call for viewing only', async () => {
    const booked = await bookWithLink('started');
    await backend.db.query(`update public.call_bookings set slot_start = now() - interval '5 minutes' where id = $1`, [booked.bookingId]);
    expect(await manage({ action: 'view', token: booked.token })).toMatchObject({ status: 200, body: { booking: { started: true, status: 'booked' } } });
    const cancel = await manage({ action: 'cancel', token: booked.token, expectedSequence: 0 });
    expect(cancel).toMatchObject({ status: 409, body: { error: manageBookingMessages.started } });
    expect((await bookingRow(booked.bookingId))?.status).toBe('booked');
  });

  it("one booking's token changes nothing of another's", async () => {
    const first = await bookWithLink('first');
    const second = await bookWithLink('second');
    expect((await manage({ action: 'cancel', token: first.token, expectedSequence: 0 })).status).toBe(200);
    expect((await bookingRow(second.bookingId))?.status).toBe('booked');
    expect((await manage({ action: 'view', token: second.token })).body).toMatchObject({ booking: { status: 'booked', sequence: 0 } });
  });
});
