import type { LeadsPerDayRow } from '../api/admin-database';

/**
 * Leads per day stacked by channel. The five busiest channels get a colour each and the rest are one
 * "Other" segment: more colours than that stop being told apart at a glance.
 */
export const MAX_NAMED_CHANNELS = 5;
export const OTHER_CHANNEL = 'Other';

/** Brand tokens, each at least 3:1 against the white card (non-text contrast); classes spelled out for Tailwind. */
const palette = [
  { fill: 'fill-primary', swatch: 'bg-primary' },
  { fill: 'fill-accent', swatch: 'bg-accent' },
  { fill: 'fill-success', swatch: 'bg-success' },
  { fill: 'fill-ink', swatch: 'bg-ink' },
  { fill: 'fill-star', swatch: 'bg-star' },
] as const;
const otherColour = { fill: 'fill-muted-foreground', swatch: 'bg-muted-foreground' } as const;

export type ChannelColour = { fill: string; swatch: string };
export type ChannelTotal = { channel: string; leads: number; colour: ChannelColour };
export type StackedSegment = { channel: string; leads: number; /** Leads below this segment in the bar. */ offset: number };
export type DayColumn = { day: string; total: number; segments: StackedSegment[] };
export type LeadsChart = {
  columns: DayColumn[];
  /** Channels in stack order (bottom first), busiest first, "Other" last. */
  channels: ChannelTotal[];
  forms: { form: string; leads: number }[];
  total: number;
  maxDayTotal: number;
};

const losAngelesDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Los Angeles as 'YYYY-MM-DD': analytics_leads_per_day counts days there, where the agency works. */
export function todayInLosAngeles(now: Date): string {
  return losAngelesDate.format(now);
}

const DAY_MS = 86_400_000;

/** The `days` calendar days (UTC, 'YYYY-MM-DD') ending with `lastDay`, oldest first. */
export function periodDays(days: number, lastDay: string): string[] {
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => new Date(end - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

/** Adds the days' counts into one total per key (a channel, a form, a day and channel). */
function sumCounts(rows: LeadsPerDayRow[], counts: (row: LeadsPerDayRow) => [key: string, leads: number][]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) {
    for (const [key, leads] of counts(row)) sums.set(key, (sums.get(key) ?? 0) + leads);
  }
  return sums;
}

function byCountThenName<T extends { leads: number }>(name: (item: T) => string) {
  return (a: T, b: T) => b.leads - a.leads || name(a).localeCompare(name(b));
}

/**
 * Stacks the days' counts by channel for the chart (the database sends one row a day, with its leads by
 * channel and by form, so a long period never runs into the API's row limit). Every day of the period
 * gets a column, an empty day too, so gaps read as "no leads" rather than disappearing. `today` ends the period unless the database
 * has a later day; the database's window is the last N × 24 h, so its first day can be one earlier
 * (a partial day), and it gets a column rather than being left out of the bars but not the total.
 */
export function stackLeadsPerDay(rows: LeadsPerDayRow[], days: number, today: string): LeadsChart {
  const ranked = [...sumCounts(rows, (row) => Object.entries(row.channels))].map(([channel, leads]) => ({ channel, leads })).sort(byCountThenName((item) => item.channel));
  const named = ranked.slice(0, MAX_NAMED_CHANNELS);
  const namedSet = new Set(named.map((item) => item.channel));
  const channelOf = (channel: string) => (namedSet.has(channel) ? channel : OTHER_CHANNEL);
  const channels: ChannelTotal[] = named.map((item, index) => ({ ...item, colour: palette[index] ?? otherColour }));
  if (ranked.length > named.length) channels.push({ channel: OTHER_CHANNEL, leads: ranked.slice(named.length).reduce((sum, item) => sum + item.leads, 0), colour: otherColour });

  const latest = rows.reduce((max, row) => (row.day > max ? row.day : max), today);
  const perDay = sumCounts(rows, (row) => Object.entries(row.channels).map(([channel, leads]) => [`${row.day}|${channelOf(channel)}`, leads]));
  const earliest = rows.reduce((min, row) => (row.day < min ? row.day : min), latest);
  const span = Math.round((Date.parse(`${latest}T00:00:00Z`) - Date.parse(`${earliest}T00:00:00Z`)) / DAY_MS) + 1;
  const columns = periodDays(Math.max(days, span), latest).map((day) => {
    let offset = 0;
    const segments: StackedSegment[] = [];
    for (const { channel } of channels) {
      const leads = perDay.get(`${day}|${channel}`) ?? 0;
      if (leads > 0) segments.push({ channel, leads, offset });
      offset += leads;
    }
    return { day, total: offset, segments };
  });
  const forms = [...sumCounts(rows, (row) => Object.entries(row.forms))].map(([form, leads]) => ({ form, leads })).sort(byCountThenName((item) => item.form));
  return {
    columns,
    channels,
    forms,
    total: rows.reduce((sum, row) => sum + row.leads, 0),
    maxDayTotal: columns.reduce((max, column) => Math.max(max, column.total), 0),
  };
}
