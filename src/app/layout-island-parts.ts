/*
 * Everything the layout's islands hydrate, in one module so that the build makes it one chunk: the
 * islands load together at the visitor's first input, and one request instead of six keeps
 * a first visit's scripts few (each request costs the main thread a little, and a phone's network a
 * round trip). Code these parts open later (the chat panel, the privacy dialog) stays in chunks of
 * its own.
 */
export { default as SiteFooterWithPrivacy } from './site-footer-with-privacy';
export { BackToTop } from '@/components/layout/back-to-top';
export { AccessibilityPanel } from '@/features/accessibility';
export { ExitIntentOffer } from '@/features/exit-intent';
export { ChatAssistant } from '@/features/chat';
export { PrivacyConsent } from '@/features/privacy';
