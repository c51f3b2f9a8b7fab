import { analyticsEventsHandlerFromEnv } from '../_shared/handlers/tracking.ts';

Deno.serve(analyticsEventsHandlerFromEnv((name) => Deno.env.get(name)));
