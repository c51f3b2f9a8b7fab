import { islandPlaceholderAttribute } from './loading/island';
import { requestAllSections } from './loading/section-gate';
import { scrollBehavior } from './motion';

/**
 * How long to wait for a target that an island rendered in the browser has not drawn yet (after a
 * client-side navigation its code may take a while on a slow phone), and for the sections still to render above it before scrolling anyway; how
 * long after that the scroll follows the target as those sections render; and how often to look.
 */
const TARGET_WAIT_MS = 10_000;
const SETTLE_WAIT_MS = 4000;
const FOLLOW_UNTIL_MS = 15_000;
const TARGET_POLL_MS = 50;

/** What a visitor does to move the page themselves: from then on the page is theirs, and no scroll here moves it. */
const VISITOR_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The blocks that hold the place of islands still to render; each may be taller or shorter than its island. */
const placeholderSelector = `[${islandPlaceholderAttribute}]`;

/**
 * Whether a placeholder is above the element or inside it. Either moves the view once its section
 * renders: one above pushes the element down; one inside that grows pushes down what was below it,
 * and the browser's scroll anchoring follows that (the home page's onboarding wizard, 640 px as a
 * placeholder and 896 px on a phone, left the visitor 260 px past its top).
 */
function placeholderBeforeOrWithin(element: Element): boolean {
  return [...document.querySelectorAll(placeholderSelector)].some(
    (placeholder) => placeholder.compareDocumentPosition(element) & (Node.DOCUMENT_POSITION_FOLLOWING | Node.DOCUMENT_POSITION_CONTAINS),
  );
}

interface ScrollWhenPresentOptions {
  /** Also move focus there (made focusable), so keyboard and screen-reader users arrive too. */
  focus?: boolean;
  /** Called when the element never appears. */
  missing?: () => void;
}

/**
 * Scrolls to the element with this id once it exists. On a page served in full it does at once; after a
 * client-side navigation the page's islands are drawn by the browser as their code arrives (island.tsx),
 * so a link to /#faq from another page finds its target a moment later (up to TARGET_WAIT_MS on a slow
 * phone, then `missing`). Asks every island still waiting to load, since the target may be inside one. Waits, too, for the sections still to render above the target or inside it,
 * which would move it after the scroll: up to SETTLE_WAIT_MS, then scrolls anyway and scrolls again once they have
 * rendered. Whatever the visitor does to move the page themselves ends it all. Returns a cancel function.
 */
export function scrollWhenPresent(id: string, { focus = false, missing = () => undefined }: ScrollWhenPresentOptions = {}): () => void {
  const started = Date.now();
  let timer: number | undefined;
  let scrolled = false;
  const stop = () => {
    window.clearTimeout(timer);
    for (const type of VISITOR_MOVES) window.removeEventListener(type, stop, { capture: true });
  };
  for (const type of VISITOR_MOVES) window.addEventListener(type, stop, { capture: true, passive: true });

  const scrollTo = (element: HTMLElement) => {
    element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    if (focus && !scrolled) {
      if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
      element.focus({ preventScroll: true });
    }
    scrolled = true;
  };

  function attempt() {
    const element = document.getElementById(id);
    const waited = Date.now() - started;
    if (!element && waited >= TARGET_WAIT_MS) {
      stop();
      missing();
      return;
    }
    if (element) {
      const settled = !placeholderBeforeOrWithin(element);
      // Once nothing above it is left to render; or after SETTLE_WAIT_MS anyway, and again once nothing is.
      if (settled || (!scrolled && waited >= SETTLE_WAIT_MS)) scrollTo(element);
      if (settled || waited >= FOLLOW_UNTIL_MS) {
        stop();
        return;
      }
    }
    requestAllSections();
    timer = window.setTimeout(attempt, TARGET_POLL_MS);
  }

  attempt();
  return stop;
}
