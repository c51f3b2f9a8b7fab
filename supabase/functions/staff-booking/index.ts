import { staffBookingHandlerFromEnv } from '../_shared/handlers/staff-booking.ts';

Deno.serve(staffBookingHandlerFromEnv((name) => Deno.env.get(name)));
