import type { LeadFunctionName } from '@shared/submission.ts';

/**
 * The registry of what tracking adds to leads. Its own small module, apart from send-lead.ts and the
 * feature's index: the tracking shell registers here at start-up on every page, and importing the
 * lead-sending code for that would put it in every page's first load.
 */

/** The conversion each lead function stands for (the conversion beacon's conversion_type); none for the team's notification. */
export const leadConversions = {
  'submit-lead': 'generate_lead',
  'send-contact-email': 'generate_lead',
  'submit-resource-download': 'resource_download',
  'exit-intent-signup': 'newsletter_signup',
  'book-call': 'book_call',
  'notify-new-lead': null,
} as const satisfies Record<LeadFunctionName, string | null>;
export type LeadConversion = NonNullable<(typeof leadConversions)[LeadFunctionName]>;

/**
 * What tracking adds to leads, set once by the tracking feature at start-up (so that lead capture does
 * not import tracking, which imports this registry): the hero A/B variant the visitor saw, which travels inside the lead like
 * the rest of the attribution, and the conversion beacon after a success (which checks consent itself).
 */
export interface LeadTracking {
  abVariant: () => 'A' | 'B' | null;
  onConversion: (conversion: LeadConversion) => void;
}

let leadTracking: LeadTracking | null = null;

export function setLeadTracking(tracking: LeadTracking | null): void {
  leadTracking = tracking;
}

export function getLeadTracking(): LeadTracking | null {
  return leadTracking;
}
