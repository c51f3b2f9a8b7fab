import { recommendedPackageType } from '@shared/onboarding-choices.ts';
import { onboardingPackages } from '@/content/packages';
import { recommendPackage } from './recommend-package';

// The choices and the package rule are shared with send-contact-email and tested beside it
// (supabase/functions/_shared/rules/onboarding-choices.test.ts); the terms each package shows are
// checked on the wizard's recommendation (onboarding-wizard.test.tsx).
describe('recommendPackage', () => {
  it('is the package of the shared rule, with its content', () => {
    for (const input of [{ goal: 'ai-calls', budget: '1000-5000' }, { goal: 'ai-calls' }, {}] as const) {
      expect(recommendPackage(input)).toBe(onboardingPackages[recommendedPackageType(input)]);
    }
  });
});
