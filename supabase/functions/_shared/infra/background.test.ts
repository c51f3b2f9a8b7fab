import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInBackground, settleBackgroundTasks } from './background.ts';

type WithEdgeRuntime = typeof globalThis & { EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void } };

afterEach(() => {
  delete (globalThis as WithEdgeRuntime).EdgeRuntime;
});

describe('runInBackground', () => {
  it('lets the task run after the caller has moved on', async () => {
    let done = false;
    runInBackground(
      new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
        done = true;
      }),
      'dispatch',
    );
    expect(done).toBe(false);
    await settleBackgroundTasks();
    expect(done).toBe(true);
  });

  it('logs a failure with its label instead of throwing it at the request', async () => {
    // Replaces the console guard's spy for this test: this console.error is the behaviour under test.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => runInBackground(Promise.reject(new Error('Resend unreachable')), 'dispatch')).not.toThrow();
    await settleBackgroundTasks();
    expect(errors).toHaveBeenCalledWith('dispatch:', 'Resend unreachable');
  });

  it('hands the task to EdgeRuntime.waitUntil on Supabase, so the instance lives until it ends', async () => {
    const waitUntil = vi.fn();
    (globalThis as WithEdgeRuntime).EdgeRuntime = { waitUntil };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    runInBackground(Promise.reject(new Error('late failure')), 'dispatch');
    expect(waitUntil).toHaveBeenCalledTimes(1);
    // What the runtime waits on never rejects: the failure is logged, not left unhandled.
    await expect(waitUntil.mock.calls[0]?.[0]).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledWith('dispatch:', 'late failure');
  });
});
