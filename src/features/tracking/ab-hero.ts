/**
 * The hero CTA of the A/B test hero_cta_v1. Both variants are in the HTML; this CSS shows one by the
 * body attribute that assignVariant() sets before hydration, so the prerendered HTML and the hydrated
 * page agree and nothing flashes. Without the attribute (the prerendered page before its script
 * runs) variant A shows. display:none also hides the other variant from assistive technology.
 */
import { useEffect } from 'react';
import { AB_VARIANT_ATTRIBUTE, readVariant } from './ab-test';
import { trackAbTestConversion, trackAbTestView } from './analytics';
import { useConsent } from './use-consent';

/** The attribute that marks each variant's element: data-ab-show="A" or "B". */
export const AB_SHOW_ATTRIBUTE = 'data-ab-show';

export const abVariantCss =
  `body[${AB_VARIANT_ATTRIBUTE}="B"] [${AB_SHOW_ATTRIBUTE}="A"],` +
  `body:not([${AB_VARIANT_ATTRIBUTE}="B"]) [${AB_SHOW_ATTRIBUTE}="B"]{display:none}`;

// Once per page load: coming back to the home page in the same document is not a second view.
let viewSent = false;

/** Sends ab_test_view once per page load while the hero is shown, as soon as analytics is allowed (also after a later accept). */
export function useAbTestView(): void {
  const { analyticsAllowed } = useConsent();
  useEffect(() => {
    if (!analyticsAllowed || viewSent) return;
    const variant = readVariant();
    if (!variant) return;
    viewSent = true;
    trackAbTestView(variant);
  }, [analyticsAllowed]);
}

/** ab_test_conversion for a click on the hero CTA (sent only with consent, like every event). */
export function trackHeroCtaClick(label: string): void {
  const variant = readVariant();
  if (variant) trackAbTestConversion(label, variant);
}
