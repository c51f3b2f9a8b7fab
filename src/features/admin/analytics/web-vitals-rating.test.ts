import { describe, expect, it } from 'vitest';
import { formatVital, rateVital, vitalsTable } from './web-vitals-rating';

describe('web vitals ratings', () => {
  it("rates with Google's thresholds, the boundary counting as the better rating", () => {
    expect([rateVital('LCP', 2500), rateVital('LCP', 2501), rateVital('LCP', 4000), rateVital('LCP', 4001)]).toEqual(['good', 'needs-improvement', 'needs-improvement', 'poor']);
    expect([rateVital('INP', 180), rateVital('INP', 350), rateVital('INP', 600)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rateVital('CLS', 0.1), rateVital('CLS', 0.2), rateVital('CLS', 0.3)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rateVital('FID', 90), rateVital('FID', 200), rateVital('FID', 301)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect(rateVital('page_load_time', 9000)).toBeNull();
  });

  it('writes times in ms or s and CLS as a score', () => {
    expect(formatVital('INP', 183.4)).toBe('183 ms');
    expect(formatVital('LCP', 2340)).toBe('2.34 s');
    expect(formatVital('CLS', 0.1234)).toBe('0.12');
  });

  it('makes a row per route and shows FID only when some browser reported it', () => {
    const table = vitalsTable([
      { page: '/quiz', metric: 'LCP', p75: 3000, samples: 12 },
      { page: '/', metric: 'INP', p75: 120, samples: 40 },
    ]);
    expect(table.metrics).toEqual(['LCP', 'INP', 'CLS', 'page_load_time']);
    expect(table.rows.map((row) => row.page)).toEqual(['/', '/quiz']);
    expect(table.rows[1]?.cells.LCP).toEqual({ p75: 3000, samples: 12, rating: 'needs-improvement' });
    expect(vitalsTable([{ page: '/', metric: 'FID', p75: 50, samples: 3 }]).metrics).toContain('FID');
  });
});
