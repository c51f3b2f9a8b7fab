/** How the Analytics tab writes numbers: en-US grouping, percentages as "18 %", p-values as "p = 0.03". */
const count = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return count.format(value);
}

/** A share (0..1) as a percentage; one decimal below 10 %, where the difference between 2 and 2.4 matters. */
export function formatPercent(share: number | null): string {
  if (share === null || !Number.isFinite(share)) return '—';
  const percent = share * 100;
  const digits = percent !== 0 && Math.abs(percent) < 10 ? 1 : 0;
  return `${percent.toFixed(digits)} %`;
}

export function formatPValue(p: number): string {
  if (p < 0.001) return 'p < 0.001';
  return `p = ${p.toFixed(p < 0.01 ? 3 : 2)}`;
}

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' (a UTC calendar day from the database) as "Nov 21". */
export function formatDay(day: string): string {
  return dayLabel.format(new Date(`${day}T00:00:00Z`));
}
