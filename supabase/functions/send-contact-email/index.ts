// The name misleads: this function stores a lead (the contact forms', the consultation form's and the
// onboarding wizard's) through the lead pipeline and queues its e-mails; it sends nothing itself. The
// deployed name stays, because renaming a function means a redeploy and a new URL the site calls.
import { sendContactEmailHandlerFromEnv } from '../_shared/handlers/send-contact-email.ts';

Deno.serve(sendContactEmailHandlerFromEnv((name) => Deno.env.get(name)));
