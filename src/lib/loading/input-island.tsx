import { useEffect, type ComponentType } from 'react';
import { whenFirstInput } from './first-input';
import { whenIdleAfterLoad } from './idle';
import { lazySection } from './lazy-section';

/** Adds `name` to <html data-hydrated-islands> once the island is live (tests wait for it). */
function markHydrated(name: string): void {
  const root = document.documentElement;
  const names = new Set((root.dataset.hydratedIslands ?? '').split(' ').filter(Boolean));
  names.add(name);
  root.dataset.hydratedIslands = [...names].join(' ');
}

/**
 * A part of every page that a visitor who only reads never uses: the footer and the floating
 * widgets. The prerendered HTML shows it from the first paint (its links work as links); its code
 * loads at the visitor's first input anywhere on the page (first-input.ts), or when they point at,
 * focus or press inside it, or at the latest `latestMs` after the load event, in idle time. A press
 * on it before then is held and replayed once it is live, as for a form section (it is a
 * `lazySection` underneath, whose wrapper is `display: contents`).
 *
 * Fit only for parts that take no props: new props for a boundary that has not hydrated make React
 * throw its markup away and render it afresh.
 */
export function inputIsland(name: string, load: () => Promise<{ default: ComponentType }>, latestMs: number) {
  return lazySection<Record<string, never>>(
    () =>
      load().then(({ default: Component }) => ({
        default: function HydratedIsland() {
          useEffect(() => markHydrated(name), []);
          return <Component />;
        },
      })),
    '0px',
    { loadWhen: () => Promise.race([whenFirstInput(), whenIdleAfterLoad(latestMs)]) },
  );
}
