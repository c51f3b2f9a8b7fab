import { describe, expect, it, vi } from 'vitest';
import { createDispatchEmailOutboxHandler } from './dispatch-email-outbox.ts';

const SERVICE_KEY = 'service-role-key';
const URL = 'http://127.0.0.1:54321/functions/v1/dispatch-email-outbox';

function handlerWith(dispatch = vi.fn(async () => ({ sent: 2, retried: 1, failed: 0 }))) {
  return { handler: createDispatchEmailOutboxHandler({ dispatcher: { dispatch } }), dispatch };
}

describe('dispatch-email-outbox', () => {
  it('dispatches and answers the counts', async () => {
    const { handler, dispatch } = handlerWith();
    const response = await handler(new Request(URL, { method: 'POST', headers: { Authorization: `Bearer ${SERVICE_KEY}` } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: 2, retried: 1, failed: 0 });
    expect(dispatch).toHaveBeenCalledTimes(1);
  });

  it('accepts POST only', async () => {
    const { handler, dispatch } = handlerWith();
    const response = await handler(new Request(URL, { method: 'GET', headers: { Authorization: `Bearer ${SERVICE_KEY}` } }));
    expect(response.status).toBe(405);
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('answers 500 without details when the dispatch itself fails, and logs why', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handler } = handlerWith(
      vi.fn(async () => {
        throw new Error('claiming outbox rows failed: connection refused');
      }),
    );
    const response = await handler(new Request(URL, { method: 'POST', headers: { Authorization: `Bearer ${SERVICE_KEY}` } }));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Dispatch failed' });
    expect(errors).toHaveBeenCalledWith('dispatch-email-outbox:', 'claiming outbox rows failed: connection refused');
  });
});
