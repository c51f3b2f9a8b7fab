import { island } from '@/lib/loading/island';

export { agreementLink } from './package-agreement-link';
export {
  onboardingBudgets,
  onboardingGoals,
  onboardingIndustries,
  onboardingTimelines,
  recommendPackage,
  type OnboardingBudget,
  type OnboardingGoal,
  type OnboardingIndustry,
  type OnboardingTimeline,
  type PackageRecommendationInput,
} from './recommend-package';
export { onboardingPackages, packageTypes, type OnboardingPackage, type PackageType } from '@/content/packages';
// A type-only export is erased, so the wizard's code stays out of whoever imports this index.
export type { OnboardingWizardProps } from './onboarding-wizard';

/** The four-step wizard, loaded apart from the page's first bundle (used on /onboarding and in the home contact section). */
export const OnboardingWizard = island(() => import('./onboarding-wizard'), { minHeight: '40rem' });
