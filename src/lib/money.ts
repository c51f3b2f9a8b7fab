/**
 * Whole US dollars with thousands separators and no cents: 4500 → "$4,500", 862.5 → "$863".
 *
 * Written out rather than with Intl.NumberFormat: Chromium loads the locale's currency data the
 * first time a currency formatter is made, 30 ms of main thread on a fast machine (issue 10's TBT on
 * every page with the pricing estimator). The unit test holds it to Intl's output.
 */
export function formatUsd(amount: number): string {
  // Half away from zero, as Intl rounds: -862.5 → "-$863".
  const dollars = Math.round(Math.abs(amount));
  const sign = amount < 0 && dollars > 0 ? '-' : '';
  return `${sign}$${String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
