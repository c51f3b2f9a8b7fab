/**
 * staff-calendar (docs/decisions/030-webhooks.md): an admin's subscribed iCalendar feed of the booked calls,
 * at the private URL the dashboard's Integrations tab makes (…/functions/v1/staff-calendar?token=…).
 * Calendar apps send no key, so the token is the only credential: the database keeps its SHA-256 and
 * answers for it only while its owner is an admin.
 *
 * What a stranger can do: guess tokens, which 244 random bits make hopeless, and which cost them a count
 * of their address each (LEAD_RATE_LIMIT_PER_IP per 10 minutes, then 429). Only misses are counted: a
 * calendar service fetches many people's feeds from a few addresses, so a stranger's misses from the
 * same service must never keep a real feed from being served.
 */
import { z } from 'zod';
import type { EnvReader } from '../infra/env.ts';
import { errorResponse, type Handler } from '../infra/http.ts';
import { DEFAULT_EMAIL_FROM } from '../infra/outbox/dispatcher.ts';
import { leadRateLimiterFromEnv, tooManyRequests, type LeadRateLimiter } from '../infra/rate-limit.ts';
import { createServiceClient, type ServiceClient } from '../infra/service-client.ts';
import { staffCallsFeed } from '../rules/booking/ics.ts';
import { DEFAULT_BRAND_NAME } from './lead-intake.ts';
import { FEED_REFRESH_SECONDS, FEED_TOKEN_PATTERN, feedCall, type FeedBookingRow } from '../rules/booking/staff-feed.ts';

const rowSchema = z.object({
  found: z.boolean(),
  booking_id: z.string().nullable(),
  lead_id: z.string().nullable(),
  starts_at: z.string().nullable(),
  status: z.enum(['booked', 'cancelled']).nullable(),
  attendance: z.enum(['attended', 'no_show']).nullable(),
  sequence: z.number().int().nullable(),
  visitor_name: z.string().nullable(),
  phone: z.string().nullable(),
});

export interface CalendarFeedStore {
  /** The calls of the feed with this token, or null when no live feed has it. */
  calls(token: string): Promise<FeedBookingRow[] | null>;
}

export function rpcCalendarFeedStore(client: ServiceClient): CalendarFeedStore {
  return {
    async calls(token) {
      const { data, error } = await client.rpc('staff_calendar_calls', { feed_token: token });
      if (error) throw new Error(`staff_calendar_calls failed: ${error.message}`);
      const rows = z.array(rowSchema).parse(data);
      if (rows.length === 0) return null;
      return rows.flatMap((row) =>
        row.booking_id && row.starts_at && row.status && row.sequence !== null && row.visitor_name
          ? [{ ...row, booking_id: row.booking_id, starts_at: row.starts_at, status: row.status, sequence: row.sequence, visitor_name: row.visitor_name }]
          : [],
      );
    },
  };
}

export interface StaffCalendarDependencies {
  store: CalendarFeedStore;
  rateLimiter: LeadRateLimiter;
  /** EMAIL_FROM: the invites' domain, which the events' UIDs share. */
  emailFrom: string;
  /** SITE_URL, for the lead page's link; without it events carry none. */
  siteUrl: string | null;
  brandName: string;
  now: () => Date;
}

const NO_FEED = 'No calendar feed has this address. An admin can make a new one in the dashboard.';

export function createStaffCalendarHandler(deps: StaffCalendarDependencies): Handler {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return errorResponse(405, 'Method not allowed');
    const token = new URL(request.url).searchParams.get('token') ?? '';
    let rows: FeedBookingRow[] | null = null;
    if (FEED_TOKEN_PATTERN.test(token)) {
      try {
        rows = await deps.store.calls(token);
      } catch (error) {
        console.error(`staff-calendar: ${error instanceof Error ? error.message : String(error)}`);
        return errorResponse(503, 'The calendar could not be read. Please try again.');
      }
    }
    if (!rows) {
      const wait = await deps.rateLimiter.takeForClient('staff-calendar', request);
      return wait > 0 ? tooManyRequests(wait) : errorResponse(404, NO_FEED);
    }
    const now = deps.now();
    const body = staffCallsFeed({
      name: `${deps.brandName} calls`,
      calls: rows.map((row) => feedCall(row, deps)),
      now,
      refreshSeconds: FEED_REFRESH_SECONDS,
    });
    return new Response(request.method === 'HEAD' ? null : body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="calls.ics"',
        // The visitors' names and numbers: for the subscriber only, never a shared cache or a search engine.
        'Cache-Control': 'private, max-age=300',
        'X-Robots-Tag': 'noindex',
        'Referrer-Policy': 'no-referrer',
      },
    });
  };
}

export function staffCalendarHandlerFromEnv(env: EnvReader): Handler {
  return createStaffCalendarHandler({
    store: rpcCalendarFeedStore(createServiceClient(env)),
    rateLimiter: leadRateLimiterFromEnv(env),
    emailFrom: env('EMAIL_FROM') || DEFAULT_EMAIL_FROM,
    siteUrl: env('SITE_URL') || null,
    brandName: env('BRAND_NAME')?.trim() || DEFAULT_BRAND_NAME,
    now: () => new Date(),
  });
}
