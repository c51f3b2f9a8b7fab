/**
 * The privacy choice on every page: the consent banner when no decision covers the current
 * wording (and GPC has not answered), and the privacy choices dialog when something opens it. Only
 * this small shell is in the first load; the banner's code is fetched after hydration and only when
 * it is needed, the dialog's on its first opening.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useConsent } from '@/features/tracking/shell';
import { setPrivacyChoicesOpen, usePrivacyChoicesState } from './privacy-choices-state';

const ConsentBanner = lazy(() => import('./consent-banner'));
const PrivacyChoicesDialog = lazy(() => import('./privacy-choices-dialog'));

/** Rendered once in the root layout, after the page's other fixed widgets (so the banner paints above back-to-top). */
export function PrivacyConsent() {
  // The prerendered HTML holds the banner (the server snapshot asks); CSS shows it only while
  // <html data-consent-ask> is set, first by index.html's pre-paint script, from here on by the store.
  const { needsDecision } = useConsent();
  useEffect(() => {
    document.documentElement.toggleAttribute('data-consent-ask', needsDecision);
  }, [needsDecision]);
  const { open, requested } = usePrivacyChoicesState();
  return (
    <>
      {needsDecision ? (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      ) : null}
      {requested ? (
        <Suspense fallback={null}>
          <PrivacyChoicesDialog open={open} onOpenChange={setPrivacyChoicesOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
