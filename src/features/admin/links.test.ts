import { describe, expect, it } from 'vitest';
import { adminViewFrom, leadHref, tabHref } from './links';

describe('admin addresses', () => {
  it('round-trips every view through its URL', () => {
    for (const tab of ['leads', 'bookings', 'agreements'] as const) {
      expect(adminViewFrom(new URL(tabHref(tab), 'https://x.test').searchParams)).toEqual({ kind: 'tab', tab });
    }
    expect(adminViewFrom(new URL(leadHref('4f1c'), 'https://x.test').searchParams)).toEqual({ kind: 'lead', id: '4f1c' });
  });

  it('falls back to the leads list for an unknown tab', () => {
    expect(adminViewFrom(new URLSearchParams('tab=payroll'))).toEqual({ kind: 'tab', tab: 'leads' });
  });
});
