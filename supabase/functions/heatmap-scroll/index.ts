import { heatmapScrollHandlerFromEnv } from '../_shared/handlers/tracking.ts';

Deno.serve(heatmapScrollHandlerFromEnv((name) => Deno.env.get(name)));
