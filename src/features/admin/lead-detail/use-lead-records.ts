/**
 * The records that hang off one lead, each its own read so a slow or failing one does not hold up
 * the rest. All share the lead's key prefix: invalidating adminKeys.lead(id) refreshes the whole view.
 */
import { useQuery } from '@tanstack/react-query';
import { useAdminClient } from '../api/admin-client';
import type { AdminClient } from '../api/admin-database';
import { adminKeys } from '../api/query-keys';
import { acceptanceColumns, bookingColumns, outboxColumns } from '../api/columns';

const historyColumns = 'id, created_at, source, status, name';
/** One person's history is a handful of leads; the cap keeps a mass-submitting bot's address cheap. */
const HISTORY_LIMIT = 50;

export async function fetchNotes(client: AdminClient, leadId: string) {
  const { data, error } = await client.from('lead_notes').select('id, lead_id, created_at, author_id, author_email, body').eq('lead_id', leadId).order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export async function fetchEvents(client: AdminClient, leadId: string) {
  const { data, error } = await client
    .from('lead_events')
    .select('id, lead_id, created_at, actor_id, actor_email, kind, from_value, to_value')
    .eq('lead_id', leadId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export async function fetchBookings(client: AdminClient, leadId: string) {
  const { data, error } = await client.from('call_bookings').select(bookingColumns).eq('lead_id', leadId).order('slot_start', { ascending: false });
  if (error) throw error;
  return data;
}

export async function fetchAcceptances(client: AdminClient, leadId: string) {
  const { data, error } = await client.from('agreement_acceptances').select(acceptanceColumns).eq('lead_id', leadId).order('accepted_at', { ascending: false });
  if (error) throw error;
  return data;
}

export async function fetchEmails(client: AdminClient, leadId: string) {
  const { data, error } = await client.from('email_outbox').select(outboxColumns).eq('lead_id', leadId).order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export async function fetchPersonHistory(client: AdminClient, email: string) {
  const { data, error } = await client.from('lead_inbox').select(historyColumns).eq('email', email).order('created_at', { ascending: false }).limit(HISTORY_LIMIT);
  if (error) throw error;
  return data;
}

export function useLeadNotes(leadId: string) {
  const client = useAdminClient();
  return useQuery({ queryKey: adminKeys.leadPart(leadId, 'notes'), queryFn: () => fetchNotes(client, leadId) });
}

export function useLeadEvents(leadId: string) {
  const client = useAdminClient();
  return useQuery({ queryKey: adminKeys.leadPart(leadId, 'events'), queryFn: () => fetchEvents(client, leadId) });
}

export function useLeadBookings(leadId: string) {
  const client = useAdminClient();
  return useQuery({ queryKey: adminKeys.leadPart(leadId, 'bookings'), queryFn: () => fetchBookings(client, leadId) });
}

export function useLeadAcceptances(leadId: string) {
  const client = useAdminClient();
  return useQuery({ queryKey: adminKeys.leadPart(leadId, 'agreements'), queryFn: () => fetchAcceptances(client, leadId) });
}

export function useLeadEmails(leadId: string) {
  const client = useAdminClient();
  return useQuery({ queryKey: adminKeys.leadPart(leadId, 'emails'), queryFn: () => fetchEmails(client, leadId) });
}

/**
 * The other leads from this lead's e-mail address (stored lower-case), newest first: one person's
 * history. Cached per address, so every lead of the person shares one read.
 */
export function usePersonHistory(email: string, leadId: string) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.personHistory(email),
    queryFn: () => fetchPersonHistory(client, email),
    select: (leads) => leads.filter((lead) => lead.id !== leadId),
  });
}
