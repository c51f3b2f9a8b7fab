import { sendContactEmailHandlerFromEnv } from '../_shared/send-contact-email.ts';

Deno.serve(sendContactEmailHandlerFromEnv((name) => Deno.env.get(name)));
