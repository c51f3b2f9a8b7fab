import { type OnboardingPackage } from '@/content/packages';
import { wholeDollars } from '@/lib/money';

/**
 * The service agreement prefilled with the package's name and the low end of its fees, in whole
 * dollars as the agreement page reads them (docs/product.md#agreement-link).
 */
export function agreementLink(pkg: Pick<OnboardingPackage, 'name' | 'setupFee' | 'monthlyRetainer'>): string {
  const query = new URLSearchParams({
    package: pkg.name,
    monthly: String(wholeDollars(pkg.monthlyRetainer.minCents)),
    setup: String(wholeDollars(pkg.setupFee.minCents)),
  });
  return `/service-agreement?${query.toString()}`;
}
