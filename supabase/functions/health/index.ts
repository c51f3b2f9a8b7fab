import { healthHandlerFromEnv } from '../_shared/handlers/health.ts';

Deno.serve(healthHandlerFromEnv((name) => Deno.env.get(name)));
