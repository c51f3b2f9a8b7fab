/**
 * What a journey checks after the visitor is done: the lead as an admin sees it through the API,
 * and the e-mails in the local backend's mailbox. Playwright starts that backend (playwright.config.ts)
 * on an in-memory database.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { TestInfo } from '@playwright/test';
import type { LeadRow } from '../src/features/admin/api/types.ts';
import type { Tables } from '../supabase/functions/_shared/database.types.ts';
import { ensureAdmin } from '../supabase/local/admin-account.ts';
import type { MailboxMessage } from '../supabase/local/mailbox/store.ts';
import { DEVELOPMENT_API_KEYS } from '../supabase/local/keys.ts';

export type { MailboxMessage };

export const BACKEND_URL = process.env.E2E_BACKEND_URL ?? 'http://127.0.0.1:54321';

/** The keys of the backend playwright.config.ts starts (on the development secret). */
const keys = DEVELOPMENT_API_KEYS;
/**
 * The admin whose session reads leads for the checks, one per worker process: setting an admin's password
 * ends that admin's sessions, and a role counts only while its session exists, so two workers sharing one
 * account would sign each other out.
 */
const E2E_ADMIN = { email: `e2e-admin-${process.pid}@example.com`, password: 'e2e-admin-password-1' };

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

let signedIn: Promise<SupabaseClient> | undefined;

/** A client signed in as an admin, the way staff read leads: RLS decides what it sees. */
export function adminClient(): Promise<SupabaseClient> {
  signedIn ??= (async () => {
    await ensureAdmin(createClient(BACKEND_URL, keys.secretKey, clientOptions), E2E_ADMIN.email, E2E_ADMIN.password);
    const client = createClient(BACKEND_URL, keys.publishableKey, clientOptions);
    const { error } = await client.auth.signInWithPassword(E2E_ADMIN);
    if (error) throw error;
    return client;
  })();
  return signedIn;
}

/** A lead as an admin reads it through the API, typed as the dashboard types it. */
export type StoredLead = LeadRow;

type BookingState = Pick<Tables<'call_bookings'>, 'lead_id' | 'status'>;

/** The call bookings made with `email` (their lead and status), read by an admin through PostgREST. */
export async function bookingsFor(email: string): Promise<BookingState[]> {
  const client = await adminClient();
  const { data, error } = await client.from('call_bookings').select('lead_id, status').eq('email', email.toLowerCase());
  if (error) throw error;
  return data as BookingState[];
}

/** Every lead stored for `email`, oldest first, read by an admin through PostgREST. */
export async function leadsFor(email: string): Promise<StoredLead[]> {
  const client = await adminClient();
  const { data, error } = await client.from('leads').select('*').eq('email', email.toLowerCase()).order('created_at');
  if (error) throw error;
  return data as StoredLead[];
}

/** The messages the local mailbox holds for `address`, newest first. */
export async function mailFor(address: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${BACKEND_URL}/mailbox/messages?to=${encodeURIComponent(address.toLowerCase())}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  const body = (await response.json()) as { messages: MailboxMessage[] };
  return body.messages;
}

/** The messages sent to the team about leads from `visitorEmail` (the notification names the visitor). */
export async function teamMailAbout(visitorEmail: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${BACKEND_URL}/mailbox/messages`);
  const body = (await response.json()) as { messages: MailboxMessage[] };
  return body.messages.filter((message) => !message.to.includes(visitorEmail.toLowerCase()) && message.text.includes(visitorEmail.toLowerCase()));
}

/** An address no other test (or other project run of this test) uses. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${label}-${testInfo.project.name}-${stamp}@example.com`.toLowerCase();
}
