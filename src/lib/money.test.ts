import { MAX_AGREEMENT_AMOUNT, formatDollars } from '@shared/agreement-rules.ts';
import { formatUsd } from './money';

describe('formatUsd', () => {
  it('writes whole dollars with thousands separators', () => {
    expect(formatUsd(4500)).toBe('$4,500');
    expect(formatUsd(750)).toBe('$750');
    expect(formatUsd(18508)).toBe('$18,508');
    expect(formatUsd(1250000)).toBe('$1,250,000');
    expect(formatUsd(0)).toBe('$0');
  });

  it('shows no cents', () => {
    expect(formatUsd(862.5)).toBe('$863');
  });

  it('writes what Intl.NumberFormat writes for whole US dollars', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const amounts = [0, 0.4, 0.5, 1.5, 2.5, 999.5, 1000, 4499.49, 9999.5, 123_456_789, -0.5, -1, -862.5, -1234.4, -1_000_000];
    for (const amount of amounts) expect(formatUsd(amount), String(amount)).toBe(intl.format(amount));
    // The one difference, on purpose: Intl writes "-$0" for a small negative amount.
    expect(formatUsd(-0.4)).toBe('$0');
  });

  // The agreement page shows amounts with formatUsd; its terms, which are fingerprinted, use the
  // shared formatDollars so the server writes them byte for byte the same. The two must never disagree.
  it('writes every agreement amount exactly as the agreement terms do', () => {
    for (const amount of [0, 1, 99, 999, 1000, 1500, 12_345, 99_999, 100_000, 999_999, MAX_AGREEMENT_AMOUNT]) {
      expect(formatUsd(amount)).toBe(formatDollars(amount));
    }
  });
});
