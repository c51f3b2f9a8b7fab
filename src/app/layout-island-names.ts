/**
 * The layout's islands (layout-islands.tsx), by name. When one hydrates it adds its name to
 * <html data-hydrated-islands>, which the browser tests wait for before they click a widget.
 */
export const layoutIslandNames = ['footer', 'back-to-top', 'accessibility', 'exit-intent', 'chat', 'privacy'] as const;
export type LayoutIslandName = (typeof layoutIslandNames)[number];
