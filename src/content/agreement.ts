import { AGREEMENT_CONSENT_TEXT } from '@shared/content/agreement.ts';

/**
 * The service agreement's content. The packages' services and KPIs, the constants the terms are written from,
 * the consent wording and the terms themselves live in supabase/functions/_shared/rules/content/ (agreement.ts
 * and agreement-terms.ts), because the server rebuilds the exact terms to check their fingerprint and accepts
 * only its own consent wording; this file re-exports them and holds the words around them.
 */
export {
  AGREEMENT_CONSENT_TEXT,
  agreementPackageNames,
  agreementPackages,
  agreementPolicy,
  type AgreementPackage,
  type AgreementPackageName,
} from '@shared/content/agreement.ts';
export { agreementTerms } from '@shared/content/agreement-terms.ts';

export const agreementCopy = {
  summary: {
    heading: 'Agreement Summary',
    package: 'Package',
    monthlyInvestment: 'Monthly Investment',
    setupFee: 'Setup Fee',
    agreementDate: 'Agreement Date',
    perMonth: '/month',
    oneTime: 'one-time',
  },
  scope: {
    servicesHeading: 'Services Included',
    kpisHeading: 'Key Performance Indicators (KPIs)',
    kpisIntro: 'Measured over a 90-day performance window. If we miss them, we keep working at no cost to you.',
  },
  terms: {
    heading: 'Terms and Conditions',
    /** The terms' element id, which the consent wording links to. */
    anchorId: 'agreement-terms',
  },
  signer: {
    heading: 'Accept and Sign',
    nameLabel: 'Full name',
    nameHint: 'Type your full name as your signature.',
    emailLabel: 'Email',
    emailHint: 'We will send a copy of this agreement here.',
  },
  consent: {
    /** Shown next to the checkbox and stored with the acceptance as shown; edited in @shared/content/agreement.ts. */
    text: AGREEMENT_CONSENT_TEXT,
    /** The part of `text` that links to the terms; it must appear in `text` exactly once. */
    linkText: 'Service Agreement terms',
    linkHref: '#agreement-terms',
  },
  accept: {
    label: 'Accept Agreement',
    busyLabel: 'Processing…',
  },
  messages: {
    success: "Agreement accepted! We'll contact you within 24 hours to begin.",
    failure: 'There was an error processing your agreement. Please try again or contact us directly.',
    /** Accept pressed before the human check, or the server refused its token (docs/product.md#human-check). */
    humanCheckMissing: 'Please complete the reCAPTCHA verification',
  },
  timing: {
    /** How long the success notice stays (docs/product.md#service-agreement). */
    successNoticeMs: 5000,
    /** Delay before going to the booking page (docs/product.md#service-agreement). */
    redirectDelayMs: 2000,
  },
  /** Where an accepted agreement leads: the booking page, thanking the visitor (docs/product.md#service-agreement). */
  afterAcceptancePath: '/call-booking?type=agreement-accepted',
} as const;
