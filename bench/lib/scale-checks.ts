/**
 * What the scale bench checks in the answers it times, where that is cheap: pages hold what the totals say,
 * the export holds every lead, a read does not stop at max_rows unnoticed. The database's own counts (read
 * as superuser before the run) are the truth.
 */
import type { RowCheck } from './scale-report.ts';

/** PostgREST's db-max-rows, as supabase/config.toml sets it: a read that returns exactly this may be cut short. */
export const MAX_ROWS = 1000;

const count = (value: number) => value.toLocaleString('en-US');

/** `day` (yyyy-mm-dd) moved by `days`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The rows of any read, with a warning when there are exactly max_rows of them. */
export function rowCountCheck(rows: readonly unknown[], noun = 'rows'): RowCheck {
  if (rows.length === MAX_ROWS) return { text: `${count(rows.length)} ${noun}: exactly max_rows, so possibly cut short`, warning: true };
  return { text: `${count(rows.length)} ${noun}` };
}

/** The heatmap's answer: one row of cells, all of them (a map cut at max_rows would have exactly that many). */
export function clickMapCheck(map: { total_clicks: number; cells: readonly unknown[] }): RowCheck {
  const text = `${count(map.cells.length)} cells, ${count(map.total_clicks)} clicks`;
  return map.cells.length === MAX_ROWS ? { text: `${text}: exactly max_rows cells, so possibly cut short`, warning: true } : { text };
}

/** What the database holds for a leads-per-day window: non-spam leads, and the first and last day (Los Angeles) that has one. */
export interface LeadsPerDayTruth {
  leads: number;
  days: number;
  firstDay: string | null;
  lastDay: string | null;
}

/**
 * The leads-per-day panel covers its whole window: its newest day is the database's newest (a read cut at
 * max_rows, ordered by day, loses the newest days first), it starts within a day of the database's first
 * (the window's edge may be a whole day or a moment), and it misses at most that edge day.
 */
export function leadsPerDayCheck(rows: readonly Record<string, unknown>[], truth: LeadsPerDayTruth): RowCheck {
  const days = [...new Set(rows.map((row) => String(row.day)))].sort();
  const leads = rows.reduce((sum, row) => sum + (typeof row.leads === 'number' ? row.leads : 0), 0);
  const first = days[0] ?? null;
  const last = days.at(-1) ?? null;
  const totals = `${count(leads)} leads (database: ${count(truth.leads)})`;
  if (truth.lastDay === null || truth.firstDay === null) {
    return { text: `${days.length} days, ${totals}`, ok: days.length === 0 };
  }
  const coversEnd = last === truth.lastDay;
  const coversStart = first !== null && first <= addDays(truth.firstDay, 1);
  const ok = coversEnd && coversStart && days.length >= truth.days - 1;
  const range = first === null ? 'no days' : `${days.length} days ${first}…${last}`;
  return { text: `${range} (database: ${truth.days} days ${truth.firstDay}…${truth.lastDay}), ${totals}`, ok };
}

/** One inbox page against what it should hold: the total the database counts (when known) and the rows that leaves on this page. */
export function inboxPageCheck(
  page: { rows: readonly unknown[]; total: number; beyondEnd: boolean },
  expected: { page: number; pageSize: number; total?: number },
): RowCheck {
  const pages = Math.max(1, Math.ceil((expected.total ?? page.total) / expected.pageSize));
  if (page.beyondEnd) {
    // PostgREST answers 416 past the end; the dashboard then offers the last page.
    const ok = expected.total === undefined ? undefined : expected.page > pages;
    return { text: `beyond the end (${count(pages)} pages)`, ...(ok === undefined ? {} : { ok }) };
  }
  const text = `${page.rows.length} of ${count(page.total)}`;
  // A filter the data has no lead for times an empty answer: the bench's data, not the dashboard, is then wrong.
  if (expected.total === undefined) return page.total === 0 ? { text: `${text}: no lead matches, so the data lacks this case`, ok: false } : { text };
  const wantedRows = Math.max(0, Math.min(expected.pageSize, expected.total - (expected.page - 1) * expected.pageSize));
  const ok = page.total === expected.total && page.rows.length === wantedRows;
  return { text: ok ? text : `${text} (database: ${count(expected.total)}, so ${wantedRows} on this page)`, ok };
}

/** The CSV export holds every lead the query matches. */
export function exportCheck(rows: readonly unknown[], expectedTotal: number): RowCheck {
  const ok = rows.length === expectedTotal;
  return { text: ok ? `${count(rows.length)} rows exported` : `${count(rows.length)} rows exported (database: ${count(expectedTotal)})`, ok };
}

/** The lead page's parts, each of which the chosen lead has in the database. */
export function leadPageCheck(found: boolean, parts: readonly (readonly [label: string, rows: number])[]): RowCheck {
  const text = parts.map(([label, rows]) => `${label} ${rows}`).join(', ');
  const empty = parts.filter(([, rows]) => rows === 0).map(([label]) => label);
  if (!found) return { text: 'the lead was not found', ok: false };
  return empty.length === 0 ? { text, ok: true } : { text: `${text} (none: ${empty.join(', ')})`, ok: false };
}

/** The inbox's per-row count of leads from the same address agrees with the database. */
export function sameAddressCheck(listed: readonly { email: string; email_lead_count: number | null }[], truth: ReadonlyMap<string, number>): RowCheck {
  const wrong = listed.filter((row) => row.email_lead_count !== (truth.get(row.email.toLowerCase()) ?? 0));
  if (listed.length === 0) return { text: 'no rows' };
  if (wrong.length === 0) return { text: `${listed.length} rows, same-address counts right`, ok: true };
  const [first] = wrong;
  return {
    text: `${listed.length} rows; ${wrong.length} with a wrong same-address count (${first?.email}: ${String(first?.email_lead_count)}, database: ${truth.get(first?.email.toLowerCase() ?? '') ?? 0})`,
    ok: false,
  };
}
