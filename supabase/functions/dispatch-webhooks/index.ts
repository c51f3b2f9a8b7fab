import { dispatchWebhooksHandlerFromEnv } from '../_shared/handlers/dispatch-webhooks.ts';

Deno.serve(dispatchWebhooksHandlerFromEnv((name) => Deno.env.get(name)));
