/**
 * The visitor's privacy choice: the consent banner and the privacy choices dialog. The
 * consent state itself and what it gates live in @/features/tracking.
 */
export { PrivacyConsent } from './privacy-consent';
export { openPrivacyChoices } from './privacy-choices-state';
