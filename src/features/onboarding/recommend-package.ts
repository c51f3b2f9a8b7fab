import {
  onboardingBudgets,
  onboardingGoals,
  onboardingIndustries,
  onboardingTimelines,
  recommendedPackageType,
  type OnboardingBudget,
  type OnboardingGoal,
  type OnboardingIndustry,
  type OnboardingTimeline,
  type PackageRecommendationInput,
} from '@shared/onboarding-choices.ts';
import { onboardingPackages, type OnboardingPackage } from '@/content/packages';

/**
 * The wizard's fixed choices and the package its answers lead to (docs/product.md#package-rule). The
 * lists and the rule are shared with send-contact-email, which records the same package with the lead.
 */
export { onboardingBudgets, onboardingGoals, onboardingIndustries, onboardingTimelines };
export type { OnboardingBudget, OnboardingGoal, OnboardingIndustry, OnboardingTimeline, PackageRecommendationInput };

export function recommendPackage(input: PackageRecommendationInput): OnboardingPackage {
  return onboardingPackages[recommendedPackageType(input)];
}
