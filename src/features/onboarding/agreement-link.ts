import { type OnboardingPackage } from '@/content/packages';

const DEFAULT_SETUP_FEE = '5000';
const DEFAULT_MONTHLY_FEE = '3000';

/** The first "$1,234"-style amount in a fee range, without commas; undefined when there is none. */
function firstDollarAmount(range: string): string | undefined {
  return /\$\s*(\d[\d,]*)/.exec(range)?.[1]?.replaceAll(',', '');
}

/** The service agreement prefilled with the package's name and the low end of its fees (spec 1 §7). */
export function agreementLink(pkg: Pick<OnboardingPackage, 'name' | 'setupFee' | 'monthlyRetainer'>): string {
  const query = new URLSearchParams({
    package: pkg.name,
    monthly: firstDollarAmount(pkg.monthlyRetainer) ?? DEFAULT_MONTHLY_FEE,
    setup: firstDollarAmount(pkg.setupFee) ?? DEFAULT_SETUP_FEE,
  });
  return `/service-agreement?${query.toString()}`;
}
