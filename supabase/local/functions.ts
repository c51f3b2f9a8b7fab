import type { EnvReader } from '../functions/_shared/env.ts';
import { healthHandlerFromEnv } from '../functions/_shared/health.ts';
import type { Handler } from '../functions/_shared/http.ts';

/**
 * The functions the local backend serves at /functions/v1/<name>: the same `…FromEnv` wiring that
 * each Deno entry (supabase/functions/<name>/index.ts) hands to Deno.serve.
 */
export const functionFactories: Record<string, (env: EnvReader) => Handler> = {
  health: healthHandlerFromEnv,
};
