/**
 * The service agreement (spec 2 §2, §3, §7, §9): each package's services and KPIs, the eleven terms
 * sections written from the spec's constants, their canonical text and SHA-256 fingerprint, and the
 * acceptance payload that submit-lead receives. The page and the server both build the terms here, so
 * the server can recompute the fingerprint of exactly what the page showed and refuse a mismatch.
 *
 * Everything that goes into the fingerprinted text is formatted by hand (no Intl) so that browsers,
 * Node and Deno produce byte-identical text whatever their ICU data.
 */
import { z } from 'zod';
import { AGENCY_TIME_ZONE, agencyToday } from './booking/calendar.ts';
import { packageNames } from './packages.ts';
import { contactFormSchema, isoDateTime, leadEmail, lengthCap } from './schemas.ts';
import { submissionMetaSchema } from './submission.ts';

/** The acceptance's `type`; also the query /call-booking receives afterwards (spec 2 §2, §4). */
export const AGREEMENT_ACCEPTED_TYPE = 'agreement-accepted';

/** The package the page shows when the link names none (spec 2 §2). */
export const DEFAULT_PACKAGE_NAME = 'Custom Package';

/** Longest package name accepted; the longest real one is 14 characters, 100 matches other name fields. */
export const MAX_PACKAGE_NAME_LENGTH = 100;

/**
 * Largest monthly investment or setup fee, in whole dollars. The dearest package tops out at $15,000 a
 * month, so a million leaves room for any custom quote while refusing absurd or mistyped links.
 */
export const MAX_AGREEMENT_AMOUNT = 1_000_000;

/** The agreement is dated by the calendar in the agency's time zone (Los Angeles), as bookings are. */
export { AGENCY_TIME_ZONE };

/** Longest consent wording the server stores; the site's is a few hundred characters. */
export const MAX_CONSENT_TEXT_LENGTH = 1000;

/**
 * The consent wording shown next to the checkbox (src/content/agreement.ts shows it with a link to the
 * terms). The page sends it with the acceptance, and the server takes no other: it is stored with the
 * acceptance and e-mailed to the signer, so it must be the agency's words, not a caller's.
 */
export const AGREEMENT_CONSENT_TEXT =
  'By checking this box you agree to the Service Agreement terms above, including the services, KPIs, monthly investment and setup fee shown, and you agree that checking this box after typing your full name and email address is your electronic signature, with the same legal effect as a handwritten signature. We will email you a copy of the agreement.';

/** The spec's constants for the terms (spec 2 §9), named so tests and e-mails can refer to them. */
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
  /** Key performance indicators, the spec's figures word for word. */
  kpis: readonly string[];
}

/**
 * What each package includes (spec 2 §9 gives the number of services and the KPIs). These are
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

/** Spec 2 §9: a name that is not one of the packages gets the Launch Package's lists. */
const FALLBACK_PACKAGE: AgreementPackage = agreementPackages['Launch Package'];

/** Case and spacing do not make a different package: "growth  package" is the Growth Package. */
function comparableName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export interface AgreementPackageScope extends AgreementPackage {
  /** False when the name matched no package and the Launch Package's lists stand in. */
  matched: boolean;
}

/** The services and KPIs that apply to a package name, by name or alias; unknown names get the Launch lists. */
export function packageScope(packageName: string): AgreementPackageScope {
  const wanted = comparableName(packageName);
  const found = Object.values<AgreementPackage>(agreementPackages).find((pkg) =>
    [pkg.name, ...pkg.aliases].some((name) => comparableName(name) === wanted),
  );
  return { ...(found ?? FALLBACK_PACKAGE), matched: found !== undefined };
}

/**
 * Every package name the server accepts with an acceptance, spelled as the site writes it: the agreement's
 * own three, the names the packages page and onboarding links use for them, and the page's default.
 */
export const offeredPackageNames: readonly string[] = [
  ...agreementPackageNames,
  ...Object.values<AgreementPackage>(agreementPackages).flatMap((pkg) => pkg.aliases),
  DEFAULT_PACKAGE_NAME,
];

/**
 * Whether `name` is a package the agency offers, exactly as the site spells it. Acceptances of anything
 * else are refused: the name is part of the terms and the e-mailed copy, so it must be one the server knows.
 */
export function isOfferedPackageName(name: string): boolean {
  return offeredPackageNames.includes(name);
}

/** Control characters (newlines included) would let a link break the terms' layout. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** A package name as the page shows it and the server stores it: trimmed, 1 to 100 characters, one line. */
export function isValidPackageName(name: string): boolean {
  return name.length > 0 && name.length <= MAX_PACKAGE_NAME_LENGTH && !CONTROL_CHARACTER.test(name);
}

/** Whether `amount` is a whole number of dollars between 0 and MAX_AGREEMENT_AMOUNT. */
export function isValidAgreementAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount >= 0 && amount <= MAX_AGREEMENT_AMOUNT;
}

/** Whole dollars with thousands separators, as the page's formatUsd writes them: 12500 → "$12,500". */
export function formatDollars(amount: number): string {
  if (!isValidAgreementAmount(amount)) throw new RangeError(`Not an agreement amount: ${amount}`);
  return `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a real calendar date written YYYY-MM-DD, or undefined (2025-02-30 is not one). */
function calendarDate(date: string): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  const real = utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
  return real ? { year, month, day } : undefined;
}

/** An agreement date for people: "2026-03-05" → "March 5, 2026". */
export function formatAgreementDate(date: string): string {
  const parts = calendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return `${MONTH_NAMES[parts.month - 1]} ${parts.day}, ${parts.year}`;
}

/** The agreement's date (YYYY-MM-DD): the day `instant` falls on in Los Angeles. */
export function agreementDateOf(instant: Date): string {
  return agencyToday(instant);
}

/** The calendar day before `date` (YYYY-MM-DD). */
function previousDay(date: string): string {
  const parts = calendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day - 1)).toISOString().slice(0, 10);
}

/**
 * Whether the server should accept an acceptance dated `date` at `now`: today in Los Angeles, or
 * yesterday for a visitor who opened the page before midnight and accepted after it.
 */
export function isCurrentAgreementDate(date: string, now: Date): boolean {
  const today = agreementDateOf(now);
  return date === today || date === previousDay(today);
}

/** What the terms depend on: the page's query and the day it was shown. */
export interface AgreementTermsInput {
  /** The package name as shown (already trimmed; see isValidPackageName). */
  packageName: string;
  /** Monthly investment in whole dollars. */
  monthly: number;
  /** Setup fee in whole dollars. */
  setup: number;
  /** The agreement date, YYYY-MM-DD in the agency's time zone (see agreementDateOf). */
  date: string;
}

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

/** "(a) ", "(b) ", … for the lists inside the terms. */
function lettered(items: readonly string[]): string[] {
  return items.map((item, index) => `(${String.fromCharCode(97 + index)}) ${item}`);
}

/**
 * The eleven terms sections for one package, amount pair and date. Sections are numbered by position
 * (the text and the page both show "1." to "11."), and the paragraphs refer to one another by those
 * numbers. Throws a RangeError for amounts or a date the page could never show.
 */
export function agreementTerms({ packageName, monthly, setup, date }: AgreementTermsInput): AgreementSection[] {
  if (!isValidPackageName(packageName)) throw new RangeError('Invalid package name');
  if (!isValidAgreementAmount(monthly) || !isValidAgreementAmount(setup)) throw new RangeError('Invalid amount');
  const day = formatAgreementDate(date);
  const scope = packageScope(packageName);
  const policy = agreementPolicy;

  return [
    {
      heading: 'Parties and Services',
      paragraphs: [
        `This Service Agreement (the "Agreement") is made on ${day} between the agency presenting it on this website (the "Agency") and the business or person who accepts it online (the "Client"), for the package named "${packageName}" (the "Package").`,
        `Under the Package the Agency will provide the services of its ${scope.name}:`,
        ...lettered(scope.services),
        'The Agency will perform these services professionally and in line with generally accepted industry practice. Work outside this list needs a separate written agreement.',
      ],
    },
    {
      heading: 'Performance Guarantee',
      paragraphs: [
        'The Agency commits to the following key performance indicators (the "KPIs") for the Package:',
        ...lettered(scope.kpis),
        `The KPIs are measured over a performance window of ${policy.performanceWindowDays} days that starts when the Agency begins work. Only results verified as described in Section 6 count toward the KPIs.`,
        `If the KPIs are not met at the end of the ${policy.performanceWindowDays}-day performance window, the Agency will keep working on the Package at no cost to the Client until they are met, and no monthly investment is due for that period.`,
      ],
    },
    {
      heading: 'Investment and Payment',
      paragraphs: [
        setup > 0
          ? `The Client will pay a one-time setup fee of ${formatDollars(setup)}, due on acceptance of this Agreement and before work begins.`
          : 'No setup fee is charged for the Package.',
        monthly > 0
          ? `The Client will pay a monthly investment of ${formatDollars(monthly)}, invoiced at the start of each month of service from the day work begins.`
          : 'The monthly investment for the Package will be set out in a written quote, and no monthly fee is charged until the Client approves that quote in writing.',
        'All amounts are in US dollars and are due on receipt of the Agency\'s invoice. Advertising spend paid directly to advertising platforms is not included and is only incurred with the Client\'s prior approval.',
      ],
    },
    {
      heading: 'Term',
      paragraphs: [
        `This Agreement starts on ${day} and continues from month to month until either party ends it as described in Section 7.`,
      ],
    },
    {
      heading: 'Client Responsibilities',
      paragraphs: [
        'The Client will give the Agency timely access to the accounts, assets and information the services need, such as its website, analytics, advertising and business-listing accounts, and confirms that it has the right to use any content it supplies.',
        `The Client will reply to the Agency's requests for approvals, information or feedback within ${policy.clientReplyBusinessDays} business days. If the Client replies later, the performance window in Section 2 is extended by the length of the delay.`,
      ],
    },
    {
      heading: 'Reporting and Verification',
      paragraphs: [
        'The Agency will report progress against each KPI at least once a month, using data from the analytics, search, advertising and review platforms involved, and will give the Client access to that data on request.',
        'A result is verified when it appears in such a report and is supported by that data.',
      ],
    },
    {
      heading: 'Termination',
      paragraphs: [
        `The Client may end this Agreement at any time, for any reason, by giving the Agency ${policy.clientNoticeDays} days' written notice.`,
        `The Agency may end this Agreement by giving the Client ${policy.agencyNoticeDays} days' written notice if the Client fails to meet its obligations under this Agreement, such as paying amounts when due or replying within the time set in Section 5.`,
        'When this Agreement ends, the Client pays for the services provided up to the end of the notice period, and Sections 8, 9 and 10 continue to apply.',
      ],
    },
    {
      heading: 'Ownership and Confidentiality',
      paragraphs: [
        'Once the amounts due have been paid, the Client owns the website content, designs and other deliverables created specifically for it under this Agreement. The Agency keeps its pre-existing tools, templates and know-how and grants the Client a perpetual license to use any of them that form part of the deliverables. The Client\'s own accounts, data and content remain the Client\'s property.',
        'Each party will keep the other\'s non-public business information confidential and use it only to perform this Agreement.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        `The Agency's total liability arising out of or relating to this Agreement is limited to the amounts the Client paid the Agency under this Agreement in the ${policy.liabilityLookbackMonths} months before the event giving rise to the claim.`,
        'Neither party is liable for indirect, incidental or consequential damages or for lost profits, except where the law does not allow such a limit.',
      ],
    },
    {
      heading: 'Governing Law and Dispute Resolution',
      paragraphs: [
        `This Agreement is governed by the laws of the State of ${policy.governingLaw}, without regard to its conflict-of-law rules.`,
        `Any dispute arising out of or relating to this Agreement will be resolved by binding arbitration in ${policy.arbitrationPlace} before a single arbitrator, and judgment on the award may be entered in any court with jurisdiction.`,
      ],
    },
    {
      heading: 'Entire Agreement and Electronic Acceptance',
      paragraphs: [
        'This Agreement, including the services and KPIs in Sections 1 and 2 and the amounts in Section 3, is the entire agreement between the parties about its subject and replaces any earlier proposal or understanding. Changes must be agreed in writing; e-mail counts as writing.',
        'The Client accepts this Agreement electronically when the person accepting for the Client types their full name and e-mail address, checks the consent box and selects the accept button. That acceptance has the same effect as a handwritten signature. The Agency will e-mail the Client a copy of this Agreement with a record of the acceptance.',
      ],
    },
  ];
}

/**
 * The one canonical plain text of the terms, which the fingerprint covers: "1. Heading", a blank
 * line, the paragraphs separated by blank lines, sections separated by blank lines, a final newline,
 * Unicode NFC. The same sections always give byte-identical text.
 */
export function agreementTermsText(sections: readonly AgreementSection[]): string {
  const blocks = sections.map(({ heading, paragraphs }, index) => [`${index + 1}. ${heading}`, ...paragraphs].join('\n\n'));
  return `${blocks.join('\n\n')}\n`.normalize('NFC');
}

/** Lowercase hex SHA-256 of the text's UTF-8 bytes (Web Crypto: browsers, Node 20 and Deno). */
export async function termsFingerprint(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The fingerprint of the terms the page shows for `input`: what the server compares the client's with. */
export function expectedFingerprint(input: AgreementTermsInput): Promise<string> {
  return termsFingerprint(agreementTermsText(agreementTerms(input)));
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

function agreementAmount(label: 'Monthly investment' | 'Setup fee') {
  return z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number of dollars`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_AGREEMENT_AMOUNT, `${label} must be at most ${formatDollars(MAX_AGREEMENT_AMOUNT)}`);
}

/**
 * The body submit-lead receives when a visitor accepts the agreement: the spec's type, package,
 * monthlyInvestment, setupFee and timestamp (spec 2 §7), plus the evidence of who accepted what.
 * IP address and user agent come from the request, not the body.
 */
export const agreementAcceptanceSchema = z.object({
  type: z.literal(AGREEMENT_ACCEPTED_TYPE, `type must be "${AGREEMENT_ACCEPTED_TYPE}"`),
  package: z
    .string('Package name is required')
    .trim()
    .min(1, 'Package name is required')
    .max(MAX_PACKAGE_NAME_LENGTH, lengthCap(`Package name must be less than ${MAX_PACKAGE_NAME_LENGTH} characters`))
    .refine((name) => !CONTROL_CHARACTER.test(name), 'Package name must be a single line of text'),
  monthlyInvestment: agreementAmount('Monthly investment'),
  setupFee: agreementAmount('Setup fee'),
  /** When the visitor pressed accept, by the browser's clock (ISO 8601); the server records its own time too. */
  timestamp: isoDateTime('Timestamp must be an ISO 8601 date and time'),
  /** The date the terms showed, YYYY-MM-DD in Los Angeles; part of the fingerprinted text. */
  // zod's ISO date checks the calendar too: 2026-02-30 is refused.
  agreementDate: z
    .string('Agreement date must be a date (YYYY-MM-DD)')
    .max('YYYY-MM-DD'.length, lengthCap('Agreement date must be a date (YYYY-MM-DD)'))
    .pipe(z.iso.date('Agreement date must be a date (YYYY-MM-DD)')),
  /** The signer's full name, typed by them: the site's name rule. */
  name: contactFormSchema.shape.name,
  /** The signer's e-mail, where the copy of the terms goes: the 100-character e-mail rule of the lead forms. */
  email: leadEmail,
  termsFingerprint: z
    .string('Terms fingerprint is required')
    .trim()
    .max(64, lengthCap('Terms fingerprint must be a SHA-256 hash (64 hexadecimal characters)'))
    .toLowerCase()
    .regex(SHA256_HEX, 'Terms fingerprint must be a SHA-256 hash (64 hexadecimal characters)'),
  /** The consent wording shown next to the checkbox, as shown. */
  consentText: z
    .string('Consent wording is required')
    .trim()
    .min(1, 'Consent wording is required')
    .max(MAX_CONSENT_TEXT_LENGTH, `Consent wording must be less than ${MAX_CONSENT_TEXT_LENGTH} characters`),
  ...submissionMetaSchema.shape,
});
export type AgreementAcceptance = z.infer<typeof agreementAcceptanceSchema>;
export type AgreementAcceptanceRequest = z.input<typeof agreementAcceptanceSchema>;

/** The terms input an accepted payload stands for, to recompute its fingerprint. */
export function acceptanceTermsInput(acceptance: AgreementAcceptance): AgreementTermsInput {
  return {
    packageName: acceptance.package,
    monthly: acceptance.monthlyInvestment,
    setup: acceptance.setupFee,
    date: acceptance.agreementDate,
  };
}
