/**
 * How the dashboard writes times: in the reader's own time zone and locale conventions of en-US,
 * which is what staff in Los Angeles expect, and durations as a salesperson says them ("2 h 5 min").
 */
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

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
