import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DispatchResult, OutboxDispatcher } from '../functions/_shared/infra/outbox/dispatcher.ts';
import { describeDispatch, startOutboxWorker } from './outbox-worker.ts';

const MAILBOX = 'http://127.0.0.1:54321/mailbox';
const nothing: DispatchResult = { sent: 0, retried: 0, failed: 0 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function controllableDispatcher() {
  const pending: ((result: DispatchResult) => void)[] = [];
  let running = 0;
  let maxConcurrent = 0;
  const dispatcher: OutboxDispatcher = {
    transportName: 'mailbox',
    dispatch: vi.fn(
      () =>
        new Promise<DispatchResult>((resolve) => {
          running += 1;
          maxConcurrent = Math.max(maxConcurrent, running);
          pending.push((result) => {
            running -= 1;
            resolve(result);
          });
        }),
    ),
  };
  return { dispatcher, pending, maxConcurrent: () => maxConcurrent };
}

describe('the local outbox worker', () => {
  it('dispatches every interval and logs each batch that sent mail, pointing at the mailbox', async () => {
    const lines: string[] = [];
    const results = [{ sent: 2, retried: 0, failed: 0 }, nothing];
    const dispatcher: OutboxDispatcher = { transportName: 'mailbox', dispatch: vi.fn(async () => results.shift() ?? nothing) };
    const worker = startOutboxWorker({ dispatcher, intervalMs: 2000, mailboxUrl: MAILBOX, log: (line) => lines.push(line) });

    await vi.advanceTimersByTimeAsync(1999);
    expect(dispatcher.dispatch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(dispatcher.dispatch).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([`mail: sent 2 (see ${MAILBOX})`]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(dispatcher.dispatch).toHaveBeenCalledTimes(2);
    expect(lines).toHaveLength(1);
    await worker.stop();
  });

  it('never starts a run while the previous one is still going', async () => {
    const { dispatcher, pending, maxConcurrent } = controllableDispatcher();
    const worker = startOutboxWorker({ dispatcher, intervalMs: 100, mailboxUrl: MAILBOX, log: () => undefined });

    await vi.advanceTimersByTimeAsync(1000);
    expect(dispatcher.dispatch).toHaveBeenCalledTimes(1);
    pending.shift()?.(nothing);
    await vi.advanceTimersByTimeAsync(100);
    expect(dispatcher.dispatch).toHaveBeenCalledTimes(2);
    expect(maxConcurrent()).toBe(1);

    const stopping = worker.stop();
    let stopped = false;
    void stopping.then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    pending.shift()?.(nothing);
    await stopping;
    await vi.advanceTimersByTimeAsync(1000);
    expect(dispatcher.dispatch).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run and keeps going', async () => {
    const errors: string[] = [];
    const dispatch = vi.fn<() => Promise<DispatchResult>>().mockRejectedValueOnce(new Error('connection refused')).mockResolvedValue(nothing);
    const worker = startOutboxWorker({
      dispatcher: { transportName: 'mailbox', dispatch },
      intervalMs: 100,
      mailboxUrl: MAILBOX,
      log: () => undefined,
      logError: (line) => errors.push(line),
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(errors).toEqual(['mail: dispatch failed: connection refused']);
    expect(dispatch).toHaveBeenCalledTimes(2);
    await worker.stop();
  });
});

describe('describeDispatch', () => {
  it('says nothing when nothing happened', () => {
    expect(describeDispatch(nothing, 'mailbox', MAILBOX)).toBeNull();
  });

  it('names the provider when mail really left, and reports retries and failures', () => {
    expect(describeDispatch({ sent: 1, retried: 2, failed: 1 }, 'resend', MAILBOX)).toBe(
      'mail: sent 1 via resend, 2 to retry later, 1 failed for good (see public.email_outbox.last_error)',
    );
  });
});
