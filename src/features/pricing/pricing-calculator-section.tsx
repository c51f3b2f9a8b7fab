import { SectionHeading } from '@/components/sections/section-heading';
import { pricingCalculatorCopy } from '@/content/pricing';
import { PricingCalculator, type PricingCalculatorProps } from './pricing-calculator';

/** The pricing estimator block (anchor pricing-calculator) of the home page and every service page. */
export default function PricingCalculatorSection(props: PricingCalculatorProps) {
  return (
    <section id="pricing-calculator" aria-labelledby="pricing-calculator-heading" className="bg-surface py-16 sm:py-20">
      <div className="mx-auto max-w-content px-6">
        <SectionHeading
          id="pricing-calculator-heading"
          eyebrow={pricingCalculatorCopy.eyebrow}
          heading={pricingCalculatorCopy.heading}
          intro={pricingCalculatorCopy.intro}
        />
        <PricingCalculator {...props} />
      </div>
    </section>
  );
}
