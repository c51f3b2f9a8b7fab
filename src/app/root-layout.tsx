import { Outlet, useNavigation } from 'react-router-dom';
import { BackToTop } from '@/components/layout/back-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/ui/toast';
import { ScrollManager } from './scroll-manager';

/** A thin bar while the next page's code loads, so a slow network never looks like a dead click. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-primary-soft">
      <div className="h-full w-1/3 animate-pulse bg-primary" />
    </div>
  );
}

export function RootLayout() {
  return (
    <div id="top" tabIndex={-1} className="flex min-h-screen flex-col outline-none">
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-md bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      <ScrollManager />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <BackToTop />
      <Toaster />
    </div>
  );
}
