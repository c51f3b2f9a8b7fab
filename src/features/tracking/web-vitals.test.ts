import { type SendAnalyticsEvent } from './analytics';
import { createVitalsAccumulator, observeWebVitals, reportWebVitals, type ObserverConstructor, type VitalEntry, type WebVitals } from './web-vitals';

describe('createVitalsAccumulator', () => {
  it('takes the last LCP candidate, rounded', () => {
    const vitals = createVitalsAccumulator();
    vitals.add({ entryType: 'largest-contentful-paint', startTime: 800.2 });
    vitals.add({ entryType: 'largest-contentful-paint', startTime: 1450.6 });
    expect(vitals.result()).toEqual({ LCP: 1451 });
  });

  it('computes CLS as the largest session window, ignoring shifts right after input', () => {
    const vitals = createVitalsAccumulator();
    const shift = (startTime: number, value: number, hadRecentInput = false): VitalEntry => ({ entryType: 'layout-shift', startTime, value, hadRecentInput });
    // Window 1: 0.1 + 0.05 (0.5 s apart).
    vitals.add(shift(1000, 0.1));
    vitals.add(shift(1500, 0.05));
    vitals.add(shift(1600, 0.5, true)); // caused by the visitor: not counted
    // Window 2 after a 2 s gap: 0.08 + 0.09 + 0.04 = 0.21, the largest.
    vitals.add(shift(3600, 0.08));
    vitals.add(shift(4400, 0.09));
    vitals.add(shift(5200, 0.04));
    // More than 5 s after window 2 started: window 3.
    vitals.add(shift(8700, 0.01));
    vitals.add(shift(9000, 0.02));
    expect(vitals.result().CLS).toBe(0.21);
  });

  it('reports CLS 0 on a page that never shifts, once shifts can be observed', () => {
    const vitals = createVitalsAccumulator();
    expect(vitals.result()).toEqual({});
    vitals.markClsSupported();
    expect(vitals.result()).toEqual({ CLS: 0 });
  });

  it('takes FID from the first input only: its processing delay', () => {
    const vitals = createVitalsAccumulator();
    vitals.add({ entryType: 'first-input', startTime: 2000, processingStart: 2012.4, duration: 48, interactionId: 1 });
    vitals.add({ entryType: 'first-input', startTime: 5000, processingStart: 5100, duration: 200, interactionId: 2 });
    expect(vitals.result().FID).toBe(12);
  });

  it('takes INP as the worst interaction, grouping the events of one interaction', () => {
    const vitals = createVitalsAccumulator();
    vitals.add({ entryType: 'event', startTime: 100, duration: 80, interactionId: 7 });
    vitals.add({ entryType: 'event', startTime: 100, duration: 120, interactionId: 7 }); // same interaction: keydown + keyup
    vitals.add({ entryType: 'event', startTime: 900, duration: 64, interactionId: 8 });
    vitals.add({ entryType: 'event', startTime: 950, duration: 300, interactionId: 0 }); // not an interaction (e.g. mousemove)
    expect(vitals.result().INP).toBe(120);
  });

  it('ignores one outlier per 50 interactions', () => {
    const vitals = createVitalsAccumulator();
    for (let id = 1; id <= 100; id += 1) vitals.add({ entryType: 'event', startTime: id, duration: id === 1 ? 900 : id === 2 ? 700 : 50, interactionId: id });
    // 100 interactions: the two worst (900, 700) are skipped; the third worst is 50.
    expect(vitals.result().INP).toBe(50);
  });
});

type Callback = (list: { getEntries: () => PerformanceEntry[] }) => void;

function fakeObserverClass(supportedEntryTypes: string[]) {
  const instances: { type: string; callback: Callback; pending: PerformanceEntry[]; disconnected: boolean; options: Record<string, unknown> }[] = [];
  class FakeObserver {
    static readonly supportedEntryTypes = supportedEntryTypes;
    private readonly callback: Callback;
    constructor(callback: Callback) {
      this.callback = callback;
    }
    observe(options: { type?: string }) {
      instances.push({ type: options.type ?? '', callback: this.callback, pending: [], disconnected: false, options });
    }
    disconnect() {
      instances.filter((instance) => instance.callback === this.callback).forEach((instance) => (instance.disconnected = true));
    }
    takeRecords() {
      const instance = instances.find((candidate) => candidate.callback === this.callback);
      const pending = instance?.pending ?? [];
      if (instance) instance.pending = [];
      return pending;
    }
  }
  const deliver = (type: string, entries: VitalEntry[]) => {
    const instance = instances.find((candidate) => candidate.type === type);
    instance?.callback({ getEntries: () => entries as unknown as PerformanceEntry[] });
  };
  const queue = (type: string, entries: VitalEntry[]) => {
    const instance = instances.find((candidate) => candidate.type === type);
    instance?.pending.push(...(entries as unknown as PerformanceEntry[]));
  };
  return { Observer: FakeObserver as unknown as ObserverConstructor, instances, deliver, queue };
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('observeWebVitals', () => {
  it('observes the supported entry types and reports once at page hide, pending records included', () => {
    const fake = fakeObserverClass(['largest-contentful-paint', 'layout-shift', 'event', 'first-input', 'paint']);
    const report = vi.fn<(vitals: WebVitals) => void>();
    observeWebVitals({ report, Observer: fake.Observer, lifecycle: { window, document } });
    expect(fake.instances.map((instance) => instance.type).sort()).toEqual(['event', 'first-input', 'largest-contentful-paint', 'layout-shift']);
    expect(fake.instances.find((instance) => instance.type === 'event')?.options).toMatchObject({ buffered: true, durationThreshold: 40 });

    fake.deliver('largest-contentful-paint', [{ entryType: 'largest-contentful-paint', startTime: 1200 }]);
    fake.deliver('first-input', [{ entryType: 'first-input', startTime: 3000, processingStart: 3008, duration: 56, interactionId: 4 }]);
    fake.queue('event', [{ entryType: 'event', startTime: 4000, duration: 96, interactionId: 5 }]);

    setVisibility('hidden');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith({ LCP: 1200, CLS: 0, FID: 8, INP: 96 });
    expect(fake.instances.every((instance) => instance.disconnected)).toBe(true);

    window.dispatchEvent(new Event('pagehide'));
    setVisibility('hidden');
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('reports only what the browser supports (no FID where first-input does not exist)', () => {
    const fake = fakeObserverClass(['largest-contentful-paint']);
    const report = vi.fn<(vitals: WebVitals) => void>();
    observeWebVitals({ report, Observer: fake.Observer, lifecycle: { window, document } });
    fake.deliver('largest-contentful-paint', [{ entryType: 'largest-contentful-paint', startTime: 900 }]);
    window.dispatchEvent(new Event('pagehide'));
    expect(report).toHaveBeenCalledWith({ LCP: 900 });
  });

  it('does nothing without PerformanceObserver, and nothing after stop', () => {
    const report = vi.fn<(vitals: WebVitals) => void>();
    const stopWithout = observeWebVitals({ report, Observer: undefined, lifecycle: { window, document } });
    stopWithout();
    const fake = fakeObserverClass(['layout-shift']);
    const stop = observeWebVitals({ report, Observer: fake.Observer, lifecycle: { window, document } });
    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(report).not.toHaveBeenCalled();
  });
});

describe('reportWebVitals', () => {
  it('sends one core_web_vital event per known metric with the landing route', () => {
    const send = vi.fn<SendAnalyticsEvent>();
    reportWebVitals({ LCP: 1200, CLS: 0.02, INP: 96 }, '/services', send);
    expect(send.mock.calls).toEqual([
      ['core_web_vital', { metric: 'LCP', value: 1200, page: '/services' }],
      ['core_web_vital', { metric: 'CLS', value: 0.02, page: '/services' }],
      ['core_web_vital', { metric: 'INP', value: 96, page: '/services' }],
    ]);
  });
});
