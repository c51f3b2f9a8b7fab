import { describe, expect, it, vi } from 'vitest';
import { createNotifyNewLeadHandler, type NotifyNewLeadDependencies } from './notify-new-lead.ts';

const LEAD_ID = '4f7c0f8e-8f0a-4c65-9d5e-0d1c8f3b2a11';

function fakes(released: string[] | Error, clientWait = 0) {
  const release = vi.fn(async () => {
    if (released instanceof Error) throw released;
    return released;
  });
  const dispatched: (string[] | undefined)[] = [];
  const deps: NotifyNewLeadDependencies = {
    releaser: { release },
    rateLimiter: { takeForClient: async () => clientWait, takeForEveryone: async () => 0, takeForEmail: async () => 0 },
    dispatcher: { dispatch: async (ids) => dispatched.push(ids) },
    runInBackground: (task) => void task,
  };
  return { handler: createNotifyNewLeadHandler(deps), release, dispatched };
}

function post(body: unknown, method = 'POST'): Request {
  return new Request('http://localhost/functions/v1/notify-new-lead', {
    method,
    headers: { 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
}

describe('notify-new-lead', () => {
  it('dispatches exactly the messages the database released for the lead', async () => {
    const { handler, release, dispatched } = fakes(['message-1']);
    const response = await handler(post({ leadId: LEAD_ID }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(release).toHaveBeenCalledWith(LEAD_ID);
    expect(dispatched).toEqual([['message-1']]);
  });

  it('dispatches nothing when nothing was released, and answers the same', async () => {
    const { handler, dispatched } = fakes([]);
    const response = await handler(post({ leadId: LEAD_ID }));
    expect(await response.json()).toEqual({ success: true });
    expect(dispatched).toEqual([]);
  });

  it('answers success when the database fails: the delayed notification still goes out on its own', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handler, dispatched } = fakes(new Error('connection refused'));
    const response = await handler(post({ leadId: LEAD_ID }));
    expect(response.status).toBe(200);
    expect(dispatched).toEqual([]);
    expect(error).toHaveBeenCalledWith('notify-new-lead: connection refused');
    error.mockRestore();
  });

  it('refuses a body without a lead id, and a method other than POST', async () => {
    const { handler, release } = fakes([]);
    const missing = await handler(post({ name: 'Omar', email: 'omar@example.com', type: 'Owner' }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'Validation failed', issues: [{ path: 'leadId' }] });
    expect((await handler(post(undefined, 'GET'))).status).toBe(405);
    expect(release).not.toHaveBeenCalled();
  });

  it('answers 429 with Retry-After to a client over its limit and releases nothing', async () => {
    const { handler, release } = fakes(['message-1'], 42);
    const response = await handler(post({ leadId: LEAD_ID }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(release).not.toHaveBeenCalled();
  });
});
