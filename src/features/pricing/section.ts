import { lazySection } from '@/lib/loading/lazy-section';

/**
 * The pricing estimator block (anchor pricing-calculator), loaded after the page's first paint. A
 * module of its own so pages import it without the index's estimator code joining their first load.
 */
export const PricingCalculatorSection = /* @__PURE__ */ lazySection(() => import('./pricing-calculator-section'), '40rem');
