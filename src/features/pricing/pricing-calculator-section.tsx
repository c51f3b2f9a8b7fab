import { PageSection } from '@/components/sections/page-section';
import { pricingCalculatorCopy } from '@/content/pricing';
import { PricingCalculator, type PricingCalculatorProps } from './pricing-calculator';

/** The pricing estimator block (anchor pricing-calculator) of the home page and every service page. */
export default function PricingCalculatorSection(props: PricingCalculatorProps) {
  return (
    <PageSection name="pricing-calculator" id="pricing-calculator" tone="surface" copy={pricingCalculatorCopy}>
      <PricingCalculator {...props} />
    </PageSection>
  );
}
