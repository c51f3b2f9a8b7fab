import {
  onboardingBudgets,
  onboardingGoals,
  onboardingIndustries,
  onboardingTimelines,
  recommendPackage,
  type OnboardingBudget,
} from './recommend-package';

describe('onboarding choices', () => {
  it('are the spec’s lists, in order', () => {
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
    expect(onboardingBudgets).toEqual([
      '$1,000 - $5,000/month',
      '$5,000 - $10,000/month',
      '$10,000 - $25,000/month',
      '$25,000+ /month',
    ]);
    expect(onboardingTimelines).toEqual(['ASAP - Within 30 days', '1-3 months', '3-6 months', '6+ months']);
  });
});

describe('recommendPackage', () => {
  it.each<[OnboardingBudget, string]>([
    ['$1,000 - $5,000/month', 'Launch Pad'],
    ['$5,000 - $10,000/month', 'Growth Engine'],
    ['$10,000 - $25,000/month', 'Market Leader'],
    ['$25,000+ /month', 'Market Leader'],
  ])('gives %s the %s package', (budget, name) => {
    expect(recommendPackage({ goal: 'leads', budget }).name).toBe(name);
  });

  it.each<[OnboardingBudget, string]>([
    ['$1,000 - $5,000/month', 'Launch Pad'],
    ['$5,000 - $10,000/month', 'Growth Engine'],
    ['$10,000 - $25,000/month', 'Market Leader'],
    ['$25,000+ /month', 'Market Leader'],
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

  it('returns the whole package with the spec’s terms', () => {
    expect(recommendPackage({ budget: '$1,000 - $5,000/month' })).toMatchObject({
      type: 'launch',
      name: 'Launch Pad',
      setupFee: '$2,500 - $5,000',
      monthlyRetainer: '$1,500 - $3,000/month',
      contractTerm: '3 months minimum',
      guarantee: '30-day risk-free trial with setup fee refund if not satisfied',
    });
    expect(recommendPackage({ budget: '$5,000 - $10,000/month' })).toMatchObject({
      type: 'growth',
      name: 'Growth Engine',
      setupFee: '$5,000 - $7,500',
      monthlyRetainer: '$3,500 - $6,500/month',
      contractTerm: '6 months minimum',
      guarantee: 'double qualified leads within 90 days or work for free',
    });
    expect(recommendPackage({ budget: '$25,000+ /month' })).toMatchObject({
      type: 'leader',
      name: 'Market Leader',
      setupFee: '$10,000 - $15,000',
      monthlyRetainer: '$7,500 - $15,000/month',
      contractTerm: '12 months minimum',
      guarantee: '3x ROI guarantee or 3 months of free service',
    });
  });
});
