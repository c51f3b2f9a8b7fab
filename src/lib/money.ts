/**
 * Whole US dollars with thousands separators and no cents: 4500 → "$4,500", 862.5 → "$863".
 *
 * Written out rather than with Intl.NumberFormat: Chromium loads the locale's currency data the
 * first time a currency formatter is made, a long task of main thread (blocking time on every page
 * with the pricing estimator; decision 011). The unit test holds it to Intl's output.
 */
export function formatUsd(amount: number): string {
  // Half away from zero, as Intl rounds: -862.5 → "-$863".
  const dollars = Math.round(Math.abs(amount));
  const sign = amount < 0 && dollars > 0 ? '-' : '';
  return `${sign}$${String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** US cents as whole dollars: 150_000 → "$1,500". */
export function formatCents(cents: number): string {
  return formatUsd(cents / 100);
}

/** A range in cents, low end first: { minCents: 250_000, maxCents: 500_000 } → "$2,500 - $5,000". */
export function formatCentsRange({ minCents, maxCents }: { minCents: number; maxCents: number }): string {
  return `${formatCents(minCents)} - ${formatCents(maxCents)}`;
}

/** Whole dollars of an amount in cents, for a link or form that takes dollars: 150_000 → 1500. */
export function wholeDollars(cents: number): number {
  return Math.round(cents / 100);
}
