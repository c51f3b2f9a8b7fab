/**
 * The agency's quote behind an agreement link (docs/decisions/028-agreement-quotes.md). /service-agreement
 * shows whatever package and amounts its link names, as the spec says, so a link anyone edits or writes
 * shows other amounts. Staff therefore make the link in the dashboard: the database stores the quote and
 * the link carries its id. An acceptance is "quoted by the agency" only when it names a stored quote with
 * the same package and amounts; every other acceptance is still stored, marked "not quoted by the agency",
 * and its copy says the amounts are to be confirmed.
 */
import { z } from 'zod';
import { agreementPackageNames } from './content/agreement.ts';
import { DEFAULT_PACKAGE_NAME } from './agreement-rules.ts';
import { agreementAmount } from './agreement-acceptance.ts';

/** What the agreement and the dashboard call an acceptance of each kind. */
export const quoteLabels = {
  quoted: 'Quoted by the agency',
  notQuoted: 'Not quoted by the agency',
} as const;

/** The packages staff may quote: the agreement's own, and the page's default for anything bespoke. */
export const quotablePackageNames: readonly [string, ...string[]] = [...agreementPackageNames, DEFAULT_PACKAGE_NAME] as [string, ...string[]];

/** The dashboard's form for a new quote; the database bounds the same columns. */
export const agreementQuoteSchema = z.object({
  packageName: z.enum(quotablePackageNames, 'Please choose one of our packages'),
  monthly: agreementAmount('Monthly investment'),
  setup: agreementAmount('Setup fee'),
});
export type AgreementQuoteInput = z.input<typeof agreementQuoteSchema>;
export type AgreementQuote = z.infer<typeof agreementQuoteSchema>;

/** A stored quote, as public.agreement_quotes holds it. */
export interface StoredQuote {
  package_name: string;
  monthly_investment: number;
  setup_fee: number;
}

/** Whether an acceptance carries exactly the package and amounts of the quote it names. */
export function isQuotedBy(quote: StoredQuote, accepted: { package: string; monthlyInvestment: number; setupFee: number }): boolean {
  return quote.package_name === accepted.package && quote.monthly_investment === accepted.monthlyInvestment && quote.setup_fee === accepted.setupFee;
}
