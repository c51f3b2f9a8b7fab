import { agreementLinkPath } from '@shared/agreement-link.ts';
import { type OnboardingPackage } from '@/content/packages';
import { wholeDollars } from '@/lib/money';

/**
 * The service agreement prefilled with the package's name and the low end of its fees, in whole
 * dollars as the agreement page reads them (docs/product.md#agreement-link). No quote: the agency has not
 * quoted these amounts to anyone, so an acceptance from it is marked "not quoted by the agency".
 */
export function agreementLink(pkg: Pick<OnboardingPackage, 'name' | 'setupFee' | 'monthlyRetainer'>): string {
  return agreementLinkPath({ packageName: pkg.name, monthly: wholeDollars(pkg.monthlyRetainer.minCents), setup: wholeDollars(pkg.setupFee.minCents) });
}
