import { analyticsEventsHandlerFromEnv } from '../_shared/tracking/handler.ts';

Deno.serve(analyticsEventsHandlerFromEnv((name) => Deno.env.get(name)));
