/**
 * Staff change a booked call from the dashboard (staff-booking, supabase/migrations/
 * 20261128170000_staff_booking_changes.sql): a signed-in admin moves, cancels or restores a call, and the
 * visitor gets the same e-mails and invites as when they change it themselves, with a new manage link
 * that replaces the old one; the change is recorded as the admin's. Nobody else changes anything: no
 * session, a forged one, a signed-in non-admin, or an admin going around the function.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import { bookingMessages, slotStartUtc } from '../../supabase/functions/_shared/rules/booking/calendar.ts';
import { staffBookingMessages } from '../../supabase/functions/_shared/rules/booking/schema.ts';
import { bookWithLink, freeSlotToMoveTo, inviteOf, manageTokenIn, reminderStatuses } from './booking-test-kit.ts';
import type { TestBackend } from './harness.ts';
import { invoke, mailTo, startLeadBackend, type Answer } from './lead-test-kit.ts';

let backend: TestBackend;
const password = 'staff-booking-password-1';
let admin: SupabaseClient;
let adminId: string;
let nonAdmin: SupabaseClient;

async function signedIn(email: string): Promise<SupabaseClient> {
  const client = backend.anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

beforeAll(async () => {
  backend = await startLeadBackend({ secrets: { BOOKING_LIVE_LIMIT_PER_IP: '1000', LEAD_RATE_LIMIT_PER_IP: '1000' } });
  adminId = await backend.insertUser('bookings-admin@agency.example', { password, admin: true });
  await backend.insertUser('bookings-user@agency.example', { password });
  admin = await signedIn('bookings-admin@agency.example');
  nonAdmin = await signedIn('bookings-user@agency.example');
});
afterAll(() => backend.stop());

/** staff-booking as the dashboard calls it: supabase-js sends the publishable key and the session's access token. */
async function staffChange(client: SupabaseClient, body: Record<string, unknown>): Promise<Answer> {
  const { data, error } = await client.functions.invoke('staff-booking', { body });
  if (!error) return { status: 200, body: data };
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: await response.json() };
  }
  throw error;
}

async function bookingRow(id: string) {
  const { rows } = await backend.db.query<{
    slot_start: Date;
    status: string;
    sequence: number;
    cancelled_by: string | null;
    cancel_reason: string | null;
    status_changed_by: string | null;
  }>('select slot_start, status, sequence, cancelled_by, cancel_reason, status_changed_by from public.call_bookings where id = $1', [id]);
  return rows[0];
}

const view = (token: string) => invoke(backend, 'manage-booking', { action: 'view', token });

describe('staff-booking', () => {
  it('moves a call: the visitor gets the updated invite, new reminders and a new link; the old link stops working', async () => {
    const booked = await bookWithLink(backend, 'staff-move');
    const target = freeSlotToMoveTo();
    const moved = await staffChange(admin, { action: 'move', bookingId: booked.bookingId, expectedSequence: 0, ...target });
    expect(moved).toMatchObject({
      status: 200,
      body: { booking: { slotStart: slotStartUtc(target.preferredDate, target.preferredTime).toISOString(), status: 'booked', sequence: 1 }, message: staffBookingMessages.moved },
    });
    expect(await bookingRow(booked.bookingId)).toMatchObject({ slot_start: slotStartUtc(target.preferredDate, target.preferredTime), sequence: 1 });
    const reminders = await reminderStatuses(backend, booked.bookingId);
    expect(reminders).toContain('withdrawn');
    expect(reminders).toContain('pending');

    await settleBackgroundTasks();
    const mail = await mailTo(backend, booked.email);
    const notice = mail.find((message) => message.subject.includes('has moved'));
    expect(notice?.html).toContain('We moved your call');
    expect(notice?.text).toContain('the link in our earlier emails no longer works');
    const invite = await inviteOf(backend, notice);
    expect(invite).toContain('METHOD:REQUEST');
    expect(invite).toContain('SEQUENCE:1');
    expect(invite).toContain(`UID:${booked.bookingId}@`);

    const newToken = manageTokenIn(notice);
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(booked.token);
    expect(await view(newToken ?? '')).toMatchObject({ status: 200, body: { booking: { sequence: 1, status: 'booked' } } });
    expect((await view(booked.token)).status).toBe(404);
  });

  it('cancels a call with a reason for the team: a CANCEL invite, the reminders withdrawn, recorded as the admin', async () => {
    const booked = await bookWithLink(backend, 'staff-cancel');
    const cancelled = await staffChange(admin, { action: 'cancel', bookingId: booked.bookingId, expectedSequence: 0, reason: 'Strategist is ill' });
    expect(cancelled).toMatchObject({ status: 200, body: { booking: { status: 'cancelled', sequence: 1 }, message: staffBookingMessages.cancelledNow } });
    expect(await bookingRow(booked.bookingId)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'staff',
      cancel_reason: 'Strategist is ill',
      status_changed_by: adminId,
    });
    expect(new Set(await reminderStatuses(backend, booked.bookingId))).toEqual(new Set(['withdrawn']));
    const { rows: events } = await backend.db.query<{ actor_id: string; actor_email: string; to_value: string }>(
      `select e.actor_id, e.actor_email, e.to_value from public.lead_events as e
       join public.call_bookings as b on b.lead_id = e.lead_id where b.id = $1 and e.kind = 'booking_status_changed'`,
      [booked.bookingId],
    );
    expect(events).toEqual([{ actor_id: adminId, actor_email: 'bookings-admin@agency.example', to_value: 'cancelled' }]);

    await settleBackgroundTasks();
    const notice = (await mailTo(backend, booked.email)).find((message) => message.subject.includes('is cancelled'));
    expect(notice?.text).toContain('we had to cancel');
    // The reason is the team's: the visitor is not told it.
    expect(notice?.text).not.toContain('Strategist is ill');
    const invite = await inviteOf(backend, notice);
    expect(invite).toContain('METHOD:CANCEL');
    expect(invite).toContain('SEQUENCE:1');
  });

  it('restores a call staff cancelled, with a new invite and link; not one the visitor cancelled, nor a taken slot', async () => {
    const booked = await bookWithLink(backend, 'staff-restore');
    expect((await staffChange(admin, { action: 'cancel', bookingId: booked.bookingId, expectedSequence: 0 })).status).toBe(200);
    const restored = await staffChange(admin, { action: 'restore', bookingId: booked.bookingId, expectedSequence: 1 });
    expect(restored).toMatchObject({ status: 200, body: { booking: { status: 'booked', sequence: 2 }, message: staffBookingMessages.restored } });
    expect(await bookingRow(booked.bookingId)).toMatchObject({ status: 'booked', sequence: 2, cancelled_by: null, cancel_reason: null });
    expect(await reminderStatuses(backend, booked.bookingId)).toContain('pending');
    await settleBackgroundTasks();
    const mail = await mailTo(backend, booked.email);
    const notice = mail.find((message) => message.subject.includes('is back on'));
    const invite = await inviteOf(backend, notice);
    expect(invite).toContain('METHOD:REQUEST');
    expect(invite).toContain('SEQUENCE:2');
    expect(await view(manageTokenIn(notice) ?? '')).toMatchObject({ status: 200, body: { booking: { status: 'booked', sequence: 2 } } });

    const byVisitor = await bookWithLink(backend, 'visitor-cancelled');
    expect((await invoke(backend, 'manage-booking', { action: 'cancel', token: byVisitor.token, expectedSequence: 0 })).status).toBe(200);
    const refused = await staffChange(admin, { action: 'restore', bookingId: byVisitor.bookingId, expectedSequence: 1 });
    expect(refused).toMatchObject({ status: 409, body: { error: staffBookingMessages.visitorCancelled, booking: { status: 'cancelled' } } });

    const taken = await bookWithLink(backend, 'slot-retaken');
    expect((await staffChange(admin, { action: 'cancel', bookingId: taken.bookingId, expectedSequence: 0 })).status).toBe(200);
    await backend.db.query(
      `insert into public.call_bookings (email, phone, slot_start) select 'other@example.com', '(310) 555-0100', slot_start from public.call_bookings where id = $1`,
      [taken.bookingId],
    );
    const retaken = await staffChange(admin, { action: 'restore', bookingId: taken.bookingId, expectedSequence: 1 });
    expect(retaken).toEqual({ status: 409, body: { error: bookingMessages.slotTaken, issues: [{ path: 'preferredTime', message: bookingMessages.slotTaken }] } });
  });

  it('refuses a change made for an older revision, with the booking as it stands', async () => {
    const booked = await bookWithLink(backend, 'staff-stale');
    expect((await invoke(backend, 'manage-booking', { action: 'move', token: booked.token, expectedSequence: 0, ...freeSlotToMoveTo() })).status).toBe(200);
    const stale = await staffChange(admin, { action: 'cancel', bookingId: booked.bookingId, expectedSequence: 0 });
    expect(stale).toMatchObject({ status: 409, body: { error: staffBookingMessages.stale, booking: { status: 'booked', sequence: 1 } } });
    expect((await bookingRow(booked.bookingId))?.status).toBe('booked');
  });

  it('changes nothing for a caller without an admin session, and answers a bad body with field issues', async () => {
    const booked = await bookWithLink(backend, 'staff-refused');
    const cancel = { action: 'cancel', bookingId: booked.bookingId, expectedSequence: 0 };

    // The site's visitors: the publishable key, no session.
    expect((await staffChange(backend.anonClient(), cancel)).status).toBe(401);
    // A token signed with another key.
    const forged = backend.clientWithToken(await backend.signToken({ sub: adminId, role: 'authenticated', email: 'bookings-admin@agency.example' }).then((token) => `${token.slice(0, -4)}AAAA`));
    expect((await staffChange(forged, cancel)).status).toBe(401);
    // Signed in, but not an admin: the booking does not exist for them.
    expect(await staffChange(nonAdmin, cancel)).toEqual({ status: 404, body: { error: staffBookingMessages.notFound } });
    expect((await bookingRow(booked.bookingId))?.status).toBe('booked');

    const invalid = await staffChange(admin, { action: 'move', bookingId: 'not-a-booking', expectedSequence: 0, preferredDate: '', preferredTime: '' });
    expect(invalid.status).toBe(400);
    expect((invalid.body as { issues: { path: string }[] }).issues.map((issue) => issue.path).sort()).toEqual(['bookingId', 'preferredDate', 'preferredTime']);
  });

  it('leaves admins no way around it: the booking status is no longer theirs to update directly', async () => {
    const booked = await bookWithLink(backend, 'staff-direct');
    const { error } = await admin.from('call_bookings').update({ status: 'cancelled' }).eq('id', booked.bookingId);
    expect(error?.code).toBe('42501');
    expect((await bookingRow(booked.bookingId))?.status).toBe('booked');
  });
});
