import { describe, expect, it } from 'vitest';
import { abTestCopy } from '@/content/admin-ab-test';
import { summarizeAbTest } from './ab-test-summary';

describe('the A/B summary', () => {
  it('states a significant lift with its p-value and an even split', () => {
    // 1,000 views each, A 100 leads (10 %) and B 130 (13 %): z ≈ 2.10, p ≈ 0.036.
    const summary = summarizeAbTest([
      { variant: 'A', views: 1000, cta_clicks: 300, leads: 100 },
      { variant: 'B', views: 1000, cta_clicks: 320, leads: 130 },
    ]);
    expect(summary.verdict).toBe('B converts 30 % better than A, p = 0.04 (significant at 95 %)');
    expect(summary.significant).toBe(true);
    expect(summary.split).toEqual({ sentence: 'Split 1,000 / 1,000: even (p = 1.00)', mismatch: false });
    expect(summary.variants[0]).toEqual({ variant: 'A', views: 1000, ctaClicks: 300, leads: 100, clickRate: 0.3, leadRate: 0.1 });
  });

  it('says not significant yet for a small difference, and "worse" when B trails', () => {
    const summary = summarizeAbTest([
      { variant: 'A', views: 1012, cta_clicks: 50, leads: 22 },
      { variant: 'B', views: 998, cta_clicks: 48, leads: 20 },
    ]);
    expect(summary.verdict).toMatch(/^B converts 8 % worse than A, p = 0\.\d\d \(not significant yet\)$/);
    expect(summary.significant).toBe(false);
    expect(summary.split?.sentence).toBe('Split 1,012 / 998: even (p = 0.75)');
  });

  it('warns on a sample-ratio mismatch', () => {
    const summary = summarizeAbTest([
      { variant: 'A', views: 1200, cta_clicks: 0, leads: 10 },
      { variant: 'B', views: 800, cta_clicks: 0, leads: 10 },
    ]);
    expect(summary.split?.mismatch).toBe(true);
    expect(summary.split?.sentence).toMatch(/^Split 1,200 \/ 800: uneven \(p < 0\.001\)/);
  });

  it('does not compare without sessions, or when leads outnumber the sessions tracked', () => {
    expect(summarizeAbTest([{ variant: 'A', views: 10, cta_clicks: 1, leads: 1 }]).verdict).toBe(abTestCopy.verdicts.needSessions);
    expect(summarizeAbTest([]).split).toBeNull();
    const verdict = summarizeAbTest([
      { variant: 'A', views: 3, cta_clicks: 1, leads: 5 },
      { variant: 'B', views: 3, cta_clicks: 1, leads: 1 },
    ]).verdict;
    expect(verdict).toBe(abTestCopy.verdicts.moreLeadsThanSessions);
  });
});
