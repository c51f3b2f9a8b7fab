import { dispatchEmailOutboxHandlerFromEnv } from '../_shared/handlers/dispatch-email-outbox.ts';

Deno.serve(dispatchEmailOutboxHandlerFromEnv((name) => Deno.env.get(name)));
