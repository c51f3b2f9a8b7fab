/**
 * Navigation state that asks the next page to scroll to an element, e.g. a package card on
 * /services sending the visitor to the home page's onboarding section.
 */
export interface ScrollTargetState {
  scrollTo: string;
}

/** How long after arrival the page scrolls to the target (docs/product.md#navigation-and-scrolling). */
export const scrollTargetDelayMs = 100;

export function scrollTargetState(elementId: string): ScrollTargetState {
  return { scrollTo: elementId };
}

/** The element id a navigation state asks to scroll to, or null when it asks for none. */
export function readScrollTarget(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('scrollTo' in state)) return null;
  const target = (state as { scrollTo: unknown }).scrollTo;
  return typeof target === 'string' && target.length > 0 ? target : null;
}
