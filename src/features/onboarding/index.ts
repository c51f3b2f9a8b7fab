export { agreementLink } from './agreement-link';
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
