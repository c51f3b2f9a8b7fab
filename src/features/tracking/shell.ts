/**
 * Tracking's first-load entry: only what every page (the app shell, the home hero, the privacy
 * banner's shell) and the funnel forms need. Import from here, not from the index, on the first-load
 * path: the index re-exports the collectors (heatmap, vitals, milestones, the statistics), and
 * bundlers assign a module re-exported by a statically imported barrel to the first-load chunk,
 * which would defeat loading them only after consent.
 */
export { assignVariant, readVariant, type AbVariant } from './ab-test';
export { sendAnalyticsEvent } from './analytics';
export { CONSENT_VERSION, getConsentStore, type ConsentState } from './consent';
export { useConsent } from './use-consent';
export { SiteTracking, prepareAnalytics } from './site-tracking';
export { abVariantCss, trackHeroCtaClick, useAbTestView } from './ab-hero';
