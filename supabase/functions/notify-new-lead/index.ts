import { notifyNewLeadHandlerFromEnv } from '../_shared/notify-new-lead.ts';

Deno.serve(notifyNewLeadHandlerFromEnv((name) => Deno.env.get(name)));
