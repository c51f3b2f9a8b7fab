/** Staff availability as the dashboard edits it: pure rules and words, no React. */
import { z } from 'zod';
import { BUSINESS_DAY_SLOTS, BUSINESS_HOURS, SLOT_MINUTES, pad2, parseTime } from '@shared/booking/calendar.ts';
import { formatCalendarDate } from '../components/record-format';

/** The weekdays calls are offered on (the business days), by ISO number. */
export const WEEKDAYS = [
  { weekday: 1, label: 'Monday' },
  { weekday: 2, label: 'Tuesday' },
  { weekday: 3, label: 'Wednesday' },
  { weekday: 4, label: 'Thursday' },
  { weekday: 5, label: 'Friday' },
] as const;

/** The times a day can open at (the business day's slot starts) and close at (each half hour after, to closing time). */
export const OPENING_TIMES: readonly string[] = BUSINESS_DAY_SLOTS;
export const CLOSING_TIMES: readonly string[] = BUSINESS_DAY_SLOTS.map((time) => {
  const minutes = (parseTime(time) ?? 0) + SLOT_MINUTES;
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
});

/** The database's time ('09:30:00') as the dashboard's selects hold it ('09:30'). */
export const hourMinute = (time: string) => time.slice(0, 5);

/** A weekday's hours as the form shows them: what staff set, or the business hours. */
export function hoursOrBusiness(row: { is_open: boolean; opens_at: string; closes_at: string } | undefined) {
  return row ? { isOpen: row.is_open, opensAt: hourMinute(row.opens_at), closesAt: hourMinute(row.closes_at) } : { isOpen: true, ...BUSINESS_HOURS };
}

const DAY_MS = 86_400_000;
const dateText = z.string().trim();

/** A closure as the form takes it: the first day, the last (the first when left empty) and a note for staff. */
export const closureSchema = z
  .object({
    startsOn: dateText.min(1, 'Please choose the first closed day').regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date'),
    endsOn: dateText.regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Please enter a valid date'),
    note: z.string().trim().max(200, 'Note must be less than 200 characters'),
  })
  .transform(({ startsOn, endsOn, note }) => ({ startsOn, endsOn: endsOn || startsOn, note }))
  .superRefine(({ startsOn, endsOn }, ctx) => {
    const days = (Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / DAY_MS;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'The last day cannot be before the first' });
    else if (days > 366) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'A closure can be at most a year long' });
  });

/** "Thu, Dec 24, 2026" for one day, "Thu, Dec 24, 2026 – Fri, Jan 1, 2027" for a range. */
export function closureLabel(startsOn: string, endsOn: string): string {
  return startsOn === endsOn ? formatCalendarDate(startsOn) : `${formatCalendarDate(startsOn)} – ${formatCalendarDate(endsOn)}`;
}
