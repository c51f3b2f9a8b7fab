/** The pricing estimator's options and formula (docs/product.md#pricing-estimator). */
export const estimatorBudgets = ['500-1000', '1000-2500', '2500-5000', '5000-10000', '10000+'] as const;
export type EstimatorBudget = (typeof estimatorBudgets)[number];

export const estimatorTimelines = ['1-3', '3-6', '6-12', '12+'] as const;
export type EstimatorTimeline = (typeof estimatorTimelines)[number];

export const estimatorGoals = ['leads', 'traffic', 'brand', 'sales', 'ranking'] as const;
export type EstimatorGoal = (typeof estimatorGoals)[number];

interface Option {
  label: string;
}

export const budgetMultipliers = {
  '500-1000': { label: '$500 - $1,000/month', multiplier: 0.5 },
  '1000-2500': { label: '$1,000 - $2,500/month', multiplier: 1 },
  '2500-5000': { label: '$2,500 - $5,000/month', multiplier: 1.5 },
  '5000-10000': { label: '$5,000 - $10,000/month', multiplier: 2 },
  '10000+': { label: '$10,000+/month', multiplier: 2.5 },
} as const satisfies Record<EstimatorBudget, Option & { multiplier: number }>;

export const timelineFactors = {
  '1-3': { label: '1-3 months', factor: 1.2 },
  '3-6': { label: '3-6 months', factor: 1 },
  '6-12': { label: '6-12 months', factor: 0.9 },
  '12+': { label: '12+ months', factor: 0.8 },
} as const satisfies Record<EstimatorTimeline, Option & { factor: number }>;

export const goalImpacts = {
  leads: { label: 'Generate More Leads', impact: 1.2 },
  traffic: { label: 'Drive Website Traffic', impact: 1.1 },
  brand: { label: 'Build Brand Awareness', impact: 1 },
  sales: { label: 'Boost Online Sales', impact: 1.3 },
  ranking: { label: 'Improve Search Rankings', impact: 1.15 },
} as const satisfies Record<EstimatorGoal, Option & { impact: number }>;

const BASE_MONTHLY_PRICE = 1500;
const SETUP_FEE_SHARE = 0.5;
const ROI_MULTIPLE = 3.5;

/** The estimator's form as the visitor fills it in: anything may still be missing. */
export interface PriceEstimateDraft {
  budget?: EstimatorBudget | '';
  timeline?: EstimatorTimeline | '';
  goals: readonly EstimatorGoal[];
}

/** A complete estimator form; `goals` must hold at least one goal (see `canEstimate`). */
export interface PriceEstimateInput {
  budget: EstimatorBudget;
  timeline: EstimatorTimeline;
  goals: readonly EstimatorGoal[];
}

/** All amounts are whole US dollars; `estimatedROI` is per month. */
export interface PriceEstimate {
  monthlyPrice: number;
  setupFee: number;
  estimatedROI: number;
  servicesCount: number;
  budgetLabel: string;
  timelineLabel: string;
}

/** Whether Calculate may run: a budget, a timeline and at least one goal. */
export function canEstimate(draft: PriceEstimateDraft): draft is PriceEstimateInput {
  return Boolean(draft.budget) && Boolean(draft.timeline) && draft.goals.length > 0;
}

/**
 * Rounds to whole dollars, halves up. The table values are decimals that binary floating point
 * cannot hold exactly (1500 × 2.5 × 1.175 × 1.2 comes out as 5287.4999…), so the noise is
 * trimmed first; no real result lies within a millionth of a half without being one.
 */
function roundDollars(amount: number): number {
  return Math.round(Number(amount.toFixed(6)));
}

/** Throws a RangeError without goals: check `canEstimate` first. */
export function estimatePrice({ budget, timeline, goals }: PriceEstimateInput): PriceEstimate {
  // Goals are toggled, so each counts once even if a caller repeats one.
  const selectedGoals = [...new Set(goals)];
  if (selectedGoals.length === 0) throw new RangeError('estimatePrice needs at least one goal');

  const averageImpact =
    selectedGoals.reduce((sum, goal) => sum + goalImpacts[goal].impact, 0) / selectedGoals.length;
  const monthlyPrice = roundDollars(
    BASE_MONTHLY_PRICE * budgetMultipliers[budget].multiplier * averageImpact * timelineFactors[timeline].factor,
  );

  return {
    monthlyPrice,
    setupFee: roundDollars(monthlyPrice * SETUP_FEE_SHARE),
    estimatedROI: roundDollars(monthlyPrice * ROI_MULTIPLE),
    servicesCount: selectedGoals.length,
    budgetLabel: budgetMultipliers[budget].label,
    timelineLabel: timelineFactors[timeline].label,
  };
}

// formatUsd moved to lib, where the agreement page uses it too; re-exported so the estimator's callers stay as they are.
export { formatUsd } from '@/lib/money';
