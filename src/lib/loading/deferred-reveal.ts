/**
 * When the sections a page defers (deferred-section.tsx) render all at once: when a URL
 * fragment or an in-page link needs one of their anchors, and once the page has been quiet for a
 * while after loading, so that find-in-page, printing and screen readers' reading order get the
 * whole page even if the visitor never scrolls.
 */

import { whenIdleAfterLoad } from './idle';

type Listener = () => void;

/** The attribute on a deferred section's placeholder, which links wait for (scroll-when-present.ts). */
export const deferredPlaceholderAttribute = 'data-deferred-section';

let inline = false;

/**
 * Server rendering only: whether deferred sections render in full instead of as placeholders. The
 * prerenderer turns it on for the heatmap's layout copies, which must have the whole page's height.
 */
export function setDeferredSectionsInline(value: boolean): void {
  inline = value;
}

export function deferredSectionsInline(): boolean {
  return inline;
}

const listeners = new Set<Listener>();
let revealed = false;

/** Renders every deferred section (idempotent). */
export function revealDeferredSections(): void {
  if (revealed) return;
  revealed = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/** Calls `listener` once, when the sections are revealed. Returns an unsubscribe function. */
export function onDeferredSectionsRevealed(listener: Listener): () => void {
  if (revealed) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How long after the load event the page must have been left alone before everything renders. */
export const revealAfterLoadMs = 4000;

let idleRevealScheduled = false;

/**
 * Reveals the deferred sections in idle time `revealAfterLoadMs` after the load event: late enough
 * that the first paint, hydration and a visitor's first interactions never compete with it.
 */
export function scheduleIdleReveal(): void {
  if (idleRevealScheduled || revealed) return;
  idleRevealScheduled = true;
  void whenIdleAfterLoad(revealAfterLoadMs).then(revealDeferredSections);
}

/** Test seam: back to the state of a fresh page. */
export function resetDeferredSectionsForTests(): void {
  revealed = false;
  idleRevealScheduled = false;
  listeners.clear();
}
