import { submitLeadHandlerFromEnv } from '../_shared/submit-lead.ts';

Deno.serve(submitLeadHandlerFromEnv((name) => Deno.env.get(name)));
