/**
 * Attendance of booked calls (supabase/migrations/20261128150000_booking_attendance.sql), as the dashboard
 * marks it: an admin marks a call attended or a no-show once its time has come; the database refuses a mark
 * on a call still ahead, clears it when the call is cancelled, and records who marked it and when; a
 * signed-in non-admin changes nothing.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';

let backend: TestBackend;
const password = 'attendance-password-1';
let admin: SupabaseClient;
let adminId: string;
let stranger: SupabaseClient;

async function signedIn(email: string): Promise<{ client: SupabaseClient; userId: string }> {
  const client = backend.anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, userId: data.user.id };
}

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.insertUser('attendance-admin@agency.example', { password, admin: true });
  await backend.insertUser('attendance-user@agency.example', { password });
  ({ client: admin, userId: adminId } = await signedIn('attendance-admin@agency.example'));
  ({ client: stranger } = await signedIn('attendance-user@agency.example'));
});
afterAll(() => backend.stop());

let slotIndex = 0;
/** A booking whose call starts `hoursFromNow` (negative: it has started), each in a slot of its own. */
async function bookingAt(hoursFromNow: number): Promise<string> {
  slotIndex += 1;
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.call_bookings (email, phone, slot_start) values ($1, '(310) 555-0100',
       date_trunc('hour', now()) + make_interval(hours => $2) + make_interval(mins => $3 * 30)) returning id`,
    [`${randomUUID()}@example.com`, hoursFromNow, slotIndex],
  );
  return rows[0]?.id ?? '';
}

async function attendanceOf(id: string) {
  const { rows } = await backend.db.query<{ attendance: string | null; attendance_marked_by: string | null; attendance_marked_at: Date | null }>(
    'select attendance, attendance_marked_by, attendance_marked_at from public.call_bookings where id = $1',
    [id],
  );
  return rows[0];
}

describe('attendance of a booked call', () => {
  it('is marked by an admin once the call has started, with who and when, and can be changed or cleared', async () => {
    const id = await bookingAt(-30);
    const { error } = await admin.from('call_bookings').update({ attendance: 'no_show' }).eq('id', id);
    expect(error).toBeNull();
    expect(await attendanceOf(id)).toMatchObject({ attendance: 'no_show', attendance_marked_by: adminId, attendance_marked_at: expect.any(Date) });

    expect((await admin.from('call_bookings').update({ attendance: 'attended' }).eq('id', id)).error).toBeNull();
    expect((await attendanceOf(id))?.attendance).toBe('attended');
    expect((await admin.from('call_bookings').update({ attendance: null }).eq('id', id)).error).toBeNull();
    expect(await attendanceOf(id)).toMatchObject({ attendance: null, attendance_marked_at: null });
  });

  it('is refused for a call still ahead', async () => {
    const id = await bookingAt(30);
    const { error } = await admin.from('call_bookings').update({ attendance: 'attended' }).eq('id', id);
    expect(error?.code).toBe('22023');
    expect((await attendanceOf(id))?.attendance).toBeNull();
  });

  it('goes with a cancel', async () => {
    const id = await bookingAt(-60);
    expect((await admin.from('call_bookings').update({ attendance: 'attended' }).eq('id', id)).error).toBeNull();
    // Cancelled however it comes about (staff-booking, a manage link, the database owner).
    await backend.db.query(`update public.call_bookings set status = 'cancelled' where id = $1`, [id]);
    expect((await attendanceOf(id))?.attendance).toBeNull();
  });

  it('is not for a signed-in non-admin to mark', async () => {
    const id = await bookingAt(-90);
    const { data } = await stranger.from('call_bookings').update({ attendance: 'attended' }).eq('id', id).select('id');
    expect(data ?? []).toEqual([]);
    expect((await attendanceOf(id))?.attendance).toBeNull();
  });

  it('cannot be anything but attended or no_show', async () => {
    const id = await bookingAt(-120);
    const { error } = await admin.from('call_bookings').update({ attendance: 'maybe' as 'attended' }).eq('id', id);
    expect(error?.code).toBe('23514');
  });
});
