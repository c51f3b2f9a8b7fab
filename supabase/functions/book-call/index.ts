import { bookCallHandlerFromEnv } from '../_shared/handlers/book-call.ts';

Deno.serve(bookCallHandlerFromEnv((name) => Deno.env.get(name)));
