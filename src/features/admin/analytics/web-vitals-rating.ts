import type { WebVitalRow } from '../api/admin-database';

export type VitalRating = 'good' | 'needs-improvement' | 'poor';
export type RatedMetric = 'LCP' | 'INP' | 'CLS' | 'FID';

/** Google's Core Web Vitals thresholds (web.dev/articles/vitals): good up to the first, poor above the second. */
export const vitalThresholds: Record<RatedMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FID: { good: 100, poor: 300 },
};

export const ratingLabels: Record<VitalRating, string> = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };

function isRated(metric: string): metric is RatedMetric {
  return metric in vitalThresholds;
}

/** A 75th-percentile value's rating; null for page_load_time and other metrics Google sets no threshold for. */
export function rateVital(metric: string, value: number): VitalRating | null {
  if (!isRated(metric)) return null;
  const { good, poor } = vitalThresholds[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** Times in ms below a second, seconds above; CLS is a unitless score. */
export function formatVital(metric: string, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  if (value >= 1000) return `${(value / 1000).toFixed(2)} s`;
  return `${Math.round(value)} ms`;
}

export type VitalCell = { p75: number; samples: number; rating: VitalRating | null };
export type VitalsTable = { metrics: string[]; rows: { page: string; cells: Partial<Record<string, VitalCell>> }[] };

const metricOrder = ['LCP', 'INP', 'CLS', 'FID', 'page_load_time'];

/** One row per route, one column per metric present (FID only where a browser still reported it). */
export function vitalsTable(rows: WebVitalRow[]): VitalsTable {
  const present = new Set(rows.map((row) => row.metric));
  const metrics = metricOrder.filter((metric) => present.has(metric) || metric !== 'FID');
  const pages = [...new Set(rows.map((row) => row.page))].sort();
  return {
    metrics,
    rows: pages.map((page) => ({
      page,
      cells: Object.fromEntries(
        rows.filter((row) => row.page === page && metricOrder.includes(row.metric)).map((row) => [row.metric, { p75: row.p75, samples: row.samples, rating: rateVital(row.metric, row.p75) }]),
      ),
    })),
  };
}
