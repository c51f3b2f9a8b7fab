/**
 * Tracking's public API: consent, the hero A/B test, heatmaps, milestones, web vitals,
 * analytics events, the conversion beacon and the A/B statistics. Nothing here starts on import;
 * the app shell decides when (after consent, in the browser only). Code on a page's first load
 * imports from './shell' instead (see there why).
 */
export {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  consentClaim,
  consentSources,
  createConsentStore,
  decideConsent,
  getConsentStore,
  mayCollectAnalytics,
  needsConsentDecision,
  parseConsent,
  readGpc,
  serializeConsent,
  type ConsentCategory,
  type ConsentClaim,
  type ConsentRecord,
  type ConsentSource,
  type ConsentState,
  type ConsentStore,
  type ConsentStoreOptions,
} from './consent';
export { useConsent } from './use-consent';
export {
  AB_TEST_NAME,
  AB_TEST_STORAGE_KEY,
  AB_VARIANT_ATTRIBUTE,
  abVariants,
  assignVariant,
  drawVariant,
  parseVariant,
  readVariant,
  type AbVariant,
  type AssignVariantOptions,
} from './ab-test';
export { TRACKING_SESSION_STORAGE_KEY, getTrackingSessionId } from './session-id';
export {
  browserLifecycle,
  createBeaconQueue,
  sendWithBeacon,
  type BeaconQueue,
  type BeaconQueueOptions,
  type PageLifecycle,
  type SendBeacon,
} from './beacon-queue';
export {
  CLICK_BATCH_SIZE,
  HEATMAP_CLICKS_URL,
  HEATMAP_SCROLL_URL,
  SCROLL_BATCH_SIZE,
  SCROLL_SAMPLE_INTERVAL_MS,
  clickRecordFrom,
  elementName,
  scrollRecordFrom,
  startHeatmap,
  type ClickRecord,
  type HeatmapOptions,
  type HeatmapWindow,
  type ScrollRecord,
} from './heatmap';
export {
  ENGAGEMENT_CHECK_INTERVAL_MS,
  ENGAGEMENT_MILESTONES_SECONDS,
  SCROLL_FLAG_RANGE,
  SCROLL_MILESTONES,
  createScrollMilestones,
  isScrollFlag,
  pageLoadTime,
  reportPageLoadTime,
  scrollDepthPercent,
  startEngagementTimer,
  trackPageMilestones,
  type MilestoneWindow,
  type PageLoadTimeOptions,
  type PageMilestonesOptions,
} from './milestones';
export {
  createVitalsAccumulator,
  observeWebVitals,
  reportWebVitals,
  type ObserveWebVitalsOptions,
  type VitalEntry,
  type WebVitals,
} from './web-vitals';
export {
  createAnalytics,
  onAnalyticsEvent,
  sendAnalyticsEvent,
  setAnalyticsConsentCheck,
  trackAbTestConversion,
  trackAbTestView,
  windowGtag,
  type AnalyticsEventMap,
  type AnalyticsEventName,
  type AnalyticsOptions,
  type EngagementMilestone,
  type FunnelQuiz,
  type Gtag,
  type ScrollMilestone,
  type SendAnalyticsEvent,
  type StoredAnalyticsEvent,
  type WebVitalName,
} from './analytics';
export {
  CONVERSION_ERROR_MESSAGE,
  CONVERSION_URL,
  conversionPayload,
  trackConversion,
  type ConversionInput,
  type ConversionType,
  type TrackConversionDeps,
} from './conversion';
export {
  compareConversionRates,
  erfc,
  sampleRatioMismatch,
  twoSidedPValue,
  type ConversionComparison,
  type SampleRatioCheck,
  type VariantCounts,
} from './significance';
export { ANALYTICS_EVENTS_URL, EVENT_BATCH_SIZE, analyticsEventsBody, createAnalyticsEventQueue, type AnalyticsEventsBeacon } from './event-queue';
export { CONSENT_RECORD_URL, postConsentRecord, recordConsentChoice, reportGpcDecisionOnce, type ConsentRecordBody } from './consent-record';
export { SiteTracking, prepareAnalytics } from './site-tracking';
export { AB_SHOW_ATTRIBUTE, abVariantCss, trackHeroCtaClick, useAbTestView } from './ab-hero';
