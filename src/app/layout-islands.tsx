import { inputIsland } from '@/lib/loading/input-island';
import type * as IslandParts from './layout-island-parts';
import type { LayoutIslandName } from './layout-island-names';

/**
 * At the latest, this long after the load event a visitor who has not touched the page gets the
 * islands anyway: the exit-intent offer shows 45 s into the visit without any input.
 */
const LATEST_LOAD_MS = 30_000;

/*
 * The layout's parts that hydrate at the visitor's first input (lib/loading/input-island.tsx): the
 * footer and the floating widgets, all from one chunk (layout-island-parts.ts). The header and the
 * page hydrate first.
 */
const island = (name: LayoutIslandName, part: keyof typeof IslandParts) =>
  inputIsland(name, () => import('./layout-island-parts').then((parts) => ({ default: parts[part] })), LATEST_LOAD_MS);

export const SiteFooterIsland = island('footer', 'SiteFooterWithPrivacy');
export const BackToTopIsland = island('back-to-top', 'BackToTop');
export const AccessibilityPanelIsland = island('accessibility', 'AccessibilityPanel');
export const ExitIntentOfferIsland = island('exit-intent', 'ExitIntentOffer');
export const ChatAssistantIsland = island('chat', 'ChatAssistant');
export const PrivacyConsentIsland = island('privacy', 'PrivacyConsent');
