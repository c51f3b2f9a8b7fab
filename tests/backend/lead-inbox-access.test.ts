import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from './harness.ts';
import { ADMIN_EMAIL, bookCall, eventsOf, insertLead, readLead, signIn, STAFF_EMAIL, startInboxBackend, type BookingRow, type LeadRow } from './lead-inbox-kit.ts';

// Who may see and work the lead inbox, decided by RLS and grants in the migrations, with the real
// client signed in as the dashboard signs in.

let backend: TestBackend;
let adminId: string;
let admin: SupabaseClient;
let staff: SupabaseClient;
let lead: LeadRow;
let booking: { booking_id: string; lead_id: string };

beforeAll(async () => {
  ({ backend, adminId } = await startInboxBackend());
  admin = await signIn(backend, ADMIN_EMAIL);
  staff = await signIn(backend, STAFF_EMAIL);
  lead = await insertLead(backend, { email: 'dana@brightfitness.example' });
  booking = await bookCall(backend, lead.email, '2030-01-07T18:00:00Z');
  const note = await admin.from('lead_notes').insert({ lead_id: lead.id, body: 'Left a voicemail.' });
  if (note.error) throw note.error;
});
afterAll(() => backend.stop());

async function bookingRow(id: string): Promise<BookingRow> {
  const { data, error } = await backend.serviceClient().from('call_bookings').select('*').eq('id', id).single();
  if (error) throw error;
  return data as BookingRow;
}

describe('a signed-in user without the admin role', () => {
  it('reads no lead, inbox row, note, event or booking', async () => {
    for (const table of ['leads', 'lead_inbox', 'lead_notes', 'lead_events', 'call_bookings']) {
      const { data, error } = await staff.from(table).select('*');
      expect(error, table).toBeNull();
      expect(data, table).toEqual([]);
    }
  });

  it('changes no status and no booking, and may not add a note', async () => {
    const statusUpdate = await staff.from('leads').update({ status: 'Client' }).eq('id', lead.id).select('id');
    expect(statusUpdate.data ?? []).toEqual([]);
    expect((await readLead(backend, lead.id)).status).not.toBe('Client');

    const bookingUpdate = await staff.from('call_bookings').update({ status: 'cancelled' }).eq('id', booking.booking_id).select('id');
    expect(bookingUpdate.data ?? []).toEqual([]);
    expect((await bookingRow(booking.booking_id)).status).toBe('booked');

    const note = await staff.from('lead_notes').insert({ lead_id: lead.id, body: 'Not mine to write.' });
    expect(note.error?.code).toBe('42501');
  });

  it('gets zeros and empty numbers from the summary', async () => {
    const { data, error } = await staff.rpc('lead_inbox_summary', { days: 30 }).single();
    expect(error).toBeNull();
    expect(data).toEqual({
      leads_in_period: 0,
      awaiting_response: 0,
      responded_in_period: 0,
      median_response_seconds: null,
      spam_leads: 0,
      status_counts: {},
      owner_business_types: {},
    });
  });
});

describe('an admin', () => {
  it('reads the lead, its inbox row, notes, history and booking', async () => {
    const inbox = await admin.from('lead_inbox').select('id, email, email_lead_count').eq('id', lead.id).single();
    expect(inbox.data).toEqual({ id: lead.id, email: lead.email, email_lead_count: 1 });
    const notes = await admin.from('lead_notes').select('body').eq('lead_id', lead.id);
    expect(notes.data).toEqual([{ body: 'Left a voicemail.' }]);
    const events = await admin.from('lead_events').select('kind').eq('lead_id', lead.id);
    // The booking changed nothing on the lead: the history holds the note only.
    expect(events.data).toEqual([{ kind: 'note_added' }]);
    const bookings = await admin.from('call_bookings').select('id, lead_id, status').eq('lead_id', lead.id);
    expect(bookings.data).toEqual([{ id: booking.booking_id, lead_id: lead.id, status: 'booked' }]);
  });

  it('moves a lead along the pipeline, recorded as its own change', async () => {
    const target = await insertLead(backend);
    const { data, error } = await admin.from('leads').update({ status: 'Nurturing' }).eq('id', target.id).select('status, status_changed_by').single();
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'Nurturing', status_changed_by: adminId });
    expect(await eventsOf(backend, target.id)).toEqual([
      expect.objectContaining({ actor_id: adminId, actor_email: ADMIN_EMAIL, kind: 'status_changed', from_value: 'New', to_value: 'Nurturing' }),
    ]);
  });

  it('adds a note whose author and time are the database’s', async () => {
    const target = await insertLead(backend);
    const before = Date.now();
    const { data, error } = await admin.from('lead_notes').insert({ lead_id: target.id, body: '  Asked for pricing.  ' }).select('*').single();
    expect(error).toBeNull();
    const note = data as { author_id: string; author_email: string; body: string; created_at: string };
    expect(note).toMatchObject({ author_id: adminId, author_email: ADMIN_EMAIL, body: 'Asked for pricing.' });
    expect(Date.parse(note.created_at)).toBeGreaterThanOrEqual(before - 5_000);
    expect(await eventsOf(backend, target.id)).toEqual([
      expect.objectContaining({ actor_id: adminId, kind: 'note_added', to_value: 'Asked for pricing.' }),
    ]);
  });

  it('refuses an empty note', async () => {
    const { error } = await admin.from('lead_notes').insert({ lead_id: lead.id, body: '   ' });
    expect(error?.code).toBe('23514');
  });

  it('records on the lead each cancel and restore of a booking, with who made it', async () => {
    const target = await insertLead(backend);
    const booked = await bookCall(backend, target.email, '2030-01-08T22:00:00Z');
    // As staff-booking makes a change for an admin: the service role, in the admin's name.
    const change = (action: string, sequence: number) =>
      backend.db.query(`select public.staff_change_booking($1, $2::jsonb)`, [
        action,
        JSON.stringify({ booking_id: booked.booking_id, expected_sequence: sequence, staff: { id: adminId, email: ADMIN_EMAIL }, new_manage_token_hash: 'a'.repeat(64) }),
      ]);
    await change('cancel', 0);
    expect(await bookingRow(booked.booking_id)).toMatchObject({ status: 'cancelled', status_changed_by: adminId });
    await change('restore', 1);
    expect(await bookingRow(booked.booking_id)).toMatchObject({ status: 'booked', status_changed_by: adminId });
    expect((await bookingRow(booked.booking_id)).status_changed_at).not.toBeNull();

    const bookingEvents = (await eventsOf(backend, target.id)).filter((event) => event.kind === 'booking_status_changed');
    expect(bookingEvents.map(({ actor_id, actor_email, from_value, to_value }) => ({ actor_id, actor_email, from_value, to_value }))).toEqual([
      { actor_id: adminId, actor_email: ADMIN_EMAIL, from_value: 'booked', to_value: 'cancelled' },
      { actor_id: adminId, actor_email: ADMIN_EMAIL, from_value: 'cancelled', to_value: 'booked' },
    ]);
  });
});

describe('audit fields, written by the database and not by the browser', () => {
  it('refuses an admin’s update of who changed a lead or when it was answered', async () => {
    for (const field of ['status_changed_by', 'status_changed_at', 'first_response_at']) {
      const value = field === 'status_changed_by' ? adminId : new Date().toISOString();
      const { error } = await admin.from('leads').update({ status: 'Lost', [field]: value }).eq('id', lead.id);
      expect(error?.code, field).toBe('42501');
    }
    expect((await readLead(backend, lead.id)).status).not.toBe('Lost');
  });

  it('refuses a note that names its own author or time', async () => {
    for (const field of ['author_id', 'author_email', 'created_at']) {
      const value = { author_id: adminId, author_email: 'someone@else.example', created_at: '2020-01-01T00:00:00Z' }[field];
      const { error } = await admin.from('lead_notes').insert({ lead_id: lead.id, body: 'Backdated.', [field]: value });
      expect(error?.code, field).toBe('42501');
    }
    const { data } = await admin.from('lead_notes').select('id').eq('body', 'Backdated.');
    expect(data).toEqual([]);
  });

  it('lets nobody write the history through the API, not even an admin', async () => {
    const { error } = await admin.from('lead_events').insert({ lead_id: lead.id, kind: 'note_added' });
    expect(error?.code).toBe('42501');
    const { data } = await admin.from('lead_notes').delete().eq('lead_id', lead.id).select('id');
    expect(data ?? []).toEqual([]);
    expect((await admin.from('lead_notes').select('id').eq('lead_id', lead.id)).data).toHaveLength(1);
  });
});

describe('response time', () => {
  it('starts at the first staff status change and stays put after later changes and notes', async () => {
    const target = await insertLead(backend);
    expect(target.first_response_at).toBeNull();
    await admin.from('leads').update({ status: 'Nurturing' }).eq('id', target.id);
    const first = (await readLead(backend, target.id)).first_response_at;
    expect(first).not.toBeNull();

    await admin.from('leads').update({ status: 'Client' }).eq('id', target.id);
    await admin.from('lead_notes').insert({ lead_id: target.id, body: 'Signed the agreement.' });
    const after = await readLead(backend, target.id);
    expect(after.status).toBe('Client');
    expect(after.first_response_at).toBe(first);
  });

  it('starts at the first note when the status has not moved', async () => {
    const target = await insertLead(backend);
    const { data } = await admin.from('lead_notes').insert({ lead_id: target.id, body: 'Called, no answer.' }).select('created_at').single();
    const answered = await readLead(backend, target.id);
    expect(answered.status).toBe('New');
    expect(answered.first_response_at).toBe((data as { created_at: string }).created_at);
  });

  it('is not started by the system: a service-role change or a booked call', async () => {
    const target = await insertLead(backend);
    const { error } = await backend.serviceClient().from('leads').update({ status: 'Nurturing' }).eq('id', target.id);
    expect(error).toBeNull();
    const changed = await readLead(backend, target.id);
    expect(changed).toMatchObject({ status: 'Nurturing', status_changed_by: null, first_response_at: null });
    expect(changed.status_changed_at).not.toBeNull();
    expect(await eventsOf(backend, target.id)).toEqual([
      expect.objectContaining({ actor_id: null, actor_email: null, kind: 'status_changed', from_value: 'New', to_value: 'Nurturing' }),
    ]);

    // A visitor's booking links to the lead and changes nothing staff set: no status, no event.
    const fresh = await insertLead(backend);
    await bookCall(backend, fresh.email, '2030-01-09T18:00:00Z');
    const booked = await readLead(backend, fresh.id);
    expect(booked).toMatchObject({ status: 'New', call_booked: false, status_changed_by: null, first_response_at: null });
    expect(await eventsOf(backend, fresh.id)).toEqual([]);
  });
});

describe('spam', () => {
  it('files a honeypot lead under Spam with its reason', async () => {
    const honeypot = await insertLead(backend, { is_spam: true, spam_reason: 'honeypot' });
    expect(honeypot).toMatchObject({ status: 'Spam', is_spam: true, spam_reason: 'honeypot' });
  });

  it('flags a lead staff mark as Spam, and clears the flag when they restore it', async () => {
    const target = await insertLead(backend);
    const marked = await admin.from('leads').update({ status: 'Spam' }).eq('id', target.id).select('status, is_spam, spam_reason').single();
    expect(marked.data).toEqual({ status: 'Spam', is_spam: true, spam_reason: 'Marked as spam by staff' });

    const restored = await admin.from('leads').update({ status: 'New' }).eq('id', target.id).select('status, is_spam, spam_reason').single();
    expect(restored.data).toEqual({ status: 'New', is_spam: false, spam_reason: null });
  });

  it('restores a honeypot lead to New when staff judge it real', async () => {
    const honeypot = await insertLead(backend, { is_spam: true, spam_reason: 'honeypot' });
    const restored = await admin.from('leads').update({ status: 'New' }).eq('id', honeypot.id).select('status, is_spam').single();
    expect(restored.data).toEqual({ status: 'New', is_spam: false });
  });

  it('holds the flag and the status together even past the triggers', async () => {
    const target = await insertLead(backend);
    const write = backend.db.transaction(async (tx) => {
      // Replica mode skips triggers but not constraints: the check alone must refuse the mismatch.
      await tx.exec('set local session_replication_role = replica');
      await tx.query('update public.leads set is_spam = true where id = $1', [target.id]);
    });
    await expect(write).rejects.toMatchObject({ code: '23514' });
  });
});
