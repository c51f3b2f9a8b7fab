import { lazySection } from '@/components/lazy-section';

export {
  businessStages,
  pathfinderBudgets,
  pathfinderQuestionIds,
  planSlugs,
  primaryGoals,
  recommendPlan,
  type BusinessStage,
  type PathfinderAnswers,
  type PathfinderBudget,
  type PathfinderQuestionId,
  type PlanRecommendation,
  type PlanSlug,
  type PrimaryGoal,
} from './recommend-plan';
export { planResultsHref, readPlanLink, type PlanLink } from './plan-link';
export { PathfinderResults } from './pathfinder-results';
export { usePlanLink } from './use-plan-link';

/** The home page's quiz block (anchor pathfinder), loaded after the page's first paint. */
export const PathfinderSection = lazySection(() => import('./pathfinder-section'), '44rem');
