import { idleIsland } from '@/lib/loading/idle-island';
import type * as IdleParts from './layout-idle-parts';
import type { LayoutIslandName } from './layout-island-names';

/*
 * The layout's parts that hydrate when the browser is idle after load (lib/loading/idle-island.tsx):
 * the footer and the floating widgets, all from one chunk (layout-idle-parts.ts). The header and the
 * page hydrate first.
 */
const island = (name: LayoutIslandName, part: keyof typeof IdleParts) =>
  idleIsland(name, () => import('./layout-idle-parts').then((parts) => ({ default: parts[part] })));

export const SiteFooterIsland = island('footer', 'SiteFooterWithPrivacy');
export const BackToTopIsland = island('back-to-top', 'BackToTop');
export const AccessibilityPanelIsland = island('accessibility', 'AccessibilityPanel');
export const ExitIntentOfferIsland = island('exit-intent', 'ExitIntentOffer');
export const ChatAssistantIsland = island('chat', 'ChatAssistant');
export const PrivacyConsentIsland = island('privacy', 'PrivacyConsent');
