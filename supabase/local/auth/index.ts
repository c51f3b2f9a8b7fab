import type { ServiceHandler } from '../context.ts';

/** /auth/v1: placeholder until the auth service lands. */
export function createAuthService(): ServiceHandler {
  return async () => Response.json({ message: 'not implemented' }, { status: 501 });
}
