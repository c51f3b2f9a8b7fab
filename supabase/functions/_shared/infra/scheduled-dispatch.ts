import { errorResponse, json, type Handler } from './http.ts';

/**
 * The handler a Supabase Cron job calls to send what is due (the e-mail outbox, the webhook deliveries): POST
 * only, one dispatch per call, its counts as the answer, and a 500 that names nothing of the cause when the
 * dispatch throws (the function's log has it).
 */
export function scheduledDispatchHandler<Counts extends object>(name: string, dispatch: () => Promise<Counts>): Handler {
  return async (request) => {
    if (request.method !== 'POST') return errorResponse(405, 'Method not allowed');
    try {
      return json(await dispatch());
    } catch (error) {
      console.error(`${name}:`, error instanceof Error ? error.message : String(error));
      return errorResponse(500, 'Dispatch failed');
    }
  };
}
