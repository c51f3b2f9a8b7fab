import {
  businessStages,
  pathfinderBudgets,
  primaryGoals,
  recommendPlan,
  type BusinessStage,
  type PathfinderBudget,
  type PlanSlug,
  type PrimaryGoal,
} from './recommend-plan';

describe('Pathfinder question values', () => {
  it('keep the stored values, in order: a renamed value would orphan the answers stored with it', () => {
    expect(businessStages).toEqual(['idea', 'no-traffic', 'no-conversion', 'scaling']);
    expect(primaryGoals).toEqual(['first-customers', 'awareness', 'more-leads', 'online-sales']);
    expect(pathfinderBudgets).toEqual(['starter', 'growth', 'scale']);
  });
});

describe('recommendPlan', () => {
  it('gives Market Dominance SEO for a scaling business', () => {
    expect(recommendPlan({ businessStage: 'scaling', primaryGoal: 'first-customers', budget: 'starter' })).toMatchObject({
      service: 'Market Dominance SEO',
      slug: 'market-dominance-seo',
      priority: 'Primary',
    });
  });

  it('gives Market Dominance SEO for a scale budget, even at the idea stage (rule 1 before rule 2)', () => {
    const plan = recommendPlan({ businessStage: 'idea', primaryGoal: 'first-customers', budget: 'scale' });
    expect(plan.slug).toBe('market-dominance-seo');
    expect(plan.service).toBe('Market Dominance SEO');
  });

  it('gives The Launch Pad at the idea stage below a scale budget', () => {
    const plan = recommendPlan({ businessStage: 'idea', primaryGoal: 'awareness', budget: 'growth' });
    expect(plan).toMatchObject({ service: 'The Launch Pad', slug: 'launch-pad', priority: 'Primary' });
  });

  it('gives The Launch Pad, not The Conversion Catalyst, for an idea with an online-sales goal (rule 2 before rule 3)', () => {
    expect(recommendPlan({ businessStage: 'idea', primaryGoal: 'online-sales', budget: 'starter' }).slug).toBe('launch-pad');
  });

  it('gives The Conversion Catalyst for a business whose visitors do not convert', () => {
    const plan = recommendPlan({ businessStage: 'no-conversion', primaryGoal: 'more-leads', budget: 'growth' });
    expect(plan).toMatchObject({ service: 'The Conversion Catalyst', slug: 'conversion-catalyst' });
  });

  it('gives The Conversion Catalyst for an online-sales goal at another stage (rule 3 before the default)', () => {
    expect(recommendPlan({ businessStage: 'no-traffic', primaryGoal: 'online-sales', budget: 'starter' }).slug).toBe(
      'conversion-catalyst',
    );
  });

  it('gives Market Dominance SEO, not The Conversion Catalyst, for no-conversion with a scale budget (rule 1 before rule 3)', () => {
    expect(recommendPlan({ businessStage: 'no-conversion', primaryGoal: 'online-sales', budget: 'scale' }).slug).toBe(
      'market-dominance-seo',
    );
  });

  it('gives The Growth Accelerator otherwise', () => {
    const plan = recommendPlan({ businessStage: 'no-traffic', primaryGoal: 'more-leads', budget: 'growth' });
    expect(plan).toMatchObject({ service: 'The Growth Accelerator', slug: 'growth-accelerator', priority: 'Primary' });
  });

  it('gives one honest sentence of reason per plan, different for each plan', () => {
    const reasons = new Set(
      businessStages.flatMap((businessStage) =>
        primaryGoals.flatMap((primaryGoal) =>
          pathfinderBudgets.map((budget) => recommendPlan({ businessStage, primaryGoal, budget }).reason),
        ),
      ),
    );
    expect(reasons.size).toBe(4);
    for (const reason of reasons) expect(reason).toMatch(/^[A-Z][^.]*\.$/);
  });

  // Written out by hand from the four rules; budgets in the order starter, growth, scale.
  const M = 'market-dominance-seo';
  const L = 'launch-pad';
  const C = 'conversion-catalyst';
  const G = 'growth-accelerator';
  const expected: Record<BusinessStage, Record<PrimaryGoal, [PlanSlug, PlanSlug, PlanSlug]>> = {
    idea: {
      'first-customers': [L, L, M],
      awareness: [L, L, M],
      'more-leads': [L, L, M],
      'online-sales': [L, L, M],
    },
    'no-traffic': {
      'first-customers': [G, G, M],
      awareness: [G, G, M],
      'more-leads': [G, G, M],
      'online-sales': [C, C, M],
    },
    'no-conversion': {
      'first-customers': [C, C, M],
      awareness: [C, C, M],
      'more-leads': [C, C, M],
      'online-sales': [C, C, M],
    },
    scaling: {
      'first-customers': [M, M, M],
      awareness: [M, M, M],
      'more-leads': [M, M, M],
      'online-sales': [M, M, M],
    },
  };
  const budgetColumn: Record<PathfinderBudget, 0 | 1 | 2> = { starter: 0, growth: 1, scale: 2 };

  const allAnswers = businessStages.flatMap((businessStage) =>
    primaryGoals.flatMap((primaryGoal) => pathfinderBudgets.map((budget) => ({ businessStage, primaryGoal, budget }))),
  );

  it('covers all 48 combinations of answers', () => {
    expect(allAnswers).toHaveLength(48);
  });

  it.each(allAnswers)('$businessStage + $primaryGoal + $budget', (answers) => {
    const slug = expected[answers.businessStage][answers.primaryGoal][budgetColumn[answers.budget]];
    expect(recommendPlan(answers).slug).toBe(slug);
  });
});
