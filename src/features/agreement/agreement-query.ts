import { DEFAULT_PACKAGE_NAME, isValidAgreementAmount, offeredPackageNames } from '@shared/agreement-rules.ts';
import { QUOTE_PARAM } from '@shared/agreement-link.ts';

/** What /service-agreement shows, read from its query (docs/product.md#service-agreement). */
export interface AgreementQuery {
  packageName: string;
  /** Monthly investment in whole dollars. */
  monthly: number;
  /** Setup fee in whole dollars. */
  setup: number;
  /** The agency's quote the link names (a link staff made in the dashboard), sent with the acceptance; null without one. */
  quoteId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A quote id as the database makes them; anything else is no quote (the server decides whether it is the agency's). */
function parseQuoteId(raw: string | null): string | null {
  const text = raw?.trim() ?? '';
  return UUID.test(text) ? text.toLowerCase() : null;
}

/** Amounts the link does not give, or gives in a form the page refuses to guess at. */
const DEFAULT_AMOUNT = 0;

/**
 * A whole number of dollars written as plain digits, up to MAX_AGREEMENT_AMOUNT. Anything else
 * ("12.5", "-3", "1e3", "0x10", "3,000", "", a number past the cap) is not an amount: the documented
 * "anything else falls back to the default".
 */
function parseAmount(raw: string | null): number {
  const text = raw?.trim() ?? '';
  if (!/^\d+$/.test(text)) return DEFAULT_AMOUNT;
  const amount = Number(text);
  return isValidAgreementAmount(amount) ? amount : DEFAULT_AMOUNT;
}

/** Case and runs of spaces do not make another package: "growth  engine" is the Growth Engine; a line break does. */
function comparableName(name: string): string {
  return name.trim().replace(/ +/g, ' ').toLowerCase();
}

/**
 * One of the agency's package names, in its own spelling; any other text (a name a link made up, blank,
 * missing) becomes 'Custom Package'. The page is the agency's: a link must not put its words on it.
 */
function parsePackageName(raw: string | null): string {
  const wanted = comparableName(raw ?? '');
  // The names the server accepts with an acceptance, spelled as the site writes them (@shared/agreement-rules.ts).
  return offeredPackageNames.find((name) => comparableName(name) === wanted) ?? DEFAULT_PACKAGE_NAME;
}

/** Reads package, monthly, setup and quote from the page's query string (with or without its "?"). */
export function parseAgreementQuery(search: string | URLSearchParams): AgreementQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    packageName: parsePackageName(params.get('package')),
    monthly: parseAmount(params.get('monthly')),
    setup: parseAmount(params.get('setup')),
    quoteId: parseQuoteId(params.get(QUOTE_PARAM)),
  };
}
