/**
 * What a conversion is worth (docs/product.md#conversions): the server's figure, never the browser's. A
 * beacon is keyless and its body is the sender's to write, so a value taken from it would be whatever a
 * stranger wanted the dashboard to sum (issue 43: sixty conversions of $1,000,000 in a minute). The
 * track-conversion function stores the value of this table for the beacon's type and ignores any
 * value or currency the beacon carries.
 */
import type { ConversionType } from './tracking-schemas.ts';

/** The currency of every stored conversion value. */
export const CONVERSION_CURRENCY = 'USD';

/** A generated lead is worth 100 USD (the spec's figure); the other conversions have no stated value. */
export const GENERATE_LEAD_VALUE_USD = 100;

export const conversionValuesUsd: Readonly<Record<ConversionType, number>> = {
  generate_lead: GENERATE_LEAD_VALUE_USD,
  book_call: 0,
  agreement_accepted: 0,
  resource_download: 0,
  newsletter_signup: 0,
};

/** The value stored for a conversion of this type, in CONVERSION_CURRENCY. */
export function conversionValueOf(type: ConversionType): number {
  return conversionValuesUsd[type];
}
