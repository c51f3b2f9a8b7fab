/**
 * The CSV export, written by Papa Parse: RFC 4180 with CRLF line ends, and formula-safe per OWASP's CSV
 * injection advice, because lead fields are typed by strangers on the internet and opened by staff in
 * Excel. Every cell is quoted, so a spreadsheet that splits on another separator (Excel in German, French
 * or Dutch splits on ";") still reads each cell whole, and a cell that a spreadsheet would read as a
 * formula (starting with =, +, -, @, tab or carriage return) gets a leading apostrophe.
 */
import Papa from 'papaparse';
import type { Lead } from '../api/types';
import { priorityLabel } from '../format';
import { describeDetails } from '../lead-detail/describe-record';
import { sourceLabel, userTypeLabel } from '../pipeline';

export type ExportLead = Pick<
  Lead,
  | 'id'
  | 'created_at'
  | 'name'
  | 'email'
  | 'phone'
  | 'company'
  | 'source'
  | 'user_type'
  | 'industry'
  | 'status'
  | 'call_booked'
  | 'first_response_at'
  | 'priority'
  | 'budget_min_cents'
  | 'budget_max_cents'
  | 'message'
  | 'details'
  | 'attribution'
>;

/**
 * What a spreadsheet runs as a formula. Papa Parse's own pattern (`escapeFormulae: true`) ends in `.*$`,
 * which misses a formula followed by a line break: this one looks at the first character only.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function attributionText(attribution: Lead['attribution'], key: string): string {
  const value = attribution[key];
  return typeof value === 'string' ? value : '';
}

/** Whole dollars as a plain number a spreadsheet can sum: 150000 cents → "1500"; empty for none. */
function dollars(cents: number | null): string {
  return cents === null ? '' : String(cents / 100);
}

/** The rest of what the form sent (leads.details), as "Label: value" pairs in one cell. */
function detailsText(lead: ExportLead): string {
  return describeDetails(lead.details)
    .map((field) => `${field.label}: ${field.value}`)
    .join('; ');
}

function responseMinutes(lead: ExportLead): string {
  if (lead.first_response_at === null) return '';
  return String(Math.round((Date.parse(lead.first_response_at) - Date.parse(lead.created_at)) / 60_000));
}

const columns: readonly [string, (lead: ExportLead) => string][] = [
  ['Captured', (lead) => new Date(lead.created_at).toISOString()],
  ['Name', (lead) => lead.name ?? ''],
  ['Email', (lead) => lead.email],
  ['Phone', (lead) => lead.phone ?? ''],
  ['Company', (lead) => lead.company ?? ''],
  ['Source', (lead) => sourceLabel(lead.source)],
  ['User type', (lead) => (lead.user_type === null ? '' : userTypeLabel(lead.user_type))],
  ['Industry', (lead) => lead.industry ?? ''],
  ['Status', (lead) => lead.status],
  ['Call booked', (lead) => (lead.call_booked ? 'Yes' : 'No')],
  ['First response', (lead) => (lead.first_response_at === null ? '' : new Date(lead.first_response_at).toISOString())],
  ['Response minutes', responseMinutes],
  ['Priority', (lead) => priorityLabel(lead.priority) ?? ''],
  ['Monthly budget from (USD)', (lead) => dollars(lead.budget_min_cents)],
  ['Monthly budget to (USD)', (lead) => dollars(lead.budget_max_cents)],
  ['Message', (lead) => lead.message ?? ''],
  ['Details', detailsText],
  ['UTM source', (lead) => attributionText(lead.attribution, 'utm_source')],
  ['UTM medium', (lead) => attributionText(lead.attribution, 'utm_medium')],
  ['UTM campaign', (lead) => attributionText(lead.attribution, 'utm_campaign')],
  ['Landing page', (lead) => attributionText(lead.attribution, 'landing_page')],
  ['Referrer', (lead) => attributionText(lead.attribution, 'referrer')],
  ['Lead ID', (lead) => lead.id],
];

export function toCsv(rows: readonly ExportLead[]): string {
  const csv = Papa.unparse(
    { fields: columns.map(([header]) => header), data: rows.map((row) => columns.map(([, read]) => read(row))) },
    { quotes: true, escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
  return `${csv}\r\n`;
}

/** leads-2026-11-21.csv, by the reader's calendar. */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `leads-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
