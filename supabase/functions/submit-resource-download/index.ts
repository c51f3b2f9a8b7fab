import { submitResourceDownloadHandlerFromEnv } from '../_shared/handlers/submit-resource-download.ts';

Deno.serve(submitResourceDownloadHandlerFromEnv((name) => Deno.env.get(name)));
