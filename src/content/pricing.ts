/**
 * The pricing estimator's copy. The budget, timeline and goal labels sit with the formula's
 * tables in features/pricing/estimate-price.ts, because the estimate itself returns them
 * (budgetLabel, timelineLabel) and one label per value must not drift apart.
 */
export const pricingCalculatorCopy = {
  eyebrow: 'Pricing estimator',
  heading: 'Estimate Your Investment in Under 60 Seconds',
  intro:
    'Pick a budget range, a timeline and what you want to achieve. You get a monthly investment, setup fee and expected return right away, with no e-mail required.',
  budgetLabel: 'Monthly budget',
  budgetPlaceholder: 'Choose a budget range',
  timelineLabel: 'Timeline',
  timelinePlaceholder: 'Choose a timeline',
  goalsLabel: 'Goals',
  goalsHint: 'Choose one or more.',
  calculate: 'Calculate',
  incomplete: 'Choose a budget, a timeline and at least one goal to calculate your estimate.',
  placeholderHeading: 'Your estimate appears here',
  placeholder: 'Monthly investment, setup fee, estimated return and the number of services, calculated as you choose.',
  resultHeading: 'Your Estimate',
  monthlyPrice: 'Monthly Investment',
  setupFee: 'Setup Fee',
  setupFeeNote: 'one time',
  estimatedROI: 'Estimated ROI',
  estimatedROINote: 'per month',
  servicesCount: 'Services Included',
  budget: 'Budget',
  timeline: 'Timeline',
  needsGoal: 'Choose at least one goal to update your estimate.',
  disclaimer:
    'An estimate, not a quote: your strategist confirms the final price after a free consultation, and you pay only for verified results.',
  cta: 'Get My Custom Quote',
} as const;
