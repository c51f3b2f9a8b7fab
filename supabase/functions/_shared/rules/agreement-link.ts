/**
 * The agreement page's link, apart from the quote's schema (agreement-quote.ts) because the site's pages
 * build it too (the onboarding recommendation) and must not load zod for it.
 */

/** The query parameter that carries the id of the agency's quote (agreement-quote.ts). */
export const QUOTE_PARAM = 'quote';

/** The path of the agreement page, as the route table names it. */
export const AGREEMENT_PATH = '/service-agreement';

/** A package and its amounts in whole dollars, as the agreement page reads them from its link. */
export interface AgreementLinkTerms {
  packageName: string;
  monthly: number;
  setup: number;
}

/**
 * The agreement page's link for a package and amounts in whole dollars, with the quote's id when staff made it
 * (docs/product.md#agreement-link); site-relative, so the dashboard and the site prefix their own origin.
 */
export function agreementLinkPath({ packageName, monthly, setup, quoteId }: AgreementLinkTerms & { quoteId?: string }): string {
  const query = new URLSearchParams({ package: packageName, monthly: String(monthly), setup: String(setup) });
  if (quoteId) query.set(QUOTE_PARAM, quoteId);
  return `${AGREEMENT_PATH}?${query.toString()}`;
}
