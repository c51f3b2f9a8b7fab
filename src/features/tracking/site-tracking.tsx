/**
 * The app shell's part of tracking, on every page's first load and kept small: it decides when
 * the collectors may load (after analytics consent, once the browser is idle) and restarts the
 * per-page ones on each route. The collectors themselves are in tracking-runtime.ts, loaded on demand.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { setLeadTracking } from '@/features/lead-capture/lead-tracking';
import { readVariant } from './ab-test';
import { onAnalyticsEvent, setAnalyticsConsentCheck, type StoredAnalyticsEvent } from './analytics';
import { getConsentStore } from './consent';
import { whenIdle } from '@/lib/loading/idle';
// `import type`: an inline `{ type X }` import is kept as a side-effect import and would pull the collectors into the first load.
import type { TrackingRuntime } from './tracking-runtime';
import { useConsent } from './use-consent';

/** Events sent before the collectors have loaded wait here (bounded: a stuck import must not grow memory). */
const EARLY_EVENT_LIMIT = 50;
let earlyEvents: StoredAnalyticsEvent[] = [];
let stopEarlyBuffer: (() => void) | undefined;
let documentPath = '/';

/**
 * Call once before hydration: the page's analytics then asks the consent store (so nothing is sent
 * without consent), events sent before the collectors load (the hero's A/B view) are kept for them,
 * and leads carry the A/B variant and fire the conversion beacon (which loads on the first lead).
 */
export function prepareAnalytics(): void {
  documentPath = window.location.pathname;
  setAnalyticsConsentCheck(() => getConsentStore().getSnapshot().analyticsAllowed);
  setLeadTracking({
    abVariant: () => readVariant(),
    onConversion: (conversion) => {
      import('./conversion')
        .then(({ trackConversion }) => trackConversion(conversion))
        .catch(() => undefined);
    },
  });
  stopEarlyBuffer ??= onAnalyticsEvent((event) => {
    if (earlyEvents.length < EARLY_EVENT_LIMIT) earlyEvents.push(event);
  });
}

/** Hands the waiting events over to the collectors; later events go to them directly. */
function takeEarlyEvents(): StoredAnalyticsEvent[] {
  stopEarlyBuffer?.();
  stopEarlyBuffer = undefined;
  const events = earlyEvents;
  earlyEvents = [];
  return events;
}

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Rendered once in the root layout. Renders nothing. */
export function SiteTracking() {
  const { analyticsAllowed, record } = useConsent();
  const { pathname } = useLocation();
  const [runtime, setRuntime] = useState<TrackingRuntime | null>(null);

  useEffect(() => {
    if (!analyticsAllowed) return;
    let active = true;
    let started: TrackingRuntime | undefined;
    const cancelIdle = whenIdle(() => {
      import('./tracking-runtime')
        .then(({ startTracking }) => {
          if (!active) return;
          started = startTracking({ early: takeEarlyEvents(), documentPath });
          setRuntime(started);
        })
        .catch(() => undefined); // A failed chunk load only means no analytics for this page.
    });
    return () => {
      // Consent withdrawn (or the shell unmounting): stop collecting at once.
      active = false;
      cancelIdle();
      started?.stop();
      setRuntime(null);
    };
  }, [analyticsAllowed]);

  // Heatmap and milestones are per page: restart them on each route.
  useEffect(() => runtime?.startPage(pathname), [runtime, pathname]);

  useEffect(() => {
    if (record?.source !== 'gpc') return;
    return whenIdle(() => {
      import('./consent-record')
        .then(({ reportGpcDecisionOnce }) => reportGpcDecisionOnce(record, localStore()))
        .catch(() => undefined);
    });
  }, [record]);

  return null;
}
