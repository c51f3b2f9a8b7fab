import { exitIntentSignupHandlerFromEnv } from '../_shared/exit-intent-signup.ts';

Deno.serve(exitIntentSignupHandlerFromEnv((name) => Deno.env.get(name)));
