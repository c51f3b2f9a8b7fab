import { describe, expect, it } from 'vitest';
import type { PackageType } from './content/packages.ts';
import {
  onboardingBudgets,
  onboardingGoals,
  onboardingIndustries,
  onboardingTimelines,
  recommendedPackageType,
  type OnboardingBudget,
} from './onboarding-choices.ts';

describe('onboarding choices', () => {
  it('keep the stored values, in order: a lead stores the value chosen, so a renamed one would orphan it', () => {
    expect(onboardingGoals.map((goal) => goal.value)).toEqual(['leads', 'ai-calls', 'brand', 'sales', 'traffic', 'conversion']);
    expect(onboardingBudgets.map((budget) => budget.value)).toEqual(['1000-5000', '5000-10000', '10000-25000', '25000+']);
  });

  it('give every goal a label of its own, and every industry and timeline distinct words (they are stored as chosen)', () => {
    for (const words of [onboardingGoals.map((goal) => goal.label), onboardingIndustries, onboardingTimelines]) {
      expect(words.every((word) => word.trim().length > 0)).toBe(true);
      expect(new Set(words).size).toBe(words.length);
    }
  });
});

describe('onboarding budgets', () => {
  it('mean the amounts their labels name, in cents a month', () => {
    expect(onboardingBudgets.map((budget) => [budget.label, budget.monthly])).toEqual([
      ['$1,000 - $5,000/month', { minCents: 100_000, maxCents: 500_000 }],
      ['$5,000 - $10,000/month', { minCents: 500_000, maxCents: 1_000_000 }],
      ['$10,000 - $25,000/month', { minCents: 1_000_000, maxCents: 2_500_000 }],
      ['$25,000+ /month', { minCents: 2_500_000, maxCents: null }],
    ]);
  });
});

describe('recommendedPackageType (docs/product.md#package-rule)', () => {
  const byBudget: readonly [OnboardingBudget, PackageType][] = [
    ['1000-5000', 'launch'],
    ['5000-10000', 'growth'],
    ['10000-25000', 'leader'],
    ['25000+', 'leader'],
  ];

  it('follows the budget for every goal, ai-calls included', () => {
    for (const { value: goal } of onboardingGoals) {
      for (const [budget, type] of byBudget) expect(recommendedPackageType({ goal, budget }), `${goal} on ${budget}`).toBe(type);
    }
  });

  it('gives the top tier for ai-calls when no budget is chosen', () => {
    expect(recommendedPackageType({ goal: 'ai-calls', budget: '' })).toBe('leader');
    expect(recommendedPackageType({ goal: 'ai-calls' })).toBe('leader');
  });

  it('falls through to the middle tier for any other goal without a budget', () => {
    for (const { value } of onboardingGoals.filter((goal) => goal.value !== 'ai-calls')) {
      expect(recommendedPackageType({ goal: value, budget: '' })).toBe('growth');
    }
    expect(recommendedPackageType({})).toBe('growth');
  });
});
