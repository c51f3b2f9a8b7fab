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
export { PathfinderSection } from './section';
