import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React hydrates a prerendered page (and in the prerenderer), true afterwards. What
 * only the browser knows (the query string, this tab's storage) waits for it, or the first render
 * would differ from the HTML and hydration would mismatch (docs/decisions/001).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
