import { heatmapClicksHandlerFromEnv } from '../_shared/handlers/tracking.ts';

Deno.serve(heatmapClicksHandlerFromEnv((name) => Deno.env.get(name)));
