import { submitLeadHandlerFromEnv } from '../_shared/handlers/submit-lead.ts';

Deno.serve(submitLeadHandlerFromEnv((name) => Deno.env.get(name)));
