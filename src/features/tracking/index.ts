/**
 * Tracking's public API off the first load: the A/B statistics the dashboard applies, the analytics
 * events and the consent store as tests reach them, and the shell's start-up. Nothing here starts on
 * import; the app shell decides when (after consent, in the browser only). Code on a page's first load
 * imports from './shell' instead (see there why); the collectors (heatmap, vitals, milestones) stay
 * private to the folder.
 */
export { CONSENT_VERSION, getConsentStore } from './consent';
export { onAnalyticsEvent, sendAnalyticsEvent, setAnalyticsConsentCheck, trackAbTestView, type StoredAnalyticsEvent } from './analytics';
export { compareConversionRates, sampleRatioMismatch } from './significance';
export { SiteTracking, prepareAnalytics } from './site-tracking';
