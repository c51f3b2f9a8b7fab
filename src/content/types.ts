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
  'stethoscope',
  'scale',
  'wrench',
  'headphones',
  'book-open',
  'user-round',
  'lock',
  'eye',
  'phone-missed',
  'handshake',
  'clipboard-check',
  'compass',
  'hourglass',
  'phone-call',
  'trending-down',
] as const;

export type IconName = (typeof iconNames)[number];

/** An image the site ships itself: sized so the browser reserves its box before it loads. */
export interface ContentImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A video the site ships itself (no third-party players): silent slides, so a transcript stands in for audio. */
export interface SiteVideo {
  title: string;
  /** WebM (VP9) first for its smaller files, MP4 (H.264) for browsers without VP9. */
  sources: readonly { src: string; type: 'video/webm' | 'video/mp4' }[];
  /** A still shown before playback, under public/. */
  poster: string;
  width: number;
  height: number;
  durationSeconds: number;
  /** What the video shows, one paragraph per slide: the text alternative for people who cannot see it. */
  transcript: readonly string[];
}

/**
 * Each page's metadata and opening copy: the <title>, meta description, the <h1> and the
 * paragraph under it. Headlines quoted in docs/product.md are kept word for word.
 */
export interface PageCopy {
  /** The <title> before " | Agency name". */
  title: string;
  /** The meta description: 120–160 characters reads best in search results. */
  description: string;
  heading: string;
  intro: string;
  eyebrow?: string;
  /** The labels of the buttons under the page's hero, by what each does. */
  actions?: Readonly<Record<string, string>>;
}
