/**
 * The inbox's filters and order as data, and the functions that apply them to a supabase-js builder.
 * The list (`lead_inbox`) and the CSV export (`leads`) both filter through `applyInboxWhere`, so what is
 * exported is exactly what is listed; the export reads it newest first, in chunks (`rowsAfter`).
 */
import { groupsByIndustry, type InboxQuery } from './inbox-query';
import { quotePostgrestValue, searchFilter } from './postgrest-search';

/** Columns both `lead_inbox` and `leads` have. */
export type InboxFilterColumn = 'status' | 'source' | 'user_type' | 'industry' | 'call_booked' | 'created_at';

export type InboxFilter =
  | { kind: 'compare'; column: InboxFilterColumn; operator: 'eq' | 'neq' | 'gte' | 'lt'; value: string | boolean }
  | { kind: 'or'; filters: string };

export type InboxOrder = { column: 'created_at' | 'name' | 'industry' | 'id'; ascending: boolean };

/** Midnight starting day `day` (yyyy-mm-dd) plus `offsetDays`, in the browser's time zone, as an ISO instant. */
export function startOfLocalDay(day: string, offsetDays = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + offsetDays).toISOString();
}

export function inboxFilters(query: InboxQuery): InboxFilter[] {
  const filters: InboxFilter[] = [];
  const compare = (column: InboxFilterColumn, operator: 'eq' | 'neq' | 'gte' | 'lt', value: string | boolean) =>
    filters.push({ kind: 'compare', column, operator, value });

  if (query.status === 'active') compare('status', 'neq', 'Spam');
  else if (query.status !== 'all') compare('status', 'eq', query.status);
  if (query.source) compare('source', 'eq', query.source);
  if (query.userType) compare('user_type', 'eq', query.userType);
  if (query.industry) compare('industry', 'eq', query.industry);
  if (query.callBooked !== 'any') compare('call_booked', 'eq', query.callBooked === 'yes');
  // Whole days as the reader sees them: from the first day's midnight up to (not including) the midnight after the last.
  if (query.from) compare('created_at', 'gte', startOfLocalDay(query.from));
  if (query.to) compare('created_at', 'lt', startOfLocalDay(query.to, 1));
  const search = searchFilter(query.q);
  if (search) filters.push({ kind: 'or', filters: search });
  return filters;
}

/** Sort order; owners are grouped by business type first. The id last keeps pages stable between requests. */
export function inboxOrder(query: InboxQuery): InboxOrder[] {
  const byIndustry: InboxOrder[] = groupsByIndustry(query) ? [{ column: 'industry', ascending: true }] : [];
  const chosen: Record<InboxQuery['sort'], InboxOrder[]> = {
    newest: [{ column: 'created_at', ascending: false }],
    oldest: [{ column: 'created_at', ascending: true }],
    name: [{ column: 'name', ascending: true }, { column: 'created_at', ascending: false }],
    'name-desc': [{ column: 'name', ascending: false }, { column: 'created_at', ascending: false }],
  };
  return [...byIndustry, ...chosen[query.sort], { column: 'id', ascending: true }];
}

/** The builder methods the filters need; both a `leads` and a `lead_inbox` select builder have them. */
export interface InboxFilterable<Self> {
  filter(column: string, operator: string, value: unknown): Self;
  or(filters: string): Self;
  order(column: string, options?: { ascending?: boolean; nullsFirst?: boolean }): Self;
}

/** Applies the query's filters, without an order, to a select builder. */
export function applyInboxWhere<Builder extends InboxFilterable<Builder>>(builder: Builder, query: InboxQuery): Builder {
  let next = builder;
  for (const filter of inboxFilters(query)) {
    next = filter.kind === 'or' ? next.or(filter.filters) : next.filter(filter.column, filter.operator, filter.value);
  }
  return next;
}

/** Applies the query's filters and order to a select builder. */
export function applyInboxFilters<Builder extends InboxFilterable<Builder>>(builder: Builder, query: InboxQuery): Builder {
  let next = applyInboxWhere(builder, query);
  for (const { column, ascending } of inboxOrder(query)) next = next.order(column, { ascending, nullsFirst: false });
  return next;
}

/** The export's order, newest first, as an index of leads holds it: each chunk starts where the last ended. */
export const exportOrder: readonly InboxOrder[] = [
  { column: 'created_at', ascending: false },
  { column: 'id', ascending: true },
];

/**
 * The rows after `last` in the export's order (keyset paging): every chunk is read from where the last
 * ended, so the export's last chunk costs what its first does, where an offset reads again everything
 * it skips. `bound` is the same condition loosened to one the index can start from (created_at at most
 * the last one's), a plain value for `.lte()`; `after` is the exact condition, for `.or()`.
 */
export function rowsAfter(last: { created_at: string; id: string }): { bound: string; after: string } {
  const at = quotePostgrestValue(last.created_at);
  return { bound: last.created_at, after: `created_at.lt.${at},and(created_at.eq.${at},id.gt.${quotePostgrestValue(last.id)})` };
}
