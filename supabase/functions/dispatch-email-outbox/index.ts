import { dispatchEmailOutboxHandlerFromEnv } from '../_shared/outbox/dispatch-handler.ts';

Deno.serve(dispatchEmailOutboxHandlerFromEnv((name) => Deno.env.get(name)));
