/**
 * Staff availability (supabase/migrations/20261128160000_booking_availability.sql) through the functions the
 * site calls: a closed day and hours staff narrowed refuse a booking and a move with 409 on the field to
 * change; anyone reads the closed days and hours, never the notes; and calls booked before a closure are
 * listed for staff, not dropped.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import { bookingMessages, slotStartUtc } from '../../supabase/functions/_shared/rules/booking/calendar.ts';
import type { TestBackend } from './harness.ts';
import { bookingBody, invoke, mailTo, startLeadBackend, uniqueEmail } from './lead-test-kit.ts';

let backend: TestBackend;
beforeAll(async () => {
  // Every call comes from one client here: its caps on live bookings and requests are not under test.
  backend = await startLeadBackend({ secrets: { BOOKING_LIVE_LIMIT_PER_IP: '1000', LEAD_RATE_LIMIT_PER_IP: '1000' } });
});
afterEach(async () => {
  await backend.db.query('delete from public.booking_closures');
  await backend.db.query('delete from public.booking_weekly_hours');
});
afterAll(() => backend.stop());

const closeDay = (date: string, note = 'Holiday') =>
  backend.db.query('insert into public.booking_closures (starts_on, ends_on, note) values ($1, $1, $2)', [date, note]);

/** ISO weekday (1 Monday … 7 Sunday) of a civil date. */
const isoWeekday = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

describe('availability', () => {
  it('refuses a booking on a closed day with 409 on the date, and books the day again once it reopens', async () => {
    const body = bookingBody(uniqueEmail('closed-day'));
    await closeDay(String(body.preferredDate));
    expect(await invoke(backend, 'book-call', body)).toEqual({
      status: 409,
      body: { error: bookingMessages.dayClosed, issues: [{ path: 'preferredDate', message: bookingMessages.dayClosed }] },
    });
    expect((await backend.db.query('select 1 from public.call_bookings where email = $1', [String(body.email)])).rows).toEqual([]);

    await backend.db.query('delete from public.booking_closures');
    expect((await invoke(backend, 'book-call', { ...body, humanCheckToken: bookingBody('x').humanCheckToken })).status).toBe(200);
  });

  it('refuses a time outside the hours staff set for that weekday with 409 on the time', async () => {
    const body = bookingBody(uniqueEmail('closed-time'));
    const weekday = isoWeekday(String(body.preferredDate));
    // Half a day open: the other half from the booked time.
    const morning = String(body.preferredTime) < '12:00';
    await backend.db.query(`insert into public.booking_weekly_hours (weekday, is_open, opens_at, closes_at) values ($1, true, $2, $3)`, [
      weekday,
      morning ? '12:00' : '08:00',
      morning ? '18:00' : '12:00',
    ]);
    expect(await invoke(backend, 'book-call', body)).toEqual({
      status: 409,
      body: { error: bookingMessages.timeClosed, issues: [{ path: 'preferredTime', message: bookingMessages.timeClosed }] },
    });
  });

  it('refuses a move onto a closed day', async () => {
    const email = uniqueEmail('move-closed');
    expect((await invoke(backend, 'book-call', bookingBody(email))).status).toBe(200);
    await settleBackgroundTasks();
    const token = /\/manage-booking#([A-Za-z0-9_-]{43})/.exec((await mailTo(backend, email))[0]?.text ?? '')?.[1];
    const target = bookingBody('target@example.com');
    await closeDay(String(target.preferredDate));
    const moved = await invoke(backend, 'manage-booking', {
      action: 'move',
      token,
      expectedSequence: 0,
      preferredDate: target.preferredDate,
      preferredTime: target.preferredTime,
    });
    expect(moved).toEqual({ status: 409, body: { error: bookingMessages.dayClosed, issues: [{ path: 'preferredDate', message: bookingMessages.dayClosed }] } });
  });

  it('tells anyone the closed days and the weekly hours through booking-availability, never the notes', async () => {
    const body = bookingBody(uniqueEmail('window'));
    await closeDay(String(body.preferredDate), 'Dentist — private');
    // A closure beyond the booking window is not the form's business.
    await closeDay('2099-07-03', 'Far away');
    await backend.db.query(`insert into public.booking_weekly_hours (weekday, is_open, opens_at, closes_at) values (5, true, '08:00', '12:00'), (1, false, '08:00', '18:00')`);
    expect(await invoke(backend, 'booking-availability', {})).toEqual({
      status: 200,
      body: {
        availability: {
          closedDates: [String(body.preferredDate)],
          weeklyHours: [
            { weekday: 1, isOpen: false, opensAt: '08:00', closesAt: '18:00' },
            { weekday: 5, isOpen: true, opensAt: '08:00', closesAt: '12:00' },
          ],
        },
      },
    });
    // A visitor reaches neither the tables nor the database function itself.
    expect((await backend.anonClient().from('booking_closures').select('note')).error?.code).toBe('42501');
    expect((await backend.anonClient().rpc('booking_availability', { from_date: '2031-07-01', to_date: '2031-07-31' })).error?.code).toBe('42501');
  });

  it('lists the calls booked before a closure for staff to move, and keeps them booked', async () => {
    const body = bookingBody(uniqueEmail('before-closure'));
    const booked = await invoke(backend, 'book-call', body);
    expect(booked.status).toBe(200);
    await closeDay(String(body.preferredDate));
    const { rows } = await backend.db.query<{ id: string; slot_start: Date }>('select id, slot_start from public.booking_conflicts');
    expect(rows.map((row) => row.id)).toContain((booked.body as { bookingId: string }).bookingId);
    const conflict = rows.find((row) => row.id === (booked.body as { bookingId: string }).bookingId);
    expect(conflict?.slot_start.toISOString()).toBe(slotStartUtc(String(body.preferredDate), String(body.preferredTime)).toISOString());
    expect((await backend.db.query('select status from public.call_bookings where id = $1', [conflict?.id])).rows).toEqual([{ status: 'booked' }]);
  });
});
