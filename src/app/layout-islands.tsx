import { idleIsland } from '@/lib/loading/idle-island';
import type { LayoutIslandName } from './layout-island-names';

const island = (name: LayoutIslandName, load: Parameters<typeof idleIsland>[1]) => idleIsland(name, load);

/*
 * The layout's parts that hydrate when the browser is idle after load (lib/loading/idle-island.tsx):
 * the footer and the floating widgets. The header and the page hydrate first.
 */
export const SiteFooterIsland = island('footer', () => import('./site-footer-with-privacy'));
export const BackToTopIsland = island('back-to-top', () => import('@/components/layout/back-to-top').then((m) => ({ default: m.BackToTop })));
export const AccessibilityPanelIsland = island('accessibility', () => import('@/features/accessibility').then((m) => ({ default: m.AccessibilityPanel })));
export const ExitIntentOfferIsland = island('exit-intent', () => import('@/features/exit-intent').then((m) => ({ default: m.ExitIntentOffer })));
export const ChatAssistantIsland = island('chat', () => import('@/features/chat').then((m) => ({ default: m.ChatAssistant })));
export const PrivacyConsentIsland = island('privacy', () => import('@/features/privacy').then((m) => ({ default: m.PrivacyConsent })));
