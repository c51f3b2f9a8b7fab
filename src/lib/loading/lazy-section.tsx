import { lazy, memo, Suspense, use, useEffect, useId, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { createSectionGate, type SectionGate } from './section-gate';

/** The attribute on a lazy section's wrapper, valued with its useId; `data-section-live` is added once React owns the section. */
export const lazySectionAttribute = 'data-lazy-section';

/**
 * The attribute on the `minHeight` block that holds a lazy section's place while its code loads. The
 * block is seldom the section's height (the pathfinder's 44rem is 1,266 px on a phone), so a link to
 * an anchor below it waits for it to go (scroll-when-present.ts).
 */
export const lazyPlaceholderAttribute = 'data-lazy-placeholder';

/**
 * Whether the section's prerendered markup is on the page: React gives the server and the hydrating
 * client the same useId, and a section the browser renders afresh has no wrapper in the DOM yet.
 */
const hasPrerenderedMarkup = (id: string) => document.querySelector(`[${lazySectionAttribute}="${id}"]`) !== null;

/** Renders its children once the visitor has shown intent (always, outside a browser). */
function AfterIntent({ intent, children }: { intent: SectionGate | null; children: ReactNode }) {
  if (intent) use(intent.intended);
  return children;
}

/** Rendered last inside the section: its effect runs once everything above it is live. */
function LiveSignal({ intent, boundary }: { intent: SectionGate | null; boundary: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    boundary.current?.setAttribute('data-section-live', '');
    intent?.live();
  }, [intent, boundary]);
  return null;
}

export interface LazySectionOptions<Props> {
  /**
   * Checked in the browser as the section mounts: when it holds, the code loads at once. For a section
   * whose first render in the browser differs from its prerendered HTML (it reads the address or this
   * tab's storage), so the visitor sees the right thing without having to touch it first.
   */
  loadAtOnce?: (props: Props) => boolean;
  /**
   * In the browser, a moment that lets the section load whatever the visitor does near it (the
   * layout's islands load at the first input anywhere on the page: input-island.tsx).
   */
  loadWhen?: () => Promise<unknown>;
}

/**
 * An interactive section (a form, a quiz, the booking and agreement sections) whose code is not
 * part of the page's first load and loads only when the visitor shows intent (section-intent.ts):
 * points at it, presses, focuses or types in it, or scrolls it within a viewport. The prerendered
 * HTML contains it in full (the prerenderer renders it at once), so it is on screen and readable
 * from the first paint; React leaves that markup in place until the code arrives and then hydrates
 * it, giving back what the visitor typed and replaying their last press. Rendered in the browser
 * without prerendered markup (a client-side navigation), it loads when within a viewport, and a
 * `minHeight` placeholder holds its place meanwhile.
 *
 * The wrapper is `display: contents`, so the section lays out as if it were not there.
 */
export function lazySection<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  minHeight: string,
  options: LazySectionOptions<Props> = {},
) {
  const Section = lazy(load);
  const { loadAtOnce, loadWhen } = options;
  function LazySection(props: Props) {
    const id = useId();
    const boundary = useRef<HTMLDivElement>(null);
    // Outside a browser, or in one without IntersectionObserver (which could not tell a scroll towards
    // the section), there is nothing to wait for: the section renders, and loads, at once.
    const [intent] = useState(() => (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined' ? null : createSectionGate()));
    const [fromPrerenderedMarkup] = useState(() => typeof document !== 'undefined' && hasPrerenderedMarkup(id));
    useEffect(() => {
      const element = boundary.current;
      if (!intent || !element) return;
      if (loadAtOnce?.(props)) intent.request();
      void loadWhen?.().then(() => intent.request());
      // The watcher is most of the code and nothing needs it before hydration: it loads after it.
      let stop: (() => void) | undefined;
      let unmounted = false;
      void import('./section-intent').then(({ watchSection }) => {
        if (!unmounted) stop = watchSection(element, intent, { nearNow: !fromPrerenderedMarkup });
      });
      return () => {
        unmounted = true;
        stop?.();
      };
      // The decision is taken once, on mounting, like the prerendered markup it is about.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [intent, fromPrerenderedMarkup]);
    return (
      <div ref={boundary} className="contents" {...{ [lazySectionAttribute]: id }}>
        <Suspense fallback={<div aria-busy="true" {...{ [lazyPlaceholderAttribute]: '' }} style={{ minHeight }} />}>
          <AfterIntent intent={intent}>
            <Section {...props} />
            <LiveSignal intent={intent} boundary={boundary} />
          </AfterIntent>
        </Suspense>
      </div>
    );
  }
  // Memoised: a parent that re-renders while the section is still the server's markup (the home page
  // re-renders once it reads the visitor's consent) would hand the boundary new props, and React
  // answers an update to a boundary it has not hydrated by throwing its markup away and rendering
  // it afresh, here as the empty placeholder. Its props are a few plain values.
  return memo(LazySection);
}
