/**
 * The onboarding wizard's fixed choices (docs/product.md#onboarding-wizard) and the package rule
 * (docs/product.md#package-rule). The wizard shows them and send-contact-email records them, so the two
 * cannot drift apart. No zod here: the wizard's first load takes these lists, and its request schema
 * (onboarding-lead.ts) loads with the first submission.
 */
import type { PackageType } from './content/packages.ts';
import type { BudgetOption } from './schemas.ts';

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

/** The budgets of step 3: what the wizard sends, the words it shows, and the amounts they mean. */
export const onboardingBudgets = [
  { value: '1000-5000', label: '$1,000 - $5,000/month', monthly: { minCents: 100_000, maxCents: 500_000 } },
  { value: '5000-10000', label: '$5,000 - $10,000/month', monthly: { minCents: 500_000, maxCents: 1_000_000 } },
  { value: '10000-25000', label: '$10,000 - $25,000/month', monthly: { minCents: 1_000_000, maxCents: 2_500_000 } },
  { value: '25000+', label: '$25,000+ /month', monthly: { minCents: 2_500_000, maxCents: null } },
] as const satisfies readonly BudgetOption[];
export type OnboardingBudget = (typeof onboardingBudgets)[number]['value'];

export const onboardingTimelines = ['ASAP - Within 30 days', '1-3 months', '3-6 months', '6+ months'] as const;
export type OnboardingTimeline = (typeof onboardingTimelines)[number];

/** The details box of step 4 takes at most this many characters. */
export const ONBOARDING_DETAILS_MAX = 800;

export function onboardingGoalLabel(goal: OnboardingGoal): string {
  return onboardingGoals.find((option) => option.value === goal)?.label ?? goal;
}

export function onboardingBudgetOption(budget: OnboardingBudget): (typeof onboardingBudgets)[number] {
  const option = onboardingBudgets.find((candidate) => candidate.value === budget);
  // The enum makes a miss impossible for typed callers.
  if (!option) throw new RangeError(`unknown onboarding budget ${budget}`);
  return option;
}

/** The answers the recommendation depends on; either may still be unchosen (''). */
export interface PackageRecommendationInput {
  goal?: OnboardingGoal | '' | undefined;
  budget?: OnboardingBudget | '' | undefined;
}

/**
 * The package an onboarding visitor is shown, and the one their lead records (docs/product.md#package-rule):
 * the budget decides first, so ai-calls on a lower budget follows the budget.
 */
export function recommendedPackageType({ goal, budget }: PackageRecommendationInput): PackageType {
  switch (budget) {
    case '1000-5000':
      return 'launch';
    case '5000-10000':
      return 'growth';
    case '10000-25000':
    case '25000+':
      return 'leader';
  }
  return goal === 'ai-calls' ? 'leader' : 'growth';
}
