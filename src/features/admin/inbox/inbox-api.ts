import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAdminClient } from '../api/admin-client';
import type { AdminClient } from '../api/admin-database';
import { adminKeys } from '../api/query-keys';
import type { InboxLead, InboxSummary } from '../api/types';
import { pageRange } from '../pagination';
import { exportColumns } from '../api/columns';
import type { ExportLead } from './csv';
import { applyInboxFilters, applyInboxWhere, exportOrder, rowsAfter } from './inbox-filters';
import type { InboxQuery } from './inbox-query';

export const INBOX_PAGE_SIZE = 25;
/** PostgREST's max_rows: a larger chunk would come back cut to this. */
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

/** How far an export has got: leads read so far, of how many the filters match. */
export type ExportProgress = { read: number; total: number };

/**
 * Every lead the query matches, all pages, newest first, read in chunks so no one response grows
 * without bound, each chunk starting after the last one's final row; `onProgress` hears after each.
 */
export async function fetchExportRows(client: AdminClient, query: InboxQuery, onProgress?: (progress: ExportProgress) => void): Promise<ExportLead[]> {
  const { count, error: countError } = await applyInboxWhere(client.from('leads').select('id', { count: 'exact', head: true }), query);
  if (countError) throw countError;
  const rows: ExportLead[] = [];
  for (;;) {
    let chunk = applyInboxWhere(client.from('leads').select(exportColumns), query);
    const last = rows.at(-1);
    if (last) {
      const { bound, after } = rowsAfter(last);
      chunk = chunk.lte('created_at', bound).or(after);
    }
    for (const { column, ascending } of exportOrder) chunk = chunk.order(column, { ascending });
    const { data, error } = await chunk.limit(EXPORT_CHUNK);
    if (error) throw error;
    rows.push(...data);
    onProgress?.({ read: rows.length, total: Math.max(count ?? 0, rows.length) });
    if (data.length < EXPORT_CHUNK) return rows;
  }
}
