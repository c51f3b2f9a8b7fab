/**
 * What the lead inbox tests share: a backend with one admin and one signed-in non-admin, signing in
 * as the dashboard does, and leads, notes and bookings written as the system (service role) would.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Tables } from '../../src/lib/database.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

export const ADMIN_EMAIL = 'admin@agency.example';
export const STAFF_EMAIL = 'staff@agency.example';
const PASSWORD = 'correct horse battery staple';

export interface InboxBackend {
  backend: TestBackend;
  adminId: string;
  staffId: string;
}

export async function startInboxBackend(): Promise<InboxBackend> {
  const backend = await startTestBackend();
  const adminId = await backend.insertUser(ADMIN_EMAIL, { password: PASSWORD, admin: true });
  const staffId = await backend.insertUser(STAFF_EMAIL, { password: PASSWORD });
  return { backend, adminId, staffId };
}

/** A client signed in with e-mail and password, as /auth does. */
export async function signIn(backend: TestBackend, email: string): Promise<SupabaseClient> {
  const client = backend.anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return client;
}

export type LeadRow = Tables<'leads'>;

export type LeadFields = Record<string, unknown> & { email?: string };

/** Stores a lead as the intake functions do (service role); `fields` override a plain contact lead. */
export async function insertLead(backend: TestBackend, fields: LeadFields = {}): Promise<LeadRow> {
  const { data, error } = await backend
    .serviceClient()
    .from('leads')
    .insert({ source: 'contact', name: 'Ann Lead', email: `lead-${randomUUID().slice(0, 8)}@example.com`, ...fields })
    .select('*')
    .single();
  if (error) throw error;
  return data as LeadRow;
}

export async function readLead(backend: TestBackend, id: string): Promise<LeadRow> {
  const { data, error } = await backend.serviceClient().from('leads').select('*').eq('id', id).single();
  if (error) throw error;
  return data as LeadRow;
}

export type EventRow = Tables<'lead_events'>;

export async function eventsOf(backend: TestBackend, leadId: string): Promise<EventRow[]> {
  const { data, error } = await backend.serviceClient().from('lead_events').select('*').eq('lead_id', leadId).order('created_at').order('kind');
  if (error) throw error;
  return data as EventRow[];
}

export type BookingRow = Tables<'call_bookings'>;

/** Books a call for the lead's address through book_call, as the book-call function does. */
export async function bookCall(backend: TestBackend, email: string, slotStart: string): Promise<{ booking_id: string; lead_id: string }> {
  const { data, error } = await backend.serviceClient().rpc('book_call', {
    booking: { email, phone: '(555) 010-3000', slot_start: slotStart, preferred_date: slotStart.slice(0, 10), preferred_time: '10:00' },
    lead: { source: 'call-booking', name: email },
    messages: [],
  });
  if (error) throw error;
  return data as { booking_id: string; lead_id: string };
}

/** An ISO instant `minutes` before now. */
export function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}
