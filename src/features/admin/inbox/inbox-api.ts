import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAdminClient } from '../api/admin-client';
import type { AdminClient } from '../api/database';
import { adminKeys } from '../api/query-keys';
import type { InboxLead, InboxSummary } from '../api/types';
import { pageRange } from '../pagination';
import { exportColumns } from '../api/columns';
import type { ExportLead } from './csv';
import { applyInboxFilters } from './inbox-filters';
import type { InboxQuery } from './inbox-query';

export const INBOX_PAGE_SIZE = 25;
const EXPORT_CHUNK = 1000;

const inboxColumns =
  'id, created_at, source, name, email, phone, company, user_type, industry, status, call_booked, is_spam, first_response_at, status_changed_at, email_lead_count, undelivered_email_count' as const;

/** One page of the list; `beyondEnd` when the page asked for lies past the last row (PostgREST's 416). */
export type InboxPage = { rows: InboxLead[]; total: number; beyondEnd: boolean };

export async function fetchInboxPage(client: AdminClient, query: InboxQuery): Promise<InboxPage> {
  const { from, to } = pageRange(query.page, INBOX_PAGE_SIZE);
  const { data, count, error, status } = await applyInboxFilters(client.from('lead_inbox').select(inboxColumns, { count: 'exact' }), query).range(from, to);
  if (error) {
    if (status === 416 || error.code === 'PGRST103') return { rows: [], total: 0, beyondEnd: true };
    throw error;
  }
  return { rows: data, total: count ?? data.length, beyondEnd: false };
}

export function useInboxPage(query: InboxQuery) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.inboxPage(query),
    queryFn: () => fetchInboxPage(client, query),
    // The old page stays on screen while the next loads, so paging and filtering do not flash a skeleton.
    placeholderData: keepPreviousData,
  });
}

export async function fetchInboxSummary(client: AdminClient): Promise<InboxSummary> {
  const { data, error } = await client.rpc('lead_inbox_summary', { days: 30 }).single();
  if (error) throw error;
  return data;
}

export function useInboxSummary() {
  const client = useAdminClient();
  return useQuery({ queryKey: adminKeys.summary(), queryFn: () => fetchInboxSummary(client) });
}

/** Every lead the query matches, all pages, read in chunks so no one response grows without bound. */
export async function fetchExportRows(client: AdminClient, query: InboxQuery): Promise<ExportLead[]> {
  const rows: ExportLead[] = [];
  for (let from = 0; ; from += EXPORT_CHUNK) {
    const { data, error } = await applyInboxFilters(client.from('leads').select(exportColumns), query).range(from, from + EXPORT_CHUNK - 1);
    if (error) throw error;
    rows.push(...data);
    if (data.length < EXPORT_CHUNK) return rows;
  }
}
