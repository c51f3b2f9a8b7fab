import { isKnownTimeZone } from '@shared/booking/labels.ts';

/** The zone this browser runs in ('Europe/Berlin'), when it names one the server will know; else undefined and the agency's zone is used. */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && zone.length <= 64 && isKnownTimeZone(zone) ? zone : undefined;
}
