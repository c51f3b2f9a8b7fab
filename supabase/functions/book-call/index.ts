import { bookCallHandlerFromEnv } from '../_shared/book-call.ts';

Deno.serve(bookCallHandlerFromEnv((name) => Deno.env.get(name)));
