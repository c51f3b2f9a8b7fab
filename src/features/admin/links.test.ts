import { describe, expect, it } from 'vitest';
import { adminTabs, adminViewFrom, leadHref, tabHref } from './links';

describe('admin addresses', () => {
  it('round-trips every view through its URL', () => {
    for (const tab of ['leads', 'bookings', 'agreements', 'analytics'] as const) {
      expect(adminViewFrom(new URL(tabHref(tab), 'https://x.test').searchParams)).toEqual({ kind: 'tab', tab });
    }
    expect(adminViewFrom(new URL(leadHref('4f1c'), 'https://x.test').searchParams)).toEqual({ kind: 'lead', id: '4f1c' });
  });

  it('gives the Analytics tab its own address and a place in the nav', () => {
    expect(tabHref('analytics')).toBe('/admin?tab=analytics');
    expect(adminTabs.map(({ label }) => label)).toContain('Analytics');
  });

  it('falls back to the leads list for an unknown tab', () => {
    expect(adminViewFrom(new URLSearchParams('tab=payroll'))).toEqual({ kind: 'tab', tab: 'leads' });
  });
});
