import { vi } from 'vitest';

/** A MediaQueryList that never changes: jsdom evaluates no media queries. */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/** For the rest of the test, the visitor does (or does not) prefer reduced motion. */
export function mockReducedMotion(reduce: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    staticMediaQueryList(query, reduce && query.includes('prefers-reduced-motion')),
  );
}
