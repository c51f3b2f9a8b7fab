import { whenFirstInput } from '@/lib/loading/first-input';
import { whenIdleAfterLoad } from '@/lib/loading/idle';
import { island } from '@/lib/loading/island';
import type * as IslandParts from './layout-island-parts';
import type { LayoutIslandName } from './layout-island-names';

/**
 * At the latest, this long after the load event a visitor who has not touched the page gets the
 * islands anyway: the exit-intent offer shows 45 s into the visit without any input.
 */
const LATEST_LOAD_MS = 30_000;

/** The layout's islands load together: at the visitor's first input anywhere on the page, or at the latest above. */
const firstInputOrLatest = () => Promise.race([whenFirstInput(), whenIdleAfterLoad(LATEST_LOAD_MS)]);

/*
 * The layout's parts that a visitor who only reads never uses: the footer and the floating widgets,
 * all from one chunk (layout-island-parts.ts), since they load at the same moment. The header and the
 * page hydrate first. They take no props: islands hydrate the markup they were served.
 */
const layoutIsland = (name: LayoutIslandName, part: keyof typeof IslandParts) =>
  island<Record<string, never>>(() => import('./layout-island-parts').then((parts) => ({ default: parts[part] })), {
    minHeight: '0px',
    loadWhen: firstInputOrLatest,
    name,
  });

export const SiteFooterIsland = layoutIsland('footer', 'SiteFooterWithPrivacy');
export const BackToTopIsland = layoutIsland('back-to-top', 'BackToTop');
export const AccessibilityPanelIsland = layoutIsland('accessibility', 'AccessibilityPanel');
export const ExitIntentOfferIsland = layoutIsland('exit-intent', 'ExitIntentOffer');
export const ChatAssistantIsland = layoutIsland('chat', 'ChatAssistant');
export const PrivacyConsentIsland = layoutIsland('privacy', 'PrivacyConsent');
