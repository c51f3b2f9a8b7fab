import { abTestCopy } from '@/content/admin-ab-test';
import { compareConversionRates, sampleRatioMismatch } from '@/features/tracking';
import type { AbResultRow } from '../api/admin-database';
import { formatCount, formatPercent, formatPValue } from './figure-format';

/** A variant's figures: views and ctaClicks are sessions (each once), leads are leads naming the variant. */
export type AbVariantStats = { variant: string; views: number; ctaClicks: number; leads: number; clickRate: number | null; leadRate: number | null };
export type AbSummary = {
  variants: AbVariantStats[];
  /** The lead-rate comparison of B against A, as one sentence. */
  verdict: string;
  significant: boolean;
  /** The sample-ratio check; null without views. */
  split: { sentence: string; mismatch: boolean } | null;
};

function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

function comparisonSentence(a: AbVariantStats, b: AbVariantStats): { verdict: string; significant: boolean } {
  if (a.views === 0 || b.views === 0) return { verdict: abTestCopy.verdicts.needSessions, significant: false };
  // Leads carry the variant even when the visitor declined analytics, so sessions seen (consented only) can be fewer.
  if (a.leads > a.views || b.leads > b.views) return { verdict: abTestCopy.verdicts.moreLeadsThanSessions, significant: false };
  const comparison = compareConversionRates({ visitors: a.views, conversions: a.leads }, { visitors: b.views, conversions: b.leads });
  if (comparison === null) return { verdict: abTestCopy.verdicts.notEnoughData, significant: false };
  const { relativeLift, pValue, significant } = comparison;
  const direction =
    relativeLift === null
      ? `B converts at ${formatPercent(comparison.rateB)}, A at ${formatPercent(comparison.rateA)}`
      : relativeLift === 0
        ? 'A and B convert equally'
        : `B converts ${Math.round(Math.abs(relativeLift) * 100)} % ${relativeLift > 0 ? 'better' : 'worse'} than A`;
  if (pValue === null) return { verdict: `${direction}; not significant yet (no leads to compare).`, significant: false };
  return { verdict: `${direction}, ${formatPValue(pValue)} (${significant ? 'significant at 95 %' : 'not significant yet'})`, significant };
}

/** The hero_cta_v1 result per variant, with the significance of the lead-rate difference and the split check. */
export function summarizeAbTest(rows: AbResultRow[]): AbSummary {
  const stats = (variant: string): AbVariantStats => {
    const row = rows.find((candidate) => candidate.variant === variant) ?? { variant, views: 0, cta_clicks: 0, leads: 0 };
    return { variant, views: row.views, ctaClicks: row.cta_clicks, leads: row.leads, clickRate: rate(row.cta_clicks, row.views), leadRate: rate(row.leads, row.views) };
  };
  const a = stats('A');
  const b = stats('B');
  const check = sampleRatioMismatch(a.views, b.views);
  const counts = `Split ${formatCount(a.views)} / ${formatCount(b.views)}`;
  return {
    variants: [a, b],
    ...comparisonSentence(a, b),
    split:
      check === null
        ? null
        : check.mismatch
          ? { sentence: `${counts}: uneven (${formatPValue(check.pValue)}). Assignment or counting is off; do not trust the result until it is fixed.`, mismatch: true }
          : { sentence: `${counts}: even (${formatPValue(check.pValue)})`, mismatch: false },
  };
}
