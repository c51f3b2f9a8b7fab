import { forAudienceFromEnv } from '../infra/api-keys.ts';
import type { EnvReader } from '../infra/env.ts';
import type { Handler } from '../infra/http.ts';
import { scheduledDispatchHandler } from '../infra/scheduled-dispatch.ts';
import { outboxDispatcherFromEnv, type OutboxDispatcher } from '../infra/outbox/dispatcher.ts';

export interface DispatchHandlerDependencies {
  dispatcher: Pick<OutboxDispatcher, 'dispatch'>;
}

/**
 * POST /functions/v1/dispatch-email-outbox: sends what is due in the outbox. Supabase Cron calls it every
 * minute with the project's secret key; the production wiring below lets nobody else in (api-keys.ts).
 */
export function createDispatchEmailOutboxHandler({ dispatcher }: DispatchHandlerDependencies): Handler {
  return scheduledDispatchHandler('dispatch-email-outbox', () => dispatcher.dispatch());
}

/** The production wiring, shared by the Deno entry and the local backend: servers only, never the browser's key. */
export function dispatchEmailOutboxHandlerFromEnv(env: EnvReader): Handler {
  return forAudienceFromEnv('secret', env, createDispatchEmailOutboxHandler({ dispatcher: outboxDispatcherFromEnv(env) }));
}
