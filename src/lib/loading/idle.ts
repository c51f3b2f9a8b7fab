/**
 * Runs work when the browser is idle (or after a short delay where requestIdleCallback, or the window
 * itself, is missing: a timer set by whenIdleAfterLoad can outlive its page's window); returns a cancel.
 */
export function whenIdle(work: () => void, timeoutMs = 3000): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1);
  return () => clearTimeout(timer);
}

/**
 * Resolves when the browser is idle after the page's load event (at once outside a browser, so the
 * prerenderer renders what waits on it). `delayMs` leaves that long after the load event first.
 */
export function whenIdleAfterLoad(delayMs = 0): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const idle = () => whenIdle(resolve, 2000);
    const afterLoad = () => (delayMs > 0 ? window.setTimeout(idle, delayMs) : idle());
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
}
