/**
 * The statistics of the admin's A/B view: is variant B's conversion rate really different from A's
 * (two-proportion z-test), and is the 50/50 split itself healthy (sample-ratio mismatch, a
 * chi-square goodness-of-fit test)? Pure functions; impossible inputs give null, never NaN.
 */

export interface VariantCounts {
  visitors: number;
  conversions: number;
}

export interface ConversionComparison {
  rateA: number;
  rateB: number;
  /** rateB − rateA. */
  difference: number;
  /** (rateB − rateA) / rateA; null when A converted nobody. */
  relativeLift: number | null;
  /** Pooled two-proportion z; null when no variance (nobody or everybody converted). */
  z: number | null;
  /** Two-sided p-value of z; null with z. */
  pValue: number | null;
  /** pValue < alpha. */
  significant: boolean;
}

export interface SampleRatioCheck {
  chiSquare: number;
  /** Chi-square with 1 degree of freedom. */
  pValue: number;
  expectedA: number;
  expectedB: number;
  /** pValue < alpha (0.001 by convention: a mismatch is a bug in assignment or counting, not noise). */
  mismatch: boolean;
}

/** Complementary error function (Numerical Recipes' Chebyshev fit): relative error below 1.2e-7, tails included. */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -z * z -
    1.26551223 +
    t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const result = t * Math.exp(poly);
  return x >= 0 ? result : 2 - result;
}

/** P(|Z| ≥ |z|) for a standard normal Z. */
export function twoSidedPValue(z: number): number {
  return Math.min(1, erfc(Math.abs(z) / Math.SQRT2));
}

function isCount(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}

function validCounts(counts: VariantCounts): boolean {
  return isCount(counts.visitors) && isCount(counts.conversions) && counts.visitors > 0 && counts.conversions <= counts.visitors;
}

/** Two-proportion z-test of B against A (pooled standard error); null when either side has no visitors or bad counts. */
export function compareConversionRates(a: VariantCounts, b: VariantCounts, alpha = 0.05): ConversionComparison | null {
  if (!validCounts(a) || !validCounts(b)) return null;
  const rateA = a.conversions / a.visitors;
  const rateB = b.conversions / b.visitors;
  const pooled = (a.conversions + b.conversions) / (a.visitors + b.visitors);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / a.visitors + 1 / b.visitors));
  const z = standardError > 0 ? (rateB - rateA) / standardError : null;
  const pValue = z === null ? null : twoSidedPValue(z);
  return {
    rateA,
    rateB,
    difference: rateB - rateA,
    relativeLift: rateA > 0 ? (rateB - rateA) / rateA : null,
    z,
    pValue,
    significant: pValue !== null && pValue < alpha,
  };
}

/** Chi-square test that visitors split as expected (50/50 by default); null with no visitors or bad counts. */
export function sampleRatioMismatch(visitorsA: number, visitorsB: number, expectedShareA = 0.5, alpha = 0.001): SampleRatioCheck | null {
  if (!isCount(visitorsA) || !isCount(visitorsB) || !(expectedShareA > 0 && expectedShareA < 1)) return null;
  const total = visitorsA + visitorsB;
  if (total === 0) return null;
  const expectedA = total * expectedShareA;
  const expectedB = total - expectedA;
  const chiSquare = (visitorsA - expectedA) ** 2 / expectedA + (visitorsB - expectedB) ** 2 / expectedB;
  // With one degree of freedom, chi-square is a squared standard normal.
  const pValue = twoSidedPValue(Math.sqrt(chiSquare));
  return { chiSquare, pValue, expectedA, expectedB, mismatch: pValue < alpha };
}
