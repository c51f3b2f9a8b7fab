// The estimator's rules and tables stay inside the feature: other modules place the section, and
// tests import estimate-price.ts directly.
export type { PricingCalculatorProps } from './pricing-calculator';
export { PricingCalculatorSection } from './section';
