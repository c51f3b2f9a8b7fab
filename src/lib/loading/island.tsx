import { lazy, memo, Suspense, use, useEffect, useId, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { createSectionGate, type SectionGate } from './section-gate';

/** The attribute on an island's wrapper, valued with its useId; `data-island-live` is added once React owns it. */
export const islandAttribute = 'data-island';

/** Added to the wrapper once the island's code has arrived and React owns its markup. */
export const islandLiveAttribute = 'data-island-live';

/**
 * The attribute on the `minHeight` block that holds an island's place while its code loads, when the
 * browser renders it with no served markup (a client-side navigation). A link to an anchor below it
 * waits for it to go (scroll-when-present.ts): the block is seldom the island's height.
 */
export const islandPlaceholderAttribute = 'data-island-placeholder';

/**
 * Whether the island's served markup is on the page: React gives the server and the hydrating client
 * the same useId, and an island the browser renders afresh has no wrapper in the DOM yet.
 */
const hasServedMarkup = (id: string) => document.querySelector(`[${islandAttribute}="${id}"]`) !== null;

/** Renders its children once the island may load (always, outside a browser). */
function WhenLoaded({ gate, children }: { gate: SectionGate | null; children: ReactNode }) {
  if (gate) use(gate.intended);
  return children;
}

/** Rendered last inside the island: its effect runs once everything above it is live. */
function LiveSignal({ gate, boundary, name }: { gate: SectionGate | null; boundary: RefObject<HTMLDivElement | null>; name?: string }) {
  useEffect(() => {
    boundary.current?.setAttribute(islandLiveAttribute, '');
    if (name) markHydrated(name);
    gate?.live();
  }, [gate, boundary, name]);
  return null;
}

/** Adds `name` to <html data-hydrated-islands> (the browser tests wait for the layout's islands by name). */
function markHydrated(name: string): void {
  const root = document.documentElement;
  const names = new Set((root.dataset.hydratedIslands ?? '').split(' ').filter(Boolean));
  names.add(name);
  root.dataset.hydratedIslands = [...names].join(' ');
}

export interface IslandOptions<Props> {
  /**
   * The height held while the island's code loads when the browser renders it with no served markup (a
   * client-side navigation): about its height, so what follows does not jump. '0px' for a part that
   * takes no room in the flow.
   */
  minHeight: string;
  /**
   * Checked in the browser as the island mounts: when it holds, the code loads at once. For an island
   * that swaps in what only the browser knows (the address's query, this tab's storage, today's date),
   * so the visitor sees it without having to come to it first.
   */
  loadAtOnce?: (props: Props) => boolean;
  /**
   * A moment that lets the island load whatever the visitor does near it: the layout's islands load at
   * the visitor's first input anywhere on the page (first-input.ts), or at the latest some seconds after
   * the load event (idle.ts).
   */
  loadWhen?: () => Promise<unknown>;
  /** Adds this name to `<html data-hydrated-islands>` once live, for the browser tests to wait on. */
  name?: string;
}

/**
 * A part of a page whose code is not in the page's first load. What it says is always in the served
 * HTML: the prerenderer renders it in full, so it is on screen, readable and searchable from the first
 * paint, and its links work as links. React keeps that markup as it is until the island's code arrives,
 * then hydrates it; it is never thrown away and drawn again.
 *
 * The code loads at the first of:
 * - intent (section-intent.ts): the visitor points at it, presses, focuses or types in it, or scrolls it
 *   within a viewport of the screen. Until then a press or a submit is held, and what was typed is kept;
 *   both are given back once the island is live;
 * - `loadWhen`'s moment, or `loadAtOnce` (options above);
 * - a link to an anchor that may be inside it (`requestAllSections` in section-gate.ts).
 *
 * Rendered by the browser with no served markup (a client-side navigation), the island loads at once,
 * with a `minHeight` placeholder in its place meanwhile. The wrapper is `display: contents`, so the
 * island lays out as if it were not there.
 *
 * Memoised, and fit only for plain props: React answers new props (or a context change) for a boundary
 * it has not hydrated by throwing the served markup away. A parent's re-render does not reach it.
 */
export function island<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>, options: IslandOptions<Props>) {
  const Part = lazy(load);
  const { minHeight, loadAtOnce, loadWhen, name } = options;
  function Island(props: Props) {
    const id = useId();
    const boundary = useRef<HTMLDivElement>(null);
    // A gate only where there is served markup to keep while waiting. Outside a browser there is nothing
    // to wait for (the prerenderer renders the island at once); with no served markup (a client-side
    // navigation), or no IntersectionObserver to tell a scroll towards it, the island loads at once.
    const [gate] = useState(() =>
      typeof window !== 'undefined' && typeof IntersectionObserver !== 'undefined' && hasServedMarkup(id) ? createSectionGate() : null,
    );
    useEffect(() => {
      const element = boundary.current;
      if (!gate || !element) return;
      if (loadAtOnce?.(props)) {
        gate.request();
        return;
      }
      void loadWhen?.().then(() => gate.request());
      // The watcher is most of the code and nothing needs it before hydration: it loads after it.
      let stop: (() => void) | undefined;
      let unmounted = false;
      void import('./section-intent').then(({ watchSection }) => {
        if (!unmounted) stop = watchSection(element, gate);
      });
      return () => {
        unmounted = true;
        stop?.();
      };
      // The decision is taken once, on mounting, like the served markup it is about.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [gate]);
    return (
      <div ref={boundary} className="contents" {...{ [islandAttribute]: id }}>
        <Suspense fallback={<div aria-busy="true" {...{ [islandPlaceholderAttribute]: '' }} style={{ minHeight }} />}>
          <WhenLoaded gate={gate}>
            <Part {...props} />
            <LiveSignal gate={gate} boundary={boundary} name={name} />
          </WhenLoaded>
        </Suspense>
      </div>
    );
  }
  return memo(Island);
}
