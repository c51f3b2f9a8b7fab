/**
 * Resolves when the browser is idle after the page's load event (at once outside a browser, so the
 * prerenderer renders what waits on it). `delayMs` leaves that long after the load event first.
 */
export function whenIdleAfterLoad(delayMs = 0): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const idle = () =>
      typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : window.setTimeout(resolve, 0);
    const afterLoad = () => (delayMs > 0 ? window.setTimeout(idle, delayMs) : idle());
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
}
