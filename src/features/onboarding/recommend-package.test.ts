import { recommendedPackageType } from '@shared/onboarding-choices.ts';
import { onboardingPackages } from '@/content/packages';
import { recommendPackage } from './recommend-package';

// The choices and the package rule are shared with send-contact-email and tested beside it
// (supabase/functions/_shared/rules/onboarding-choices.test.ts); this is what the wizard shows for them.
describe('recommendPackage', () => {
  it('is the package of the shared rule, with its content', () => {
    for (const input of [{ goal: 'ai-calls', budget: '1000-5000' }, { goal: 'ai-calls' }, {}] as const) {
      expect(recommendPackage(input)).toBe(onboardingPackages[recommendedPackageType(input)]);
    }
  });

  it('returns the whole package with the documented terms', () => {
    expect(recommendPackage({ budget: '1000-5000' })).toMatchObject({
      type: 'launch',
      name: 'Launch Pad',
      setupFee: { minCents: 250_000, maxCents: 500_000 },
      monthlyRetainer: { minCents: 150_000, maxCents: 300_000 },
      contractTerm: '3 months minimum',
      guarantee: '30-day risk-free trial with setup fee refund if not satisfied',
    });
    expect(recommendPackage({ budget: '5000-10000' })).toMatchObject({
      type: 'growth',
      name: 'Growth Engine',
      setupFee: { minCents: 500_000, maxCents: 750_000 },
      monthlyRetainer: { minCents: 350_000, maxCents: 650_000 },
      contractTerm: '6 months minimum',
      guarantee: 'double qualified leads within 90 days or work for free',
    });
    expect(recommendPackage({ budget: '25000+' })).toMatchObject({
      type: 'leader',
      name: 'Market Leader',
      setupFee: { minCents: 1_000_000, maxCents: 1_500_000 },
      monthlyRetainer: { minCents: 750_000, maxCents: 1_500_000 },
      contractTerm: '12 months minimum',
      guarantee: '3x ROI guarantee or 3 months of free service',
    });
  });
});
