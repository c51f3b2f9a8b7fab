export {
  budgetMultipliers,
  canEstimate,
  estimatePrice,
  estimatorBudgets,
  estimatorGoals,
  estimatorTimelines,
  formatUsd,
  goalImpacts,
  timelineFactors,
  type EstimatorBudget,
  type EstimatorGoal,
  type EstimatorTimeline,
  type PriceEstimate,
  type PriceEstimateDraft,
  type PriceEstimateInput,
} from './estimate-price';
export type { PricingCalculatorProps } from './pricing-calculator';
export { PricingCalculatorSection } from './section';
