/**
 * booking-availability (docs/product.md, "Changing a booking", staff availability): the days and weekly
 * hours staff closed, for the booking and move forms to offer only open slots. The database's trigger
 * still refuses a closed slot whatever a form offers; this answer only spares the visitor the refusal.
 * It reads public.booking_availability as the service role (no visitor executes a database function)
 * and tells nothing but dates and times: never a note.
 */
import { z } from 'zod';
import { forAudienceFromEnv } from '../infra/api-keys.ts';
import type { EnvReader } from '../infra/env.ts';
import { errorResponse, json, type Handler } from '../infra/http.ts';
import { clientLimitedPost, everyoneLimitAnswer, leadRateLimiterFromEnv, type LeadRateLimiter } from '../infra/rate-limit.ts';
import { validateJsonBody } from '../infra/request-body.ts';
import { createServiceClient, type ServiceClient } from '../infra/service-client.ts';
import { firstBookableDate, lastBookableDate, type Availability } from '../rules/booking/calendar.ts';
import { bookingAvailabilityRequestSchema } from '../rules/booking/schema.ts';
import type { BookingAvailabilityAnswer } from '../rules/function-answers.ts';

const storedSchema = z.object({
  closed_dates: z.array(z.string()),
  weekly_hours: z.array(z.object({ weekday: z.number().int(), is_open: z.boolean(), opens_at: z.string(), closes_at: z.string() })),
});

export interface AvailabilityStore {
  read(fromDate: string, toDate: string): Promise<Availability>;
}

export function rpcAvailabilityStore(client: ServiceClient): AvailabilityStore {
  return {
    async read(fromDate, toDate) {
      const { data, error } = await client.rpc('booking_availability', { from_date: fromDate, to_date: toDate });
      if (error) throw new Error(`booking_availability failed: ${error.message}`);
      const stored = storedSchema.parse(data);
      return {
        closedDates: stored.closed_dates,
        weeklyHours: stored.weekly_hours.map((entry) => ({ weekday: entry.weekday, isOpen: entry.is_open, opensAt: entry.opens_at, closesAt: entry.closes_at })),
      };
    },
  };
}

export interface BookingAvailabilityDependencies {
  store: AvailabilityStore;
  /** Per client, as the lead functions count: a form reads this once when it opens. */
  rateLimiter: LeadRateLimiter;
  now: () => Date;
}

export function createBookingAvailabilityHandler(deps: BookingAvailabilityDependencies): Handler {
  return clientLimitedPost('booking-availability', deps, async (request) => {
    const validated = await validateJsonBody(request, bookingAvailabilityRequestSchema);
    if (!validated.ok) return validated.response;
    const capped = await everyoneLimitAnswer(deps.rateLimiter, 'booking-availability');
    if (capped) return capped;
    const now = deps.now();
    try {
      return json({ availability: await deps.store.read(firstBookableDate(now), lastBookableDate(now)) } satisfies BookingAvailabilityAnswer);
    } catch (error) {
      console.error(`booking-availability: ${error instanceof Error ? error.message : String(error)}`);
      return errorResponse(503, 'The calendar could not be read. Please try again.');
    }
  });
}

export function bookingAvailabilityHandlerFromEnv(env: EnvReader): Handler {
  return forAudienceFromEnv(
    'publishable',
    env,
    createBookingAvailabilityHandler({ store: rpcAvailabilityStore(createServiceClient(env)), rateLimiter: leadRateLimiterFromEnv(env), now: () => new Date() }),
  );
}
