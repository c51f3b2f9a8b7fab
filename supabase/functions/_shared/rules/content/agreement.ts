/**
 * The service agreement's content: the consent wording, the constants the terms are written from, and what
 * each package includes. It lives here, inside supabase/functions, because the functions must import it (the
 * Supabase CLI deploys no function that imports from outside supabase/functions); the site reads it through
 * src/content/agreement.ts. The terms' own words are in agreement-terms.ts; the fingerprint, the acceptance
 * schema and the rules on names, amounts and dates in ../agreement-rules.ts.
 */
import { packageNames } from './packages.ts';

/**
 * The consent wording shown next to the checkbox (src/content/agreement.ts shows it with a link to the
 * terms). The page sends it with the acceptance, and the server takes no other: it is stored with the
 * acceptance and e-mailed to the signer, so it must be the agency's words, not a caller's.
 */
export const AGREEMENT_CONSENT_TEXT =
  'By checking this box you agree to the Service Agreement terms above, including the services, KPIs, monthly investment and setup fee shown, and you agree that checking this box after typing your full name and email address is your electronic signature, with the same legal effect as a handwritten signature. We will email you a copy of the agreement.';

/** The constants of the terms (docs/product.md#service-agreement), named so tests and e-mails can refer to them. */
export const agreementPolicy = {
  governingLaw: 'California',
  arbitrationPlace: 'California',
  performanceWindowDays: 90,
  clientNoticeDays: 14,
  agencyNoticeDays: 30,
  clientReplyBusinessDays: 3,
  liabilityLookbackMonths: 12,
} as const;

export const agreementPackageNames = ['Launch Package', 'Growth Package', 'Leader Package'] as const;
export type AgreementPackageName = (typeof agreementPackageNames)[number];

export interface AgreementPackage {
  name: AgreementPackageName;
  /**
   * Other names that mean this package. The onboarding wizard and the packages page call the same
   * three tiers Launch Pad, Growth Engine and Market Leader, and their "View Agreement" links carry
   * those names; without the aliases every one of them would fall back to the Launch lists.
   */
  aliases: readonly string[];
  services: readonly string[];
  /** Key performance indicators, the documented figures word for word. */
  kpis: readonly string[];
}

/**
 * What each package includes (docs/product.md#service-agreement). These are
 * contractual: changing a line changes the terms' fingerprint for every new acceptance.
 */
export const agreementPackages = {
  'Launch Package': {
    name: 'Launch Package',
    aliases: [packageNames.launch],
    services: [
      'Professional, mobile-friendly website built to convert visitors into leads',
      'Local SEO setup, including Google Business Profile optimization',
      'Business listings on the major directories and voice assistants',
      'Review generation system',
      'Monthly performance reporting',
    ],
    kpis: [
      'Website done in 30 days',
      'At least 10 qualified leads a month within 90 days',
      'Top 10 local ranking',
      '20% monthly traffic growth',
    ],
  },
  'Growth Package': {
    name: 'Growth Package',
    aliases: [packageNames.growth],
    services: [
      'Conversion-focused website build or redesign',
      'Pay-per-results SEO for your priority keywords',
      'Google Ads campaign management',
      'Facebook and Instagram advertising',
      'Email marketing automation',
      'Conversion rate optimization',
      'Review generation and reputation management',
      'Business listings and voice search optimization',
    ],
    kpis: [
      '25 or more leads a month',
      'First page for 5 or more keywords',
      '3:1 ROI',
      '50% conversion increase',
      '4.5 stars with 25 or more reviews',
    ],
  },
  'Leader Package': {
    name: 'Leader Package',
    aliases: [packageNames.leader],
    services: [
      'Conversion-focused website with ongoing optimization',
      'Pay-per-results SEO for primary and secondary keywords',
      'Google Ads campaign management',
      'Google Local Service Ads management',
      'Facebook and Instagram advertising',
      'Email marketing automation',
      'Conversion rate optimization with A/B testing',
      'Review generation and reputation management',
      'Business listings and voice search optimization',
      'AI voice agents answering calls around the clock',
    ],
    kpis: [
      '50 or more leads a month',
      'Top 3 for primary keywords',
      '5:1 ROI',
      '100% conversion increase',
      '4.8 stars with 50 or more reviews',
      '25% local market share increase',
    ],
  },
} as const satisfies { [Name in AgreementPackageName]: AgreementPackage & { name: Name } };
