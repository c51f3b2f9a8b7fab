import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { skipToContentLabel } from '@/content/navigation';
import { ErrorBoundary } from './error-boundary';

/** The first stop for keyboard and screen-reader users on every page, public or staff. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-[70] rounded-md bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {skipToContentLabel}
    </a>
  );
}

/** Holds the page's place while its code loads, so what follows does not jump up meanwhile. */
function PageLoading() {
  return <div aria-busy="true" aria-label="Loading page" className="min-h-[70vh]" />;
}

/**
 * Marks <html data-hydrated> with the layout once the page has committed and its effects ran: the
 * page is live. The browser tests wait for it. It is rendered after the page, inside the page's
 * Suspense boundary, because React hydrates that boundary in a commit of its own after the layout's:
 * a mark set by the layout came before the page had started its timers, and a
 * React fiber appears on the page's DOM earlier still, while the hydration is rendering.
 */
function MarkPageLive({ layout }: { layout: 'site' | 'staff' }) {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', layout), [layout]);
  return null;
}

/**
 * The page inside a layout's <main>: its own error boundary, reset on navigation, so a failing page
 * leaves the layout (and its way out) working.
 */
export function PageOutlet({ layout }: { layout: 'site' | 'staff' }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        <MarkPageLive layout={layout} />
      </Suspense>
    </ErrorBoundary>
  );
}
