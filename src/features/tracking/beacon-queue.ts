/**
 * Batches tracking records and sends them with sendBeacon: when a batch is full and, for whatever
 * remains, when the page is hidden or left (the last moment a browser reliably lets a page send).
 * Failures are silent (docs/product.md#heatmaps): the visitor never sees tracking break.
 */

/** Sends one body to one URL; never throws, never rejects. */
export type SendBeacon = (url: string, body: string) => void;

interface BeaconNavigator {
  sendBeacon?: (url: string, data?: BodyInit | null) => boolean;
}

/**
 * sendBeacon with a plain string (text/plain: no CORS preflight, survives unload), or a keepalive
 * fetch when the browser lacks sendBeacon or refuses the payload (it returns false when over quota).
 */
export function sendWithBeacon(url: string, body: string, nav: BeaconNavigator | undefined = globalThis.navigator, fetchFn: typeof fetch | undefined = globalThis.fetch): void {
  try {
    if (nav?.sendBeacon?.(url, body)) return;
  } catch {
    // Some browsers throw on a beacon during unload; fall through to fetch.
  }
  try {
    void fetchFn?.(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
  } catch {
    // Nothing else to try: tracking failures are silent.
  }
}

/** Where the queue hears that the page is going away. */
export interface PageLifecycle {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

export interface BeaconQueueOptions<T> {
  url: string;
  /** Records per request: 10 clicks, 20 scroll samples (docs/product.md#heatmaps). */
  batchSize: number;
  /** The request body for one batch (records plus page, viewport, consent...), built at send time; null sends nothing. */
  toBody: (records: T[]) => unknown;
  /** Consent check, at push and again at send: records are dropped, never sent, while it is false. */
  allowed: () => boolean;
  send?: SendBeacon;
  /** Omit to flush only on demand (tests, server). */
  lifecycle?: PageLifecycle;
}

export interface BeaconQueue<T> {
  push: (record: T) => void;
  /** Sends what is buffered (in batches of batchSize) now. */
  flush: () => void;
  /** Records waiting to be sent. */
  size: () => number;
  /** Sends what remains and stops listening to the page's lifecycle. */
  stop: () => void;
}

export function createBeaconQueue<T>(options: BeaconQueueOptions<T>): BeaconQueue<T> {
  const send = options.send ?? sendWithBeacon;
  const batchSize = Math.max(1, Math.floor(options.batchSize));
  let buffer: T[] = [];
  let stopped = false;

  function flush(): void {
    const records = buffer;
    buffer = [];
    // Consent withdrawn since these were pushed: they are dropped, not sent.
    if (records.length === 0 || !options.allowed()) return;
    for (let start = 0; start < records.length; start += batchSize) {
      let body: string | undefined;
      try {
        const value = options.toBody(records.slice(start, start + batchSize));
        body = value === null || value === undefined ? undefined : JSON.stringify(value);
      } catch {
        body = undefined; // A body that cannot be built is dropped silently like any tracking failure.
      }
      if (body !== undefined) send(options.url, body);
    }
  }

  function onPageHide(): void {
    flush();
  }

  function onVisibilityChange(): void {
    if (options.lifecycle?.document.visibilityState === 'hidden') flush();
  }

  options.lifecycle?.window.addEventListener('pagehide', onPageHide);
  options.lifecycle?.document.addEventListener('visibilitychange', onVisibilityChange);

  return {
    push(record) {
      if (stopped || !options.allowed()) return;
      buffer.push(record);
      if (buffer.length >= batchSize) flush();
    },
    flush,
    size: () => buffer.length,
    stop() {
      if (stopped) return;
      flush();
      stopped = true;
      options.lifecycle?.window.removeEventListener('pagehide', onPageHide);
      options.lifecycle?.document.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}

/** The browser's own lifecycle targets, or undefined while prerendering. */
export function browserLifecycle(): PageLifecycle | undefined {
  return typeof window === 'undefined' ? undefined : { window, document };
}
