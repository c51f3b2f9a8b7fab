import { trackConversionHandlerFromEnv } from '../_shared/handlers/tracking.ts';

Deno.serve(trackConversionHandlerFromEnv((name) => Deno.env.get(name)));
