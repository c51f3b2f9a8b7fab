import { submitResourceDownloadHandlerFromEnv } from '../_shared/submit-resource-download.ts';

Deno.serve(submitResourceDownloadHandlerFromEnv((name) => Deno.env.get(name)));
