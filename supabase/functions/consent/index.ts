import { consentHandlerFromEnv } from '../_shared/handlers/tracking.ts';

Deno.serve(consentHandlerFromEnv((name) => Deno.env.get(name)));
