import { notifyNewLeadHandlerFromEnv } from '../_shared/handlers/notify-new-lead.ts';

Deno.serve(notifyNewLeadHandlerFromEnv((name) => Deno.env.get(name)));
