/**
 * The local stand-in for production's Supabase Cron job: runs the outbox dispatcher every few seconds
 * (production: every minute), so a message that failed once, or was stored while mail was down, still
 * goes out. Runs never overlap; stop() waits for the one in progress (repeating-task.ts).
 */
import type { DispatchResult, OutboxDispatcher } from '../functions/_shared/infra/outbox/dispatcher.ts';
import { startRepeatingTask, type RepeatingTask } from './repeating-task.ts';

export interface OutboxWorkerOptions {
  dispatcher: OutboxDispatcher;
  intervalMs: number;
  /** Named in the log line, so a developer knows where to read what was sent. */
  mailboxUrl: string;
  log?: (line: string) => void;
  /** A dispatch that throws (the database went away): logged, and the worker carries on. */
  logError?: (line: string) => void;
}

/** runOnce() dispatches now (after the dispatch in progress, if any). */
export type OutboxWorker = RepeatingTask<DispatchResult | null>;

export function describeDispatch(result: DispatchResult, transportName: string | null, mailboxUrl: string): string | null {
  const parts: string[] = [];
  if (result.sent > 0) {
    parts.push(`sent ${result.sent} ${transportName === 'mailbox' ? `(see ${mailboxUrl})` : `via ${transportName ?? 'mail'}`}`);
  }
  if (result.retried > 0) parts.push(`${result.retried} to retry later`);
  if (result.failed > 0) parts.push(`${result.failed} failed for good (see public.email_outbox.last_error)`);
  return parts.length > 0 ? `mail: ${parts.join(', ')}` : null;
}

export function startOutboxWorker({
  dispatcher,
  intervalMs,
  mailboxUrl,
  log = (line) => console.info(line),
  logError = (line) => console.error(line),
}: OutboxWorkerOptions): OutboxWorker {
  async function dispatchOnce(): Promise<DispatchResult | null> {
    try {
      const result = await dispatcher.dispatch();
      const line = describeDispatch(result, dispatcher.transportName, mailboxUrl);
      if (line) log(line);
      return result;
    } catch (error) {
      logError(`mail: dispatch failed: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
  return startRepeatingTask(dispatchOnce, intervalMs, null);
}
