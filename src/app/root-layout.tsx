import { useEffect } from 'react';
import { SiteHeader } from '@/components/layout/site-header';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { SiteTracking } from '@/features/tracking/shell';
import { captureAttribution } from '@/features/lead-capture/attribution';
import {
  AccessibilityPanelIsland,
  BackToTopIsland,
  ChatAssistantIsland,
  ExitIntentOfferIsland,
  PrivacyConsentIsland,
  SiteFooterIsland,
} from './layout-islands';
import { PageOutlet, SkipLink } from './page-frame';
import { ScrollManager } from './scroll-manager';

/**
 * The public pages' frame. The header and the page hydrate with the first load; the footer and the
 * floating widgets at the visitor's first input (layout-islands.tsx), their markup on screen
 * from the first paint all the same.
 */
export function RootLayout() {
  // Once per visit: the landing page and its UTM parameters travel with any lead sent later.
  useEffect(captureAttribution, []);
  return (
    <div id="top" tabIndex={-1} className="flex min-h-screen flex-col outline-none">
      <SkipLink />
      {/* Early in the tab order: the second stop on every page, after the skip link. */}
      <AccessibilityPanelIsland />
      <ScrollManager />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <PageOutlet layout="site" />
      </main>
      <SiteFooterIsland />
      <BackToTopIsland />
      <ExitIntentOfferIsland />
      <ChatAssistantIsland />
      <PrivacyConsentIsland />
      {/* Analytics after consent only; attribution above is not tracking (it travels with a lead). */}
      <SiteTracking />
      {/* The toasts' code loads at the first input or the first toast; their live regions are there from the start. */}
      <LazyToaster />
    </div>
  );
}
