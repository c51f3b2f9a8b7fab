import { pathfinderPlans } from '@/content/pathfinder';

/** The Pathfinder quiz's three questions, in step order, and the plan its answers lead to (docs/product.md#plan-recommendation). */
export const pathfinderQuestionIds = ['business-stage', 'primary-goal', 'budget'] as const;
export type PathfinderQuestionId = (typeof pathfinderQuestionIds)[number];

export const businessStages = ['idea', 'no-traffic', 'no-conversion', 'scaling'] as const;
export type BusinessStage = (typeof businessStages)[number];

export const primaryGoals = ['first-customers', 'awareness', 'more-leads', 'online-sales'] as const;
export type PrimaryGoal = (typeof primaryGoals)[number];

export const pathfinderBudgets = ['starter', 'growth', 'scale'] as const;
export type PathfinderBudget = (typeof pathfinderBudgets)[number];

export interface PathfinderAnswers {
  businessStage: BusinessStage;
  primaryGoal: PrimaryGoal;
  budget: PathfinderBudget;
}

export const planSlugs = ['market-dominance-seo', 'launch-pad', 'conversion-catalyst', 'growth-accelerator'] as const;
export type PlanSlug = (typeof planSlugs)[number];

export interface PlanRecommendation {
  /** The plan's display name, passed to the results page as `name`. */
  service: string;
  slug: PlanSlug;
  reason: string;
  /** The quiz yields one plan, always the primary one. */
  priority: 'Primary';
}

/** Each plan's name and reason (src/content/pathfinder.ts); a slug without them does not compile. */
const plans: Readonly<Record<PlanSlug, { name: string; reason: string }>> = pathfinderPlans;

function planSlugFor({ businessStage, primaryGoal, budget }: PathfinderAnswers): PlanSlug {
  // The documented order matters: each rule applies only when the ones above it did not.
  if (businessStage === 'scaling' || budget === 'scale') return 'market-dominance-seo';
  if (businessStage === 'idea') return 'launch-pad';
  if (businessStage === 'no-conversion' || primaryGoal === 'online-sales') return 'conversion-catalyst';
  return 'growth-accelerator';
}

export function recommendPlan(answers: PathfinderAnswers): PlanRecommendation {
  const slug = planSlugFor(answers);
  return { service: plans[slug].name, slug, reason: plans[slug].reason, priority: 'Primary' };
}
