import { exitIntentSignupHandlerFromEnv } from '../_shared/handlers/exit-intent-signup.ts';

Deno.serve(exitIntentSignupHandlerFromEnv((name) => Deno.env.get(name)));
