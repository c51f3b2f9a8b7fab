/**
 * Names of the icons content may ask for. Content stays free of components; the icon
 * component maps each name to a drawing, and TypeScript makes sure every name has one.
 */
export const iconNames = [
  'bot',
  'layout-template',
  'search',
  'trending-up',
  'megaphone',
  'map-pin',
  'thumbs-up',
  'mail',
  'mic',
  'star',
  'accessibility',
  'phone',
  'shield-check',
  'clock',
  'target',
  'bar-chart',
  'users',
  'zap',
  'badge-check',
  'sparkles',
  'rocket',
  'line-chart',
  'heart-handshake',
  'calendar',
  'file-text',
  'award',
  'dollar-sign',
  'globe',
  'message-circle',
  'settings',
] as const;

export type IconName = (typeof iconNames)[number];

/** An image the site ships itself: sized so the browser reserves its box before it loads. */
export interface ContentImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}
