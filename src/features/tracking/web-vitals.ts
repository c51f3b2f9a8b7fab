/**
 * Core Web Vitals measured with PerformanceObserver: LCP, CLS, INP, plus FID where the browser still
 * reports first-input entries. A few dozen lines instead of the `web-vitals` package, because the
 * site needs one value per metric at page hide, not its attribution builds, and every kilobyte
 * on the first load counts (bench/ budgets). The algorithms follow web.dev's definitions.
 */
import { type SendAnalyticsEvent, type WebVitalName } from './analytics';
import { browserLifecycle, type PageLifecycle } from './beacon-queue';

/** The fields of the entries this module reads (all optional: browsers differ). */
export interface VitalEntry {
  entryType: string;
  startTime: number;
  duration?: number;
  /** layout-shift */
  value?: number;
  hadRecentInput?: boolean;
  /** first-input, event */
  processingStart?: number;
  interactionId?: number;
}

export type WebVitals = Partial<Record<WebVitalName, number>>;

export const OBSERVED_ENTRY_TYPES = ['largest-contentful-paint', 'layout-shift', 'first-input', 'event'] as const;
/** Interactions shorter than this cannot be the INP of a page worth looking at; the browser drops them early. */
const EVENT_DURATION_THRESHOLD_MS = 40;

/** Accumulates entries; `result()` gives the metrics known so far. */
export function createVitalsAccumulator() {
  let lcp: number | undefined;
  let fid: number | undefined;
  let clsSupported = false;
  let cls = 0;
  let windowValue = 0;
  let windowFirst = 0;
  let windowLast = 0;
  const interactions = new Map<number, number>();

  function addInteraction(entry: VitalEntry): void {
    if (!entry.interactionId || entry.duration === undefined) return;
    interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration));
  }

  return {
    /** CLS is 0, not unknown, on a page that never shifts, once the browser can observe shifts. */
    markClsSupported(): void {
      clsSupported = true;
    },
    add(entry: VitalEntry): void {
      switch (entry.entryType) {
        case 'largest-contentful-paint':
          lcp = entry.startTime; // A later candidate replaces the earlier one.
          break;
        case 'layout-shift':
          clsSupported = true;
          if (entry.hadRecentInput || entry.value === undefined) break;
          // Session windows: shifts less than 1 s apart, at most 5 s long; CLS is the largest window.
          if (windowValue > 0 && entry.startTime - windowLast < 1000 && entry.startTime - windowFirst < 5000) {
            windowValue += entry.value;
          } else {
            windowValue = entry.value;
            windowFirst = entry.startTime;
          }
          windowLast = entry.startTime;
          cls = Math.max(cls, windowValue);
          break;
        case 'first-input':
          if (fid === undefined && entry.processingStart !== undefined) fid = entry.processingStart - entry.startTime;
          addInteraction(entry);
          break;
        case 'event':
          addInteraction(entry);
          break;
      }
    },
    result(): WebVitals {
      const vitals: WebVitals = {};
      if (lcp !== undefined) vitals.LCP = Math.round(lcp);
      if (clsSupported) vitals.CLS = Math.round(cls * 1000) / 1000;
      if (fid !== undefined) vitals.FID = Math.round(Math.max(0, fid));
      if (interactions.size > 0) {
        // INP: the worst interaction, ignoring one outlier per 50 interactions (web.dev's p98 estimate).
        const durations = [...interactions.values()].sort((a, b) => b - a);
        const index = Math.min(durations.length - 1, Math.floor(durations.length / 50));
        vitals.INP = Math.round(durations[index] ?? 0);
      }
      return vitals;
    },
  };
}

/** The PerformanceObserver constructor's shape this module needs (a fake in tests). */
export interface ObserverConstructor {
  new (callback: (list: { getEntries: () => PerformanceEntry[] }) => void): {
    observe: (options: PerformanceObserverInit & { durationThreshold?: number }) => void;
    disconnect: () => void;
    takeRecords?: () => PerformanceEntry[];
  };
  readonly supportedEntryTypes?: readonly string[];
}

export interface ObserveWebVitalsOptions {
  /** Called once, when the page is first hidden or left, with the metrics known then. */
  report: (vitals: WebVitals) => void;
  Observer?: ObserverConstructor | undefined;
  lifecycle?: PageLifecycle | undefined;
}

/** Observes the vitals of this document and reports them once at page hide; returns a stop function (no report). */
export function observeWebVitals(options: ObserveWebVitalsOptions): () => void {
  const Observer = options.Observer ?? (typeof PerformanceObserver === 'undefined' ? undefined : (PerformanceObserver as unknown as ObserverConstructor));
  const lifecycle = options.lifecycle ?? browserLifecycle();
  if (!Observer || !lifecycle) return () => undefined;

  const accumulator = createVitalsAccumulator();
  const supported = Observer.supportedEntryTypes ?? [];
  const observers: InstanceType<ObserverConstructor>[] = [];
  const addAll = (entries: PerformanceEntry[]) => entries.forEach((entry) => accumulator.add(entry as VitalEntry));

  for (const type of OBSERVED_ENTRY_TYPES) {
    if (!supported.includes(type)) continue;
    try {
      const observer = new Observer((list) => addAll(list.getEntries()));
      observer.observe(type === 'event' ? { type, buffered: true, durationThreshold: EVENT_DURATION_THRESHOLD_MS } : { type, buffered: true });
      observers.push(observer);
      if (type === 'layout-shift') accumulator.markClsSupported();
    } catch {
      // An entry type the browser lists but refuses: that metric is simply not reported.
    }
  }

  let done = false;
  function stop(): void {
    done = true;
    observers.forEach((observer) => observer.disconnect());
    lifecycle?.window.removeEventListener('pagehide', finish);
    lifecycle?.document.removeEventListener('visibilitychange', onVisibilityChange);
  }
  function finish(): void {
    if (done) return;
    // Entries queued but not yet delivered to the callbacks still count.
    observers.forEach((observer) => addAll(observer.takeRecords?.() ?? []));
    stop();
    const vitals = accumulator.result();
    if (Object.keys(vitals).length > 0) options.report(vitals);
  }
  function onVisibilityChange(): void {
    if (lifecycle?.document.visibilityState === 'hidden') finish();
  }

  lifecycle.window.addEventListener('pagehide', finish);
  lifecycle.document.addEventListener('visibilitychange', onVisibilityChange);
  return stop;
}

/** Sends one core_web_vital event per metric, naming the route the document was loaded on. */
export function reportWebVitals(vitals: WebVitals, page: string, send: SendAnalyticsEvent): void {
  for (const metric of ['LCP', 'CLS', 'INP', 'FID'] as const) {
    const value = vitals[metric];
    if (value !== undefined) send('core_web_vital', { metric, value, page });
  }
}
