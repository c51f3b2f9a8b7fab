/**
 * The events that say a visitor is using the page rather than only looking at it: a pointer that
 * moves or presses, a touch, a key, a wheel, a scroll, or a click (a screen reader's activation
 * arrives as a click with nothing before it).
 */
const inputEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'click'] as const;

let firstInput: Promise<void> | undefined;

/** Resolves at the first of these events on the page; its listeners are removed once it fires. */
function firstOf(types: readonly string[]): Promise<void> {
  return new Promise((resolve) => {
    const controller = new AbortController();
    const heard = () => {
      controller.abort();
      resolve();
    };
    for (const type of types) window.addEventListener(type, heard, { capture: true, passive: true, signal: controller.signal });
  });
}

/**
 * Resolves at the visitor's first input on the page (at once outside a browser, so the prerenderer
 * renders what waits on it). One listener set for the whole page, removed once it fires.
 */
export function whenFirstInput(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  firstInput ??= firstOf(inputEvents);
  return firstInput;
}
