import { bookingAvailabilityHandlerFromEnv } from '../_shared/handlers/booking-availability.ts';

Deno.serve(bookingAvailabilityHandlerFromEnv((name) => Deno.env.get(name)));
