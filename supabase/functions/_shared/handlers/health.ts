import { forAudienceFromEnv } from '../infra/api-keys.ts';
import type { EnvReader } from '../infra/env.ts';
import { errorResponse, json, preflight, type Handler } from '../infra/http.ts';
import { createServiceClient } from '../infra/service-client.ts';

export interface HealthDependencies {
  /** Resolves true when the leads table answers; the probe a form submission depends on. */
  databaseReachable: () => Promise<boolean>;
}

/**
 * GET /functions/v1/health: whether the lead pipeline can store a lead right now,
 * for an uptime monitor. Says nothing about the data itself.
 */
export function createHealthHandler({ databaseReachable }: HealthDependencies): Handler {
  return async (request) => {
    const answered = preflight(request);
    if (answered) return answered;
    // A probe reads, it takes no input: a POST (functions.invoke's default) is refused rather than ignored.
    if (request.method !== 'GET' && request.method !== 'HEAD') return errorResponse(405, 'Method not allowed');
    const database = await databaseReachable().catch(() => false);
    return json({ status: database ? 'ok' : 'degraded', database: database ? 'ok' : 'unreachable' }, { status: database ? 200 : 503 });
  };
}

/** The production wiring, shared by the Deno entry and the local backend. */
export function healthHandlerFromEnv(env: EnvReader): Handler {
  const client = createServiceClient(env);
  return forAudienceFromEnv('publishable', env, createHealthHandler({
    databaseReachable: async () => {
      const { error } = await client.from('leads').select('id', { count: 'exact', head: true });
      return !error;
    },
  }));
}
