import { manageBookingHandlerFromEnv } from '../_shared/handlers/manage-booking.ts';

Deno.serve(manageBookingHandlerFromEnv((name) => Deno.env.get(name)));
