/**
 * The call-booking calendar (docs/product.md, "Call booking") that the /call-booking form and the book-call
 * function both apply: which dates and 30-minute slots are offered in the agency's time zone, how a slot
 * becomes a UTC instant across daylight-saving changes, and the messages for a date or time that is not
 * offered. Its siblings: schema.ts (the request schema), labels.ts (dates and times as people read them)
 * and ics.ts (the calendar invite sent with the confirmation e-mail).
 *
 * Dates are civil dates 'YYYY-MM-DD' and times wall-clock 'HH:MM', both in America/Los_Angeles, as the
 * visitor picks them; only `slotStartUtc` turns them into an instant. No date library: the zone's
 * offsets come from Intl, which Deno and Node both ship with full time-zone data.
 */

/** The agency works in Los Angeles; every offered date and time is in this zone. */
export const AGENCY_TIME_ZONE = 'America/Los_Angeles';

/** A free 30-minute consultation (docs/product.md#booking-hours). */
export const SLOT_MINUTES = 30;

/**
 * Business hours. Booking follows the opening hours the site publishes in its structured data
 * (src/content/site.ts `openingHours: 'Mo-Fr 08:00-18:00'`; a test keeps the two in step): Monday to
 * Friday, first call 08:00, last call 17:30 so that it ends at closing time.
 * Weekends are not bookable (docs/product.md is silent and the published hours exclude them). Public holidays
 * are not excluded: no holiday calendar exists in docs/product.md or the content.
 */
export const BUSINESS_HOURS = { opensAt: '08:00', closesAt: '18:00' } as const;
/** ISO weekdays (1 = Monday … 7 = Sunday) on which calls are offered. */
export const BUSINESS_DAYS: readonly number[] = [1, 2, 3, 4, 5];

/**
 * A slot starting sooner than this is no longer offered. Booking today is allowed (the date may not be
 * earlier than today), but the success message promises "We'll reach out to confirm": an hour leaves
 * the team time to see the notification and the visitor time to receive the invite.
 */
export const MIN_LEAD_MINUTES = 60;

/**
 * How far ahead a call may be booked. An open-ended calendar would let one
 * script reserve slots years ahead (each booking holds its slot by a unique constraint), and a
 * consultation "within 24 hours" of contact is not planned months out.
 */
export const BOOKING_WINDOW_DAYS = 60;

/**
 * The booking messages (docs/product.md#call-booking): the toasts (`success`, `failure`) and the
 * field messages, written plainly in the style of the contact forms'.
 */
export const bookingMessages = {
  success: "Call scheduled! We'll reach out to confirm.",
  failure: 'Something went wrong. Please try again.',
  emailRequired: 'Email is required',
  dateRequired: 'Please choose a date',
  dateInvalid: 'Please enter a valid date',
  datePast: 'Please choose today or a later date',
  dateNotBusinessDay: 'Please choose a weekday (Monday to Friday)',
  dateTooFar: `Please choose a date within the next ${BOOKING_WINDOW_DAYS} days`,
  timeRequired: 'Please choose a time',
  timeInvalid: 'Please choose one of the available times',
  timePassed: 'That time is no longer available today. Please choose a later time.',
  /** Answered by book-call (409) when the database already holds a booking for the slot. */
  slotTaken: 'Sorry, that time was just booked. Please choose another time.',
  /**
   * Answered by book-call (409) when the e-mail address, or the visitor's connection, already holds as many
   * upcoming calls as one visitor may. These point to what works.
   */
  tooManyForEmail: 'You already have upcoming calls booked with this email. To change one, reply to its confirmation email.',
  tooManyFromClient:
    'Several upcoming calls have already been booked from your connection. To book another, reply to a confirmation email or call us.',
  questionTooLong: 'Your question must be less than 1000 characters',
  /** Answered (409) when staff closed the day (a holiday, a vacation): the database's booking_closures. */
  dayClosed: 'We are closed on this date. Please choose another date.',
  /** Answered (409) when staff's weekly hours for that day leave the time out. */
  timeClosed: 'That time is not available on this date. Please choose another time.',
} as const;

/** Why the database refused a slot staff closed (private.slot_refusal), with the field and message the form shows. */
export const closedSlotIssues = {
  day_closed: { path: 'preferredDate', message: bookingMessages.dayClosed },
  time_closed: { path: 'preferredTime', message: bookingMessages.timeClosed },
} as const;
export type ClosedSlotReason = keyof typeof closedSlotIssues;

export function isClosedSlotReason(value: unknown): value is ClosedSlotReason {
  return value === 'day_closed' || value === 'time_closed';
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
export const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Civil dates and wall-clock times
// ---------------------------------------------------------------------------------------------

interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** 'YYYY-MM-DD' → its parts, or null when the text is not a real calendar date (2026-02-30, 2026-13-01). */
export function parseCivilDate(date: string): CivilDate | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls an impossible day over into the next month; a real date survives the round trip.
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

function formatCivilDate({ year, month, day }: CivilDate): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** Whole days from `from` to `to` (both civil dates); calendar days, so DST changes do not matter. */
function daysBetween(from: CivilDate, to: CivilDate): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS);
}

/** ISO weekday of a civil date: 1 = Monday … 7 = Sunday. */
function isoWeekday({ year, month, day }: CivilDate): number {
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}

/** 'HH:MM' → minutes after midnight, or null for anything else. */
export function parseTime(time: string): number | null {
  const match = TIME_PATTERN.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function formatTime(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** Every slot of a business day, 'HH:MM' in the agency's zone: 08:00, 08:30, … 17:30. */
export const BUSINESS_DAY_SLOTS: readonly string[] = (() => {
  const opens = parseTime(BUSINESS_HOURS.opensAt) ?? 0;
  const closes = parseTime(BUSINESS_HOURS.closesAt) ?? 0;
  const slots: string[] = [];
  for (let start = opens; start + SLOT_MINUTES <= closes; start += SLOT_MINUTES) slots.push(formatTime(start));
  return slots;
})();

// ---------------------------------------------------------------------------------------------
// The agency's time zone
// ---------------------------------------------------------------------------------------------

/**
 * A value built on first use, then kept. The date formats below are costly to construct (Chromium
 * loads the zone's data on the page's main thread; decision 011) and a booking page imports this
 * module before it needs any of them.
 */
export function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

// Built once: these run for every slot of a day.
// h23 so that midnight reads 00, not 24 as some engines print with hour12: false.
const zonedPartsFormat = once(() => new Intl.DateTimeFormat('en-US', {
  timeZone: AGENCY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
}));

interface WallClock extends CivilDate {
  hour: number;
  minute: number;
  second: number;
}

export function assertValidInstant(instant: Date, name: string): void {
  if (Number.isNaN(instant.getTime())) throw new RangeError(`${name} is not a valid date`);
}

/** The agency's wall clock at an instant. */
function wallClockAt(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of zonedPartsFormat().formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in minutes (−420 in summer, −480 in winter). */
function offsetMinutesAt(instantMs: number): number {
  const wall = wallClockAt(new Date(instantMs));
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const wholeSeconds = Math.floor(instantMs / 1000) * 1000;
  return Math.round((wallAsUtc - wholeSeconds) / MINUTE_MS);
}

/** Today's date in the agency's time zone, 'YYYY-MM-DD': until 07:00 UTC (08:00 in winter) it is still yesterday in Los Angeles. */
export function agencyToday(now: Date): string {
  assertValidInstant(now, 'now');
  return formatCivilDate(wallClockAt(now));
}

/**
 * The UTC instant at which a wall-clock time in Los Angeles occurs on a date, correct across DST
 * (09:00 is 17:00Z in winter and 16:00Z in summer). A time that the spring change skips
 * (02:30 on the second Sunday of March) throws; one that the autumn change repeats resolves to the
 * first occurrence (daylight time). Business hours meet neither.
 */
export function slotStartUtc(date: string, time: string): Date {
  const civil = parseCivilDate(date);
  const minutes = parseTime(time);
  if (!civil || minutes === null) throw new RangeError(`Not a date and time: ${date} ${time}`);
  const wallAsUtc = Date.UTC(civil.year, civil.month - 1, civil.day, Math.floor(minutes / 60), minutes % 60);
  // The offset at the naive guess is right unless a DST change lies between guess and answer;
  // a second look with the corrected instant's offset settles that.
  const firstOffset = offsetMinutesAt(wallAsUtc);
  let instant = wallAsUtc - firstOffset * MINUTE_MS;
  const secondOffset = offsetMinutesAt(instant);
  if (secondOffset !== firstOffset) instant = wallAsUtc - secondOffset * MINUTE_MS;
  const check = wallClockAt(new Date(instant));
  if (formatCivilDate(check) !== date || check.hour * 60 + check.minute !== minutes) {
    throw new RangeError(`${date} ${time} does not exist in ${AGENCY_TIME_ZONE} (daylight-saving change)`);
  }
  return new Date(instant);
}

// ---------------------------------------------------------------------------------------------
// What is offered
// ---------------------------------------------------------------------------------------------

/** Why a date cannot be booked, or null when it can. */
export function dateProblem(date: string, now: Date): string | null {
  const civil = parseCivilDate(date);
  if (!civil) return bookingMessages.dateInvalid;
  const today = parseCivilDate(agencyToday(now));
  if (!today) return bookingMessages.dateInvalid; // unreachable: agencyToday always formats a real date
  const ahead = daysBetween(today, civil);
  if (ahead < 0) return bookingMessages.datePast;
  if (!BUSINESS_DAYS.includes(isoWeekday(civil))) return bookingMessages.dateNotBusinessDay;
  if (ahead > BOOKING_WINDOW_DAYS) return bookingMessages.dateTooFar;
  return null;
}

/**
 * Whether calls are offered on a date: a real calendar date, not before today in the agency's zone,
 * a business day, and within BOOKING_WINDOW_DAYS. Today stays bookable even when its last slot has
 * passed; `slotsFor` then returns none, and `firstBookableDate` skips it.
 */
export function isBookableDate(date: string, now: Date): boolean {
  return dateProblem(date, now) === null;
}

/** Whether a slot's start is far enough ahead of `now` (MIN_LEAD_MINUTES). */
function startsLateEnough(date: string, time: string, now: Date): boolean {
  return slotStartUtc(date, time).getTime() >= now.getTime() + MIN_LEAD_MINUTES * MINUTE_MS;
}

/** The slot times 'HH:MM' offered on a date: none on a date that is not bookable; on today only those at least MIN_LEAD_MINUTES ahead. */
export function slotsFor(date: string, now: Date): string[] {
  if (!isBookableDate(date, now)) return [];
  return BUSINESS_DAY_SLOTS.filter((time) => startsLateEnough(date, time, now));
}

/** The first date with a slot still offered (the form's minimum and default date). */
export function firstBookableDate(now: Date): string {
  const today = parseCivilDate(agencyToday(now));
  if (!today) throw new RangeError('now is not a valid date'); // unreachable after agencyToday's check
  for (let ahead = 0; ahead <= BOOKING_WINDOW_DAYS; ahead += 1) {
    const date = formatCivilDate(civilDateFromUtcMs(Date.UTC(today.year, today.month - 1, today.day + ahead)));
    if (slotsFor(date, now).length > 0) return date;
  }
  // Only reachable if the constants allowed no business day at all.
  throw new RangeError('No bookable date within the booking window');
}

/** The last date that may be booked (the form's maximum date). */
export function lastBookableDate(now: Date): string {
  const today = parseCivilDate(agencyToday(now));
  if (!today) throw new RangeError('now is not a valid date');
  return formatCivilDate(civilDateFromUtcMs(Date.UTC(today.year, today.month - 1, today.day + BOOKING_WINDOW_DAYS)));
}

function civilDateFromUtcMs(ms: number): CivilDate {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** What staff closed (public.booking_availability): closed days, and per weekday the hours they set. */
export interface Availability {
  /** 'YYYY-MM-DD' days no call can be booked. */
  closedDates: readonly string[];
  /** Weekdays (ISO, 1 Monday … 5 Friday) whose hours staff set; the others keep the business hours. */
  weeklyHours: readonly { weekday: number; isOpen: boolean; opensAt: string; closesAt: string }[];
}

/**
 * The slot times offered on a date at `now` once staff's availability is applied: `slotsFor`, less a
 * closed day, and on a weekday with hours set, the slots whose whole call fits them. The database's
 * trigger applies the same rule (private.slot_refusal); this one lets the form offer only what it accepts.
 */
export function offeredSlotsFor(date: string, now: Date, availability: Availability | null): string[] {
  const slots = slotsFor(date, now);
  if (!availability || slots.length === 0) return slots;
  if (availability.closedDates.includes(date)) return [];
  const civil = parseCivilDate(date);
  const hours = civil ? availability.weeklyHours.find((entry) => entry.weekday === isoWeekday(civil)) : undefined;
  if (!hours) return slots;
  if (!hours.isOpen) return [];
  const opens = parseTime(hours.opensAt) ?? 0;
  const closes = parseTime(hours.closesAt) ?? 0;
  return slots.filter((time) => {
    const start = parseTime(time) ?? 0;
    return start >= opens && start + SLOT_MINUTES <= closes;
  });
}

/**
 * What is wrong with a chosen date and time at `now`, as the field and message the form shows;
 * null when the slot is offered. The schema's refinement and the form's live checks both use it.
 */
export function bookingSlotIssue(
  date: string,
  time: string,
  now: Date,
): { field: 'preferredDate' | 'preferredTime'; message: string } | null {
  const problem = dateProblem(date, now);
  if (problem) return { field: 'preferredDate', message: problem };
  if (!BUSINESS_DAY_SLOTS.includes(time)) return { field: 'preferredTime', message: bookingMessages.timeInvalid };
  if (!startsLateEnough(date, time, now)) return { field: 'preferredTime', message: bookingMessages.timePassed };
  return null;
}
