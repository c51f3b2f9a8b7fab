import { island } from '@/lib/loading/island';

/**
 * The pricing estimator block (anchor pricing-calculator), loaded after the page's first paint. A
 * module of its own so pages import it without the index's estimator code joining their first load.
 */
export const PricingCalculatorSection = /* @__PURE__ */ island(() => import('./pricing-calculator-section'), { minHeight: '40rem' });
