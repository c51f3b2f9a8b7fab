import { consentHandlerFromEnv } from '../_shared/tracking/handler.ts';

Deno.serve(consentHandlerFromEnv((name) => Deno.env.get(name)));
