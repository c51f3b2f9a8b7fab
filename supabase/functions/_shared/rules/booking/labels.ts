/** The booking's dates and times as people read them: the form's slot buttons, the e-mails and the invite. */
import { AGENCY_TIME_ZONE, once, pad2, parseCivilDate, parseTime, slotStartUtc } from './calendar.ts';

/** '09:00' → '9:00 AM', '12:30' → '12:30 PM', '17:30' → '5:30 PM'. */
export function slotLabel(time: string): string {
  const minutes = parseTime(time);
  if (minutes === null) throw new RangeError(`Not a time: ${time}`);
  const hour = Math.floor(minutes / 60);
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelveHour}:${pad2(minutes % 60)} ${hour < 12 ? 'AM' : 'PM'}`;
}

const longDateFormat = once(() => new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
}));

const zoneNameFormat = once(() => new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, timeZoneName: 'short' }));

/** '2026-11-02' → 'Monday, November 2, 2026'. */
export function bookingDateLabel(date: string): string {
  const civil = parseCivilDate(date);
  if (!civil) throw new RangeError(`Not a date: ${date}`);
  // The civil date formatted at UTC midnight in UTC: no zone can shift it to a neighbouring day.
  return longDateFormat().format(new Date(Date.UTC(civil.year, civil.month - 1, civil.day)));
}

/**
 * The slot as the team notification states it, with the zone that was in force that day:
 * 'Monday, November 2, 2026 at 9:00 AM PST'.
 */
export function bookingSlotLabel(date: string, time: string): string {
  const zone = zoneNameFormat().formatToParts(slotStartUtc(date, time)).find((part) => part.type === 'timeZoneName')?.value;
  return `${bookingDateLabel(date)} at ${slotLabel(time)}${zone ? ` ${zone}` : ''}`;
}

/** Whether `timeZone` is an IANA zone this runtime knows ('Europe/Berlin'); what the booking form sends from the browser. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A call's start as its visitor reads it, in the zone their browser gave when booking:
 * 'Monday, November 2, 2026 at 12:00 PM EST'. A zone this runtime does not know reads as the agency's.
 */
export function callTimeLabel(start: Date, timeZone: string): string {
  const zone = isKnownTimeZone(timeZone) ? timeZone : AGENCY_TIME_ZONE;
  const day = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(start);
  const time = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(start);
  return `${day} at ${time}`;
}
