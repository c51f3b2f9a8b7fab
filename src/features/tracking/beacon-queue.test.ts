import { createBeaconQueue, sendWithBeacon, type PageLifecycle } from './beacon-queue';

function setup(options: { batchSize?: number; allowed?: () => boolean; lifecycle?: PageLifecycle } = {}) {
  const send = vi.fn<(url: string, body: string) => void>();
  const queue = createBeaconQueue<number>({
    url: '/api/test',
    batchSize: options.batchSize ?? 3,
    toBody: (records) => ({ records, page: '/' }),
    allowed: options.allowed ?? (() => true),
    send,
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
  });
  const bodies = () => send.mock.calls.map(([, body]) => JSON.parse(body) as { records: number[] });
  return { queue, send, bodies };
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('createBeaconQueue', () => {
  it('sends a batch as soon as it is full, and nothing before', () => {
    const { queue, send, bodies } = setup({ batchSize: 3 });
    queue.push(1);
    queue.push(2);
    expect(send).not.toHaveBeenCalled();
    queue.push(3);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toBe('/api/test');
    expect(bodies()).toEqual([{ records: [1, 2, 3], page: '/' }]);
    expect(queue.size()).toBe(0);
  });

  it('sends 10-record batches for 25 clicks and the remaining 5 on flush', () => {
    const { queue, bodies } = setup({ batchSize: 10 });
    for (let i = 0; i < 25; i += 1) queue.push(i);
    expect(bodies().map((body) => body.records.length)).toEqual([10, 10]);
    queue.flush();
    expect(bodies().map((body) => body.records.length)).toEqual([10, 10, 5]);
  });

  it('sends nothing when flushed empty', () => {
    const { queue, send } = setup();
    queue.flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('flushes the remainder on pagehide and when the page becomes hidden', () => {
    const { queue, bodies } = setup({ batchSize: 10, lifecycle: { window, document } });
    queue.push(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(bodies()).toEqual([{ records: [1], page: '/' }]);

    queue.push(2);
    setVisibility('visible');
    expect(bodies()).toHaveLength(1);
    setVisibility('hidden');
    expect(bodies()).toEqual([
      { records: [1], page: '/' },
      { records: [2], page: '/' },
    ]);
  });

  it('on stop sends what remains and stops listening', () => {
    const { queue, bodies } = setup({ batchSize: 10, lifecycle: { window, document } });
    queue.push(1);
    queue.stop();
    expect(bodies()).toEqual([{ records: [1], page: '/' }]);
    queue.push(2);
    window.dispatchEvent(new Event('pagehide'));
    expect(bodies()).toHaveLength(1);
    expect(queue.size()).toBe(0);
  });

  it('drops records pushed without consent: never buffered, never sent', () => {
    const { queue, send } = setup({ batchSize: 1, allowed: () => false });
    queue.push(1);
    queue.flush();
    expect(send).not.toHaveBeenCalled();
    expect(queue.size()).toBe(0);
  });

  it('drops buffered records when consent is withdrawn before they are sent', () => {
    let allowed = true;
    const { queue, send } = setup({ batchSize: 10, allowed: () => allowed });
    queue.push(1);
    allowed = false;
    queue.flush();
    expect(send).not.toHaveBeenCalled();
    allowed = true;
    queue.flush();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('createBeaconQueue bodies', () => {
  it('sends nothing for a batch whose body is null or cannot be built', () => {
    const send = vi.fn<(url: string, body: string) => void>();
    let mode: 'null' | 'throw' = 'null';
    const queue = createBeaconQueue<number>({
      url: '/api/test',
      batchSize: 1,
      allowed: () => true,
      send,
      toBody: () => {
        if (mode === 'throw') throw new Error('no body');
        return null;
      },
    });
    queue.push(1);
    mode = 'throw';
    queue.push(2);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('sendWithBeacon', () => {
  it('uses sendBeacon with the body as a plain string', () => {
    const sendBeacon = vi.fn(() => true);
    const fetchFn = vi.fn<typeof fetch>();
    sendWithBeacon('/api/heatmap-clicks', '{"a":1}', { sendBeacon }, fetchFn);
    expect(sendBeacon).toHaveBeenCalledWith('/api/heatmap-clicks', '{"a":1}');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when sendBeacon is missing or refuses', async () => {
    const fetchFn = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
    sendWithBeacon('/api/x', 'body', {}, fetchFn);
    sendWithBeacon('/api/x', 'body', { sendBeacon: () => false }, fetchFn);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(fetchFn).toHaveBeenCalledWith('/api/x', expect.objectContaining({ method: 'POST', body: 'body', keepalive: true }));
  });

  it('is silent when everything fails', async () => {
    const rejecting = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline')));
    const throwingBeacon = () => {
      throw new TypeError('unload');
    };
    expect(() => sendWithBeacon('/api/x', 'body', { sendBeacon: throwingBeacon }, rejecting)).not.toThrow();
    await Promise.resolve();
    expect(rejecting).toHaveBeenCalledTimes(1);
    expect(() =>
      sendWithBeacon('/api/x', 'body', undefined, () => {
        throw new TypeError('no fetch');
      }),
    ).not.toThrow();
  });
});
