/**
 * How the dashboard writes times: in the reader's own time zone and locale conventions of en-US,
 * which is what staff in Los Angeles expect, and durations as a salesperson says them ("2 h 5 min");
 * and a lead's name, budget and priority as staff read them.
 */
import type { LeadPriority } from '@shared/smart-lead.ts';
import { formatCents } from '@/lib/money';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A monthly budget in cents as staff read it: "$1,000 - $5,000 a month", "$50,000+ a month". */
export function formatMonthlyBudget({ minCents, maxCents }: { minCents: number; maxCents: number | null }): string {
  if (maxCents === null) return `${formatCents(minCents)}+ a month`;
  if (maxCents === minCents) return `${formatCents(minCents)} a month`;
  return `${formatCents(minCents)} - ${formatCents(maxCents)} a month`;
}

/** The budget a lead chose, or null when it chose none. */
export function leadBudget(lead: { budget_min_cents: number | null; budget_max_cents: number | null }): string | null {
  return lead.budget_min_cents === null ? null : formatMonthlyBudget({ minCents: lead.budget_min_cents, maxCents: lead.budget_max_cents });
}

const priorityLabels: Readonly<Record<LeadPriority, string>> = { high: 'High', medium: 'Medium', low: 'Low', lowest: 'Lowest' };

/** "High", "Medium", …; null for a lead without a priority. */
export function priorityLabel(priority: LeadPriority | null): string | null {
  return priority === null ? null : priorityLabels[priority];
}

/** What to call a lead: its name, or its e-mail when the form asked for no name. */
export function leadTitle(lead: { name: string | null; email: string }): string {
  return lead.name ?? lead.email;
}

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A duration in its two largest units: "45 s", "12 min", "3 h 5 min", "2 d 4 h". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < MINUTE) return `${s} s`;
  if (s < HOUR) return `${Math.floor(s / MINUTE)} min`;
  if (s < DAY) return joinUnits(Math.floor(s / HOUR), 'h', Math.floor((s % HOUR) / MINUTE), 'min');
  return joinUnits(Math.floor(s / DAY), 'd', Math.floor((s % DAY) / HOUR), 'h');
}

function joinUnits(major: number, majorUnit: string, minor: number, minorUnit: string): string {
  return minor === 0 ? `${major} ${majorUnit}` : `${major} ${majorUnit} ${minor} ${minorUnit}`;
}

export type ResponseTime =
  | { kind: 'responded'; seconds: number }
  | { kind: 'waiting'; seconds: number }
  | { kind: 'none' };

/**
 * Speed to lead: from capture to the first status change or note by staff. A lead nobody has touched
 * is "waiting" for as long as it has existed; spam is nobody's to answer.
 */
export function responseTime(lead: { created_at: string; first_response_at: string | null; is_spam: boolean }, now: Date): ResponseTime {
  const created = Date.parse(lead.created_at);
  if (lead.first_response_at !== null) return { kind: 'responded', seconds: (Date.parse(lead.first_response_at) - created) / 1000 };
  if (lead.is_spam) return { kind: 'none' };
  return { kind: 'waiting', seconds: (now.getTime() - created) / 1000 };
}
