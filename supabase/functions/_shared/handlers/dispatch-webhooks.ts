import { lookup } from 'node:dns/promises';
import { forAudienceFromEnv } from '../infra/api-keys.ts';
import type { EnvReader } from '../infra/env.ts';
import { isLoopbackProject } from '../infra/human-check.ts';
import type { Handler } from '../infra/http.ts';
import { scheduledDispatchHandler } from '../infra/scheduled-dispatch.ts';
import { createServiceClient } from '../infra/service-client.ts';
import { createWebhookDispatcher, type ResolveHost, type WebhookDispatcher } from '../infra/webhooks/dispatcher.ts';

export interface DispatchWebhooksDependencies {
  dispatcher: Pick<WebhookDispatcher, 'dispatch'>;
}

/**
 * POST /functions/v1/dispatch-webhooks: sends the webhook deliveries that are due. Supabase Cron calls it
 * every minute with a secret key, as it calls dispatch-email-outbox; nobody else gets in (api-keys.ts).
 */
export function createDispatchWebhooksHandler({ dispatcher }: DispatchWebhooksDependencies): Handler {
  return scheduledDispatchHandler('dispatch-webhooks', () => dispatcher.dispatch());
}

/** A and AAAA through the runtime's resolver (node:dns, which Deno provides too); nothing when the name has none. */
export const resolveWithSystemDns: ResolveHost = async (name) => (await lookup(name, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The dispatcher from the function's variables. Loopback receivers are allowed only where the project itself
 * is on this machine (the local backend, CI), so tests and `npm run dev` can run a real receiver.
 */
export function webhookDispatcherFromEnv(env: EnvReader, resolveHost: ResolveHost = resolveWithSystemDns): WebhookDispatcher {
  return createWebhookDispatcher({
    client: createServiceClient(env),
    resolveHost,
    policy: { allowLoopback: isLoopbackProject(env) },
    siteUrl: env('SITE_URL') ?? null,
  });
}

/** The production wiring, shared by the Deno entry and the local backend: servers only, never the browser's key. */
export function dispatchWebhooksHandlerFromEnv(env: EnvReader): Handler {
  return forAudienceFromEnv('secret', env, createDispatchWebhooksHandler({ dispatcher: webhookDispatcherFromEnv(env) }));
}
