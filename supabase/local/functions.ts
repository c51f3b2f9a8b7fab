import type { EnvReader } from '../functions/_shared/env.ts';
import { exitIntentSignupHandlerFromEnv } from '../functions/_shared/exit-intent-signup.ts';
import { healthHandlerFromEnv } from '../functions/_shared/health.ts';
import type { Handler } from '../functions/_shared/http.ts';
import { dispatchEmailOutboxHandlerFromEnv } from '../functions/_shared/outbox/dispatch-handler.ts';
import { sendContactEmailHandlerFromEnv } from '../functions/_shared/send-contact-email.ts';
import { submitResourceDownloadHandlerFromEnv } from '../functions/_shared/submit-resource-download.ts';

/**
 * The functions the local backend serves at /functions/v1/<name>: the same `…FromEnv` wiring that
 * each Deno entry (supabase/functions/<name>/index.ts) hands to Deno.serve.
 */
export const functionFactories: Record<string, (env: EnvReader) => Handler> = {
  health: healthHandlerFromEnv,
  'send-contact-email': sendContactEmailHandlerFromEnv,
  'submit-resource-download': submitResourceDownloadHandlerFromEnv,
  'exit-intent-signup': exitIntentSignupHandlerFromEnv,
  'dispatch-email-outbox': dispatchEmailOutboxHandlerFromEnv,
};
