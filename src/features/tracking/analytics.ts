/**
 * Analytics events (docs/product.md#analytics-events): sent to the page's analytics function (gtag) only if it exists, and
 * to our own store through subscribers (the wiring decides where they go, e.g. a beacon queue).
 * Both only with the visitor's analytics consent.
 */
import { AB_TEST_NAME, type AbVariant } from './ab-test';

export type WebVitalName = 'LCP' | 'CLS' | 'INP' | 'FID';
export type ScrollMilestone = 25 | 50 | 75;
export type EngagementMilestone = 30 | 60;
/** The two quizzes of the funnel (mirrors QuizKind; not imported so tracking does not depend on the quiz feature). */
export type FunnelQuiz = 'aspirer' | 'owner';

/** Every event this site sends, with its parameters. Values in ms unless the name says otherwise. */
export interface AnalyticsEventMap {
  ab_test_view: { test_name: typeof AB_TEST_NAME; variant: AbVariant };
  ab_test_conversion: { test_name: typeof AB_TEST_NAME; label: string; variant: AbVariant };
  /**
   * LCP: rounded start time; FID: processing delay; INP: interaction latency (all ms); CLS: layout
   * shift score. `page` is the route the document was loaded on, which the vitals describe even when
   * the visitor has navigated elsewhere by the time they are reported.
   */
  core_web_vital: { metric: WebVitalName; value: number; page: string };
  /** Load end minus navigation start, ms. */
  page_load_time: { value: number };
  scroll_depth: { percent: ScrollMilestone };
  engagement_time: { seconds: EngagementMilestone };
  /** The funnel of the admin's Analytics tab: a quiz shown, each step shown (1-based), the lead sent, the call booked. */
  quiz_start: { quiz: FunnelQuiz };
  quiz_step: { quiz: FunnelQuiz; step: number; step_id: string };
  quiz_submit: { quiz: FunnelQuiz };
  booking_submit: Record<string, never>;
}
export type AnalyticsEventName = keyof AnalyticsEventMap;

/** What our own store receives: the event plus where and when it happened. */
export type StoredAnalyticsEvent = {
  [N in AnalyticsEventName]: { name: N; params: AnalyticsEventMap[N]; page: string; timestamp: string };
}[AnalyticsEventName];

/** The part of Google's gtag.js this site uses. */
export type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

export type SendAnalyticsEvent = <N extends AnalyticsEventName>(name: N, params: AnalyticsEventMap[N]) => void;

export interface AnalyticsOptions {
  /** The analytics function if the page has one (read at each call: gtag.js may load later). */
  gtag: () => Gtag | undefined;
  allowed: () => boolean;
  page: () => string;
  /** Our own store. */
  store?: (event: StoredAnalyticsEvent) => void;
  now?: () => Date;
}

export function createAnalytics(options: AnalyticsOptions): SendAnalyticsEvent {
  const now = options.now ?? (() => new Date());
  return (name, params) => {
    if (!options.allowed()) return;
    const gtag = options.gtag();
    try {
      if (typeof gtag === 'function') gtag('event', name, { ...params });
    } catch {
      // A broken third-party script must not break the page.
    }
    options.store?.({ name, params, page: options.page(), timestamp: now().toISOString() } as StoredAnalyticsEvent);
  };
}

/** Reads window.gtag without trusting its type: any script could have set it. */
export function windowGtag(win: unknown = typeof window === 'undefined' ? undefined : window): Gtag | undefined {
  if (typeof win !== 'object' || win === null || !('gtag' in win)) return undefined;
  return typeof win.gtag === 'function' ? (win.gtag as Gtag) : undefined;
}

const listeners = new Set<(event: StoredAnalyticsEvent) => void>();

/** Hears every event the page's analytics sends (our own store subscribes here); returns an unsubscribe. */
export function onAnalyticsEvent(listener: (event: StoredAnalyticsEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let allowedCheck: () => boolean = () => false;

/** Sets the consent check of the page's analytics (the wiring passes the consent store); nothing is sent until then. */
export function setAnalyticsConsentCheck(check: () => boolean): void {
  allowedCheck = check;
}

/** The page's analytics: window.gtag when present, plus our own store's subscribers. */
export const sendAnalyticsEvent: SendAnalyticsEvent = createAnalytics({
  gtag: () => windowGtag(),
  allowed: () => allowedCheck(),
  page: () => (typeof window === 'undefined' ? '/' : window.location.pathname),
  store: (event) => listeners.forEach((listener) => listener(event)),
});

/** ab_test_view when the hero shows its variant. */
export function trackAbTestView(variant: AbVariant, send: SendAnalyticsEvent = sendAnalyticsEvent): void {
  send('ab_test_view', { test_name: AB_TEST_NAME, variant });
}

/** ab_test_conversion when the hero CTA is clicked; label is the CTA's visible text or an id for it. */
export function trackAbTestConversion(label: string, variant: AbVariant, send: SendAnalyticsEvent = sendAnalyticsEvent): void {
  send('ab_test_conversion', { test_name: AB_TEST_NAME, label, variant });
}
