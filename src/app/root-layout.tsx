import { useEffect } from 'react';
import { BackToTop } from '@/components/layout/back-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { IdleToaster } from '@/components/ui/idle-toaster';
import { AccessibilityPanel } from '@/features/accessibility';
import { ChatAssistant } from '@/features/chat';
import { ExitIntentOffer } from '@/features/exit-intent';
import { PrivacyConsent, openPrivacyChoices } from '@/features/privacy';
import { SiteTracking } from '@/features/tracking/shell';
import { captureAttribution } from '@/lib/attribution';
import { PageOutlet, SkipLink } from './page-frame';
import { ScrollManager } from './scroll-manager';

export function RootLayout() {
  // Once per visit: the landing page and its UTM parameters travel with any lead sent later.
  useEffect(captureAttribution, []);
  return (
    <div id="top" tabIndex={-1} className="flex min-h-screen flex-col outline-none">
      <SkipLink />
      {/* Early in the tab order: the second stop on every page, after the skip link. */}
      <AccessibilityPanel />
      <ScrollManager />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <PageOutlet />
      </main>
      <SiteFooter onPrivacyChoices={openPrivacyChoices} />
      <BackToTop />
      <ExitIntentOffer />
      <ChatAssistant />
      <PrivacyConsent />
      {/* Analytics after consent only; attribution above is not tracking (it travels with a lead). */}
      <SiteTracking />
      {/* The toasts' code loads on idle or at the first toast; their live regions are there from the start. */}
      <IdleToaster />
    </div>
  );
}
