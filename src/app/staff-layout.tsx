import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Toaster } from '@/components/ui/toast';
import { site } from '@/content/site';
import { ErrorBoundary } from './error-boundary';
import { ScrollManager } from './scroll-manager';

function PageLoading() {
  return <div aria-busy="true" aria-label="Loading page" className="min-h-[70vh]" />;
}

/**
 * The frame of the staff pages (/auth, /admin): no marketing header, footer or offers, which would
 * only get in the way of work and would load the public site's code into the dashboard.
 */
export function StaffLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-md bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <ScrollManager />
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex w-full max-w-[96rem] items-center px-4 py-3 sm:px-6">
          <Link to="/" className="rounded-sm font-bold text-foreground focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring">
            {site.name}
            <span className="sr-only"> home page</span>
          </Link>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Toaster />
    </div>
  );
}
