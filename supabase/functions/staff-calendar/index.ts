import { staffCalendarHandlerFromEnv } from '../_shared/handlers/staff-calendar.ts';

Deno.serve(staffCalendarHandlerFromEnv((name) => Deno.env.get(name)));
