import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { failOnConsoleError } from './console-guard.ts';
import { staticMediaQueryList } from './media-query.ts';

failOnConsoleError(cleanup);

// jsdom lacks these browser APIs that Radix and our scroll code use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => staticMediaQueryList(query, false);
}
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
}
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
