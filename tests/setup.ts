import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { dismissToast } from '../src/components/ui/use-toast.ts';
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

// Most site test files share their worker's window (vitest.config.ts turns isolation off for them):
// each file starts on a blank page, with no storage, cookies, attributes, stubbed globals or fake
// timers another file left behind, and no toast: their queue is a module's, which the files share too.
dismissToast();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
document.head.innerHTML = '';
document.body.innerHTML = '';
for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');
vi.useRealTimers();

// Every test ends alike, so a test file need not say it: no toast left over for the next test (their
// queue is a module's), real timers again, and no stubbed global.
afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
