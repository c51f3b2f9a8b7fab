import { trackConversionHandlerFromEnv } from '../_shared/tracking/handler.ts';

Deno.serve(trackConversionHandlerFromEnv((name) => Deno.env.get(name)));
