import { lazySection } from '@/components/lazy-section';

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

/** The pricing estimator block (anchor pricing-calculator), loaded after the page's first paint. */
export const PricingCalculatorSection = lazySection(() => import('./pricing-calculator-section'), '40rem');
