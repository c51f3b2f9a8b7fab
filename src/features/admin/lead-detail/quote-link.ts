import { agreementLinkPath } from '@shared/agreement-link.ts';
import type { AgreementQuoteRow } from '../api/types';

/**
 * The full agreement link of a stored quote, to send the client: the page's path with the quote's package,
 * amounts and id, on `origin`. The dashboard passes its own origin, because the quote lives in the database
 * of the deployment it runs in; a link to another deployment would name a quote that is not there.
 */
export function quoteLink(quote: Pick<AgreementQuoteRow, 'id' | 'package_name' | 'monthly_investment' | 'setup_fee'>, origin: string): string {
  const path = agreementLinkPath({ packageName: quote.package_name, monthly: quote.monthly_investment, setup: quote.setup_fee, quoteId: quote.id });
  return new URL(path, origin).href;
}
