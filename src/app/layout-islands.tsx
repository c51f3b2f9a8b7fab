import { idleIsland } from "@/lib/loading/idle-island";
import type { LayoutIslandName } from "./layout-island-names";

const island = (
  name: LayoutIslandName,
  load: Parameters<typeof idleIsland>[1],
) => idleIsland(name, load);

/*
 * The layout's parts that hydrate when the browser is idle after load (lib/loading/idle-island.tsx):
 * the footer and the floating widgets, from one chunk (layout-idle-parts.ts). The header and the page
 * hydrate first.
 */
const idleParts = () => import("./layout-idle-parts");

export const SiteFooterIsland = island("footer", () =>
  idleParts().then((m) => ({ default: m.SiteFooterWithPrivacy })),
);
export const BackToTopIsland = island("back-to-top", () =>
  idleParts().then((m) => ({ default: m.BackToTop })),
);
export const AccessibilityPanelIsland = island("accessibility", () =>
  idleParts().then((m) => ({ default: m.AccessibilityPanel })),
);
export const ExitIntentOfferIsland = island("exit-intent", () =>
  idleParts().then((m) => ({ default: m.ExitIntentOffer })),
);
export const ChatAssistantIsland = island("chat", () =>
  idleParts().then((m) => ({ default: m.ChatAssistant })),
);
export const PrivacyConsentIsland = island("privacy", () =>
  idleParts().then((m) => ({ default: m.PrivacyConsent })),
);
