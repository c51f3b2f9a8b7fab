/**
 * The service agreement's rules (docs/product.md, "Service agreement"): which package names and amounts an
 * acceptance may carry, the agreement date, and the terms' canonical text and SHA-256 fingerprint. The
 * content it works on (each package's services and KPIs, the consent wording, the terms' words) is in
 * content/agreement.ts and content/agreement-terms.ts. The page and the server both build the terms from
 * these, so the server can recompute the fingerprint of exactly what the page showed and refuse a mismatch
 * (the fingerprint of the terms for one input, expectedFingerprint, is beside the terms' words).
 * The acceptance's schema is in agreement-acceptance.ts: this module has no zod, so the page can show the
 * agreement without loading the form's code.
 *
 * Everything that goes into the fingerprinted text is formatted by hand (no Intl) so that browsers,
 * Node and Deno produce byte-identical text whatever their ICU data.
 */
import { AGENCY_TIME_ZONE, agencyToday } from './booking/calendar.ts';
import { agreementPackageNames, agreementPackages, type AgreementPackage } from './content/agreement.ts';
import { sha256Hex } from './sha256-hex.ts';

/** The acceptance's `type`; also the query /call-booking receives afterwards (docs/product.md#service-agreement). */
export const AGREEMENT_ACCEPTED_TYPE = 'agreement-accepted';

/** The package the page shows when the link names none (docs/product.md#service-agreement). */
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

/** A name that is not one of the packages gets the Launch Package's lists. */
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

/** Whether `text` is one line with no control characters: newlines in a name would let a link break the terms' layout. */
export function isSingleLine(text: string): boolean {
  return !/\p{Cc}/u.test(text);
}

/** A package name as the page shows it and the server stores it: trimmed, 1 to 100 characters, one line. */
export function isValidPackageName(name: string): boolean {
  return name.length > 0 && name.length <= MAX_PACKAGE_NAME_LENGTH && isSingleLine(name);
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

/** One numbered section of the terms: content/agreement-terms.ts writes them, agreementTermsText joins them. */
export interface AgreementSection {
  heading: string;
  paragraphs: string[];
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

/** The terms' fingerprint: the lowercase hex SHA-256 of their text's UTF-8 bytes. */
export async function termsFingerprint(text: string): Promise<string> {
  return sha256Hex(text);
}
