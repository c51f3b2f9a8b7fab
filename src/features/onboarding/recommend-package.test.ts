import {
  onboardingBudgets,
  onboardingGoals,
  onboardingIndustries,
  onboardingTimelines,
  recommendPackage,
  type OnboardingBudget,
} from './recommend-package';

describe('onboarding choices', () => {
  it('are the documented lists, in order', () => {
    expect(onboardingGoals).toEqual([
      { value: 'leads', label: 'Generate More Leads' },
      { value: 'ai-calls', label: 'Automate Phone Calls' },
      { value: 'brand', label: 'Build Brand Awareness' },
      { value: 'sales', label: 'Boost Online Sales' },
      { value: 'traffic', label: 'Drive Website Traffic' },
      { value: 'conversion', label: 'Improve Conversions' },
    ]);
    expect(onboardingIndustries).toEqual([
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
    ]);
    expect(onboardingBudgets.map((budget) => budget.label)).toEqual([
      '$1,000 - $5,000/month',
      '$5,000 - $10,000/month',
      '$10,000 - $25,000/month',
      '$25,000+ /month',
    ]);
    expect(onboardingTimelines).toEqual(['ASAP - Within 30 days', '1-3 months', '3-6 months', '6+ months']);
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

describe('recommendPackage', () => {
  it.each<[OnboardingBudget, string]>([
    ['1000-5000', 'Launch Pad'],
    ['5000-10000', 'Growth Engine'],
    ['10000-25000', 'Market Leader'],
    ['25000+', 'Market Leader'],
  ])('gives %s the %s package', (budget, name) => {
    expect(recommendPackage({ goal: 'leads', budget }).name).toBe(name);
  });

  it.each<[OnboardingBudget, string]>([
    ['1000-5000', 'Launch Pad'],
    ['5000-10000', 'Growth Engine'],
    ['10000-25000', 'Market Leader'],
    ['25000+', 'Market Leader'],
  ])('follows the budget for ai-calls on %s: %s', (budget, name) => {
    expect(recommendPackage({ goal: 'ai-calls', budget }).name).toBe(name);
  });

  it('gives Market Leader for ai-calls when no budget is chosen', () => {
    expect(recommendPackage({ goal: 'ai-calls', budget: '' }).name).toBe('Market Leader');
    expect(recommendPackage({ goal: 'ai-calls' }).name).toBe('Market Leader');
  });

  it('falls through to Growth Engine for any other goal without a budget', () => {
    for (const { value } of onboardingGoals.filter((goal) => goal.value !== 'ai-calls')) {
      expect(recommendPackage({ goal: value, budget: '' }).name).toBe('Growth Engine');
    }
    expect(recommendPackage({}).name).toBe('Growth Engine');
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
