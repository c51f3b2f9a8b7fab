import type { ServiceHandler } from '../context.ts';

/** /rest/v1: placeholder until the PostgREST subset lands. */
export function createRestService(): ServiceHandler {
  return async () => Response.json({ message: 'not implemented' }, { status: 501 });
}
