import { heatmapClicksHandlerFromEnv } from '../_shared/tracking/handler.ts';

Deno.serve(heatmapClicksHandlerFromEnv((name) => Deno.env.get(name)));
