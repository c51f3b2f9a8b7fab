/**
 * The collectors, loaded only after the visitor accepts analytics: our analytics event queue, web
 * vitals and page_load_time (once per document), and per page the click/scroll heatmap and the
 * scroll and engagement milestones.
 */
import { readVariant } from './ab-test';
import { onAnalyticsEvent, sendAnalyticsEvent, type StoredAnalyticsEvent } from './analytics';
import { browserLifecycle, type SendBeacon } from './beacon-queue';
import { consentClaim, getConsentStore, type ConsentStore } from './consent';
import { createAnalyticsEventQueue } from './event-queue';
import { startHeatmap } from './heatmap';
import { reportPageLoadTime, trackPageMilestones } from './milestones';
import { getTrackingSessionId } from './session-id';
import { observeWebVitals, reportWebVitals } from './web-vitals';

export interface TrackingRuntime {
  /** Starts the per-page collectors for a route; returns their stop. */
  startPage: (path: string) => () => void;
  /** Stops everything; what is queued is sent only if consent still holds. */
  stop: () => void;
}

export interface StartTrackingOptions {
  /** Events sent before this module loaded. */
  early: readonly StoredAnalyticsEvent[];
  /** The route the document was loaded on (the one its vitals and load time describe). */
  documentPath: string;
  store?: ConsentStore;
  send?: SendBeacon;
}

// Once per document, even if the visitor withdraws and gives consent again.
let pageLoadTimeStarted = false;

export function startTracking(options: StartTrackingOptions): TrackingRuntime {
  const store = options.store ?? getConsentStore();
  const consent = () => consentClaim(store.getSnapshot());
  const sessionId = () => getTrackingSessionId();
  const abVariant = () => readVariant();
  const lifecycle = browserLifecycle();
  const send = options.send ? { send: options.send } : {};

  // Before the queue: both act on page hide, and the vitals' events must be queued before it flushes.
  const stopVitals = observeWebVitals({ report: (vitals) => reportWebVitals(vitals, options.documentPath, sendAnalyticsEvent) });
  const queue = createAnalyticsEventQueue({
    consent,
    sessionId,
    abVariant,
    viewportWidth: () => window.innerWidth,
    ...send,
    ...(lifecycle ? { lifecycle } : {}),
  });
  options.early.forEach((event) => queue.push(event));
  const unsubscribe = onAnalyticsEvent((event) => queue.push(event));

  let cancelLoadTime: () => void = () => undefined;
  if (!pageLoadTimeStarted) {
    pageLoadTimeStarted = true;
    cancelLoadTime = reportPageLoadTime({ send: sendAnalyticsEvent });
  }

  return {
    startPage(path) {
      const stopHeatmap = startHeatmap({ page: path, consent, sessionId, abVariant, ...send });
      const stopMilestones = trackPageMilestones({ send: sendAnalyticsEvent });
      return () => {
        stopHeatmap();
        stopMilestones();
      };
    },
    stop() {
      unsubscribe();
      stopVitals();
      cancelLoadTime();
      queue.stop();
    },
  };
}
