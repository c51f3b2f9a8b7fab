/**
 * The words of the Analytics tab's A/B panel (src/features/admin/analytics/ab-test-panel.tsx and the
 * summary of ab-test-summary.ts). Its figures count sessions, each once (docs/product.md#analytics-tab): the
 * copy says so, so that nobody reads them as page loads or clicks.
 */
export const abTestCopy = {
  title: 'A/B test: hero button (hero_cta_v1)',
  aid: 'Each figure counts a session once: one that saw the variant however often it reloaded, one that clicked however often it clicked. Lead rate is leads per session that saw the variant; the test asks whether B’s differs from A’s by more than chance.',
  loading: 'Loading the A/B test…',
  error: 'Could not load the A/B test',
  empty: (days: number) => `No session saw the A/B test in the last ${days} days`,
  columns: {
    variant: 'Variant',
    views: 'Sessions that saw it',
    ctaClicks: 'Sessions that clicked',
    clickRate: 'Click rate',
    leads: 'Leads',
    leadRate: 'Lead rate',
  },
  verdicts: {
    needSessions: 'Not enough data yet: both variants need sessions that saw them.',
    moreLeadsThanSessions:
      'More leads than sessions that saw the variant (visitors who declined analytics still become leads), so the lead rates cannot be compared.',
    notEnoughData: 'Not enough data yet.',
  },
} as const;
