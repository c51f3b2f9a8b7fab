import { onboardingPackages, type OnboardingPackage } from '@/content/packages';

/** The onboarding wizard's fixed choices (spec 1 §9) and the package its answers lead to. */
export const onboardingGoals = [
  { value: 'leads', label: 'Generate More Leads' },
  { value: 'ai-calls', label: 'Automate Phone Calls' },
  { value: 'brand', label: 'Build Brand Awareness' },
  { value: 'sales', label: 'Boost Online Sales' },
  { value: 'traffic', label: 'Drive Website Traffic' },
  { value: 'conversion', label: 'Improve Conversions' },
] as const;
export type OnboardingGoal = (typeof onboardingGoals)[number]['value'];

export const onboardingIndustries = [
  'Healthcare',
  'Legal/Attorney',
  'Technology',
  'Finance',
  'Real Estate',
  'E-commerce',
  'Professional Services',
  'Manufacturing',
  'Education',
  'Non-profit',
  'Other',
] as const;
export type OnboardingIndustry = (typeof onboardingIndustries)[number];

/** Each budget is both the choice's label and the text sent with the lead. */
export const onboardingBudgets = [
  '$1,000 - $5,000/month',
  '$5,000 - $10,000/month',
  '$10,000 - $25,000/month',
  '$25,000+ /month',
] as const;
export type OnboardingBudget = (typeof onboardingBudgets)[number];

export const onboardingTimelines = ['ASAP - Within 30 days', '1-3 months', '3-6 months', '6+ months'] as const;
export type OnboardingTimeline = (typeof onboardingTimelines)[number];

/** The answers the recommendation depends on; either may still be unchosen (''). */
export interface PackageRecommendationInput {
  goal?: OnboardingGoal | '';
  budget?: OnboardingBudget | '';
}

export function recommendPackage({ goal, budget }: PackageRecommendationInput): OnboardingPackage {
  // Budget first: ai-calls on a lower budget still follows the budget.
  switch (budget) {
    case '$1,000 - $5,000/month':
      return onboardingPackages.launch;
    case '$5,000 - $10,000/month':
      return onboardingPackages.growth;
    case '$10,000 - $25,000/month':
    case '$25,000+ /month':
      return onboardingPackages.leader;
  }
  return goal === 'ai-calls' ? onboardingPackages.leader : onboardingPackages.growth;
}
