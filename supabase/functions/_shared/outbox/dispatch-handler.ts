import { requireEnv, type EnvReader } from '../env.ts';
import { errorResponse, json, type Handler } from '../http.ts';
import { outboxDispatcherFromEnv, type OutboxDispatcher } from './dispatcher.ts';

export interface DispatchHandlerDependencies {
  dispatcher: Pick<OutboxDispatcher, 'dispatch'>;
  serviceRoleKey: string;
}

function bearerToken(request: Request): string | null {
  const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/** Compares in time that does not depend on where the strings differ, so the key cannot be guessed byte by byte. */
export function constantTimeEqual(a: string, b: string): boolean {
  const encoder = new TextEncoder();
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let difference = left.length ^ right.length;
  for (let index = 0; index < left.length; index += 1) {
    difference |= (left[index] ?? 0) ^ (right[index % Math.max(right.length, 1)] ?? 0);
  }
  return difference === 0;
}

/**
 * POST /functions/v1/dispatch-email-outbox: sends what is due in the outbox. Supabase Cron calls it
 * every minute with the service-role key. The gateway's JWT check is not enough (the public anon key
 * passes it too), so the handler insists on the service-role key itself.
 */
export function createDispatchEmailOutboxHandler({ dispatcher, serviceRoleKey }: DispatchHandlerDependencies): Handler {
  return async (request) => {
    if (request.method !== 'POST') return errorResponse(405, 'Method not allowed');
    const token = bearerToken(request);
    if (!token || !constantTimeEqual(token, serviceRoleKey)) return errorResponse(401, 'Unauthorized');
    try {
      const { sent, retried, failed } = await dispatcher.dispatch();
      return json({ sent, retried, failed });
    } catch (error) {
      console.error('dispatch-email-outbox:', error instanceof Error ? error.message : String(error));
      return errorResponse(500, 'Dispatch failed');
    }
  };
}

/** The production wiring, shared by the Deno entry and the local backend. */
export function dispatchEmailOutboxHandlerFromEnv(env: EnvReader): Handler {
  return createDispatchEmailOutboxHandler({
    dispatcher: outboxDispatcherFromEnv(env),
    serviceRoleKey: requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY'),
  });
}
