import { healthHandlerFromEnv } from '../_shared/health.ts';

Deno.serve(healthHandlerFromEnv((name) => Deno.env.get(name)));
