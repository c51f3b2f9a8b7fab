import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';

/** The first stop for keyboard and screen-reader users on every page, public or staff. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-[70] rounded-md bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to main content
    </a>
  );
}

/** Holds the page's place while its code loads, so what follows does not jump up meanwhile. */
function PageLoading() {
  return <div aria-busy="true" aria-label="Loading page" className="min-h-[70vh]" />;
}

/**
 * The page inside a layout's <main>: its own error boundary, reset on navigation, so a failing page
 * leaves the layout (and its way out) working.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Marks <html data-hydrated> with the layout once it has committed: the page is live. The browser
 * tests wait for it (a React fiber appears on the DOM earlier, while a transition hydration is still
 * rendering, and a click then would be lost).
 */
export function useLayoutLive(layout: 'site' | 'staff'): void {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', layout), [layout]);
}
