/**
 * The staff calendar feed's rules (docs/decisions/030-webhooks.md): what a feed token looks like, how
 * often subscribers should come back, and how a stored booking becomes one of the feed's events. Which
 * bookings it holds (30 days back, every call ahead) is public.staff_calendar_calls's to say.
 */
import { callMeeting, type CallMeeting } from '../content/call-meeting.ts';
import { leadPageUrl } from '../lead-page-url.ts';
import { bookingEventUid, type FeedCall } from './ics.ts';
import { staffMeetingLocation } from './meeting.ts';

/** A feed token as the database makes them: 64 lowercase hex characters. Anything else names no feed. */
export const FEED_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** Subscribers are asked to fetch again every 15 minutes; Google Calendar still decides for itself (hours). */
export const FEED_REFRESH_SECONDS = 15 * 60;

/** A booking as public.staff_calendar_calls answers it. */
export interface FeedBookingRow {
  booking_id: string;
  lead_id: string | null;
  starts_at: string;
  status: 'booked' | 'cancelled';
  attendance: 'attended' | 'no_show' | null;
  sequence: number;
  visitor_name: string;
  phone: string | null;
}

/** The booking's state in the words of the dashboard's Bookings tab. */
export function feedStatusLabel({ status, attendance }: Pick<FeedBookingRow, 'status' | 'attendance'>): string {
  if (status === 'cancelled') return 'Cancelled';
  if (attendance === 'attended') return 'Attended';
  if (attendance === 'no_show') return 'No-show';
  return 'Booked';
}

/** One feed event per booking, under the UID of the invite the visitor got. */
export function feedCall(row: FeedBookingRow, { emailFrom, siteUrl, meeting = callMeeting }: { emailFrom: string; siteUrl: string | null; meeting?: CallMeeting }): FeedCall {
  return {
    uid: bookingEventUid(row.booking_id, emailFrom),
    start: new Date(row.starts_at),
    visitorName: row.visitor_name,
    statusLabel: feedStatusLabel(row),
    cancelled: row.status === 'cancelled',
    sequence: row.sequence,
    location: staffMeetingLocation(meeting, row.phone),
    url: meeting.kind === 'video' ? meeting.url : undefined,
    leadUrl: siteUrl && row.lead_id ? leadPageUrl(siteUrl, row.lead_id) : undefined,
  };
}
