/**
 * How each video's slides are laid out and timed. The words come from src/content/videos.ts (one
 * transcript paragraph per slide), so the transcript and the picture cannot drift apart; this file
 * only says which layout draws a paragraph and how long it stays on screen.
 */
import { explainerVideo, serviceVideos } from '../../src/content/videos.ts';
import type { ServiceSlug } from '../../src/content/service-slugs.ts';
import type { SiteVideo } from '../../src/content/types.ts';

/**
 * - statement: a headline and a paragraph.
 * - steps: the body's sentences become numbered steps.
 * - checks: the body's sentences become a check list.
 * - stats: each body sentence starts with a figure ("500+ projects delivered.") drawn large.
 * - closing: logo, headline and the body's sentences, for a call to action or end card.
 */
export type SlideLayout = 'statement' | 'steps' | 'checks' | 'stats' | 'closing';
/** ink: the site's dark navy; primary: the brand blue gradient; light: white with brand accents. */
export type SlideTheme = 'ink' | 'primary' | 'light';

export interface SlidePlan {
  layout: SlideLayout;
  theme: SlideTheme;
  /** From the start of this slide's fade-in to the start of the next one's (or the end). */
  seconds: number;
}

export interface VideoPlan {
  /** Output path under public/ without extension, e.g. "video/explainer". */
  out: string;
  video: SiteVideo;
  /** A small label in the slides' top corner. */
  label: string;
  slides: readonly SlidePlan[];
}

/** Crossfade length between two slides. */
export const fadeSeconds = 0.5;
/** Slides barely change between frames, so a low frame rate keeps files small without judder. */
export const framesPerSecond = 12;

/*
 * The explainer's timing: the call to action (slide 5) is on screen from 27 s to 36 s, when the
 * dialog pauses and sends the visitor to /path-selector (docs/product.md#explainer-video); the closing card runs 36–40 s
 * for anyone who watches the file on its own.
 */
const explainer: VideoPlan = {
  out: 'video/explainer',
  video: explainerVideo,
  label: 'Explainer',
  slides: [
    { layout: 'statement', theme: 'ink', seconds: 6 },
    { layout: 'statement', theme: 'primary', seconds: 6.6 },
    { layout: 'steps', theme: 'light', seconds: 7.8 },
    { layout: 'stats', theme: 'ink', seconds: 6.6 },
    { layout: 'closing', theme: 'primary', seconds: 9 },
    { layout: 'closing', theme: 'ink', seconds: 4 },
  ],
};

const serviceSlides: readonly SlidePlan[] = [
  { layout: 'statement', theme: 'ink', seconds: 5 },
  { layout: 'checks', theme: 'light', seconds: 5 },
  { layout: 'steps', theme: 'light', seconds: 6 },
  { layout: 'closing', theme: 'primary', seconds: 4 },
];

const servicePlan = (slug: ServiceSlug, label: string): VideoPlan => {
  const video = serviceVideos[slug];
  if (!video) throw new Error(`serviceVideos has no entry for "${slug}"`);
  return { out: `video/services/${slug}`, video, label, slides: serviceSlides };
};

export const videoPlans: readonly VideoPlan[] = [
  explainer,
  servicePlan('pay-per-results-seo', 'Pay-Per-Results SEO'),
  servicePlan('google-advertising', 'Google Advertising'),
  servicePlan('facebook-advertising', 'Facebook Advertising'),
];

/** When each slide starts fading in, in seconds from the start. */
export function slideStarts(plan: VideoPlan): number[] {
  let start = 0;
  return plan.slides.map((slide) => {
    const at = start;
    start = Math.round((start + slide.seconds) * 1000) / 1000;
    return at;
  });
}

/** The length of the rendered video. */
export function plannedDuration(plan: VideoPlan): number {
  return Math.round(plan.slides.reduce((sum, slide) => sum + slide.seconds, 0) * 1000) / 1000;
}

/** A transcript paragraph split into its headline (first sentence) and the sentences after it. */
export function splitParagraph(paragraph: string): { heading: string; sentences: string[] } {
  const [heading = '', ...sentences] = paragraph.split(/(?<=[.?!])\s+/);
  return { heading: heading.replace(/\.$/, ''), sentences };
}
