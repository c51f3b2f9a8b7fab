import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BackToTop } from '@/components/layout/back-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/ui/toast';
import { ExitIntentOffer } from '@/features/exit-intent';
import { captureAttribution } from '@/lib/attribution';
import { ErrorBoundary } from './error-boundary';
import { ScrollManager } from './scroll-manager';

/** Holds the page's place while its code loads, so the footer does not jump up meanwhile. */
function PageLoading() {
  return <div aria-busy="true" aria-label="Loading page" className="min-h-[70vh]" />;
}

export function RootLayout() {
  const { pathname } = useLocation();
  // Once per visit: the landing page and its UTM parameters travel with any lead sent later.
  useEffect(captureAttribution, []);
  return (
    <div id="top" tabIndex={-1} className="flex min-h-screen flex-col outline-none">
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-md bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <ScrollManager />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <BackToTop />
      <ExitIntentOffer />
      <Toaster />
    </div>
  );
}
