import { heatmapScrollHandlerFromEnv } from '../_shared/tracking/handler.ts';

Deno.serve(heatmapScrollHandlerFromEnv((name) => Deno.env.get(name)));
