import { guideDocuments, ppcAuditChecklist } from '@shared/content/guides.ts';
import type { IconName } from './types';

/** A free guide on /resources (docs/product.md#guide-downloads). Id, title and document path come from the shared catalog. */
export interface Guide {
  id: (typeof guideDocuments)[number]['id'];
  /** Sent as `resource_type`; the server finds the document to link by this title. */
  title: string;
  subtitle: string;
  description: string;
  icon: IconName;
  /** What the reader takes away: three or four short lines. */
  benefits: readonly string[];
  /** Where the site serves the document (the e-mail links to it). */
  path: string;
}

const [playbook, blueprint] = guideDocuments;

export const guides: readonly Guide[] = [
  {
    ...playbook,
    subtitle: 'Win more customers from the neighborhoods you already serve',
    description:
      'A step-by-step plan for Los Angeles small businesses to show up on Google Maps, turn reviews into calls and follow up every lead before a competitor does.',
    icon: 'map-pin',
    benefits: [
      'Set up and tune your Google Business Profile in one afternoon',
      'A simple review-request routine that keeps stars coming in',
      'Local landing pages that rank for "near me" searches',
      'A 5-minute lead follow-up checklist for your front desk',
    ],
  },
  {
    ...blueprint,
    subtitle: 'Spend every advertising dollar where it brings customers back',
    description:
      'How to set a Google Ads budget you can defend: work back from your cost per customer, split spend by campaign, and know when to scale or cut.',
    icon: 'dollar-sign',
    benefits: [
      'Calculate a starting budget from your own numbers',
      'A proven split between search, brand and remarketing campaigns',
      'The weekly checks that stop wasted spend early',
      'Clear signals for when to scale up and when to pause',
    ],
  },
];

/** The copy of the guide cards' shared form (docs/product.md#guide-downloads). */
export const guideFormCopy = {
  heading: 'Choose Your Free Guide',
  intro: 'Enter your details once: the fields are shared by both guides. We e-mail the download link right away.',
  /** Above each guide's list of benefits. */
  benefitsHeading: 'What you will learn',
  submit: 'Download Free Guide',
  submitting: 'Processing...',
  success: 'Success! Check your email for the download link.',
  failure: 'Something went wrong. Please try again.',
  strategyCall: 'Schedule Free Strategy Call',
  strategyCallIntro: 'Prefer to talk it through? Book a free 30-minute strategy call with our team.',
} as const;

/** The exit-intent offer: the checklist from the shared catalog and the modal's copy. */
export const exitIntentOffer = {
  document: ppcAuditChecklist,
  title: "Wait! Don't Miss Out",
  description: `Get our ${ppcAuditChecklist.title}: the 25 checks we run on every new Google Ads account to find wasted spend in minutes.`,
  emailLabel: 'Email address',
  submit: 'Send Me The Checklist',
  submitting: 'Sending...',
  decline: 'No Thanks',
  privacy: 'We respect your privacy. Unsubscribe anytime.',
  successTitle: 'Check your inbox',
  successDescription: 'Your PPC Audit Checklist is on its way.',
  failureTitle: 'Something went wrong',
  failureDescription: 'We could not send the checklist. Please try again.',
} as const;
