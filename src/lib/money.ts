const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole US dollars with thousands separators and no cents: 4500 → "$4,500". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
