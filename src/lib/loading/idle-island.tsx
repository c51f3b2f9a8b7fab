import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { whenIdleAfterLoad } from '@/lib/loading/idle';

/** Adds `name` to <html data-hydrated-islands> once the island is live (tests wait for it). */
function markHydrated(name: string): void {
  const root = document.documentElement;
  const names = new Set((root.dataset.hydratedIslands ?? '').split(' ').filter(Boolean));
  names.add(name);
  root.dataset.hydratedIslands = [...names].join(' ');
}

/**
 * A part of every page whose code is not in the first load: the footer and the floating
 * widgets. The prerendered HTML shows it from the first paint; its code loads when the browser is
 * idle after the load event, and React hydrates it then (until that moment React leaves the
 * server's markup of a suspended boundary in place). The prerenderer renders it in full, since
 * outside a browser there is nothing to wait for.
 *
 * Fit only for parts that take no props that change: new props for a boundary that has not
 * hydrated make React throw its markup away and render it afresh.
 */
export function idleIsland(name: string, load: () => Promise<{ default: ComponentType }>) {
  const Island = lazy(() =>
    whenIdleAfterLoad()
      .then(load)
      .then(({ default: Component }) => ({
        default: function HydratedIsland() {
          useEffect(() => markHydrated(name), []);
          return <Component />;
        },
      })),
  );
  function IdleIsland() {
    return (
      <Suspense fallback={null}>
        <Island />
      </Suspense>
    );
  }
  return IdleIsland;
}
