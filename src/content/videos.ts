import type { ServiceSlug } from './service-slugs';
import { site } from './site';
import type { SiteVideo } from './types';

/**
 * The site's own videos: silent slide shows rendered by `npx tsx scripts/video/render.ts` from the
 * transcripts below, so what a visitor reads in the transcript is exactly what the slides show.
 * Each paragraph is one slide: its first sentence is the slide's headline, the rest its body.
 * `durationSeconds` is checked against the rendered files by the render script and by videos.test.ts.
 */

const phone = site.phone.display;

/** The 40-second explainer on /professional. The dialog pauses at 36 s (docs/product.md#explainer-video): the last slide is a closing card. */
export const explainerVideo: SiteVideo = {
  title: `How ${site.name} works, in 40 seconds`,
  sources: [
    { src: '/video/explainer.webm', type: 'video/webm' },
    { src: '/video/explainer.mp4', type: 'video/mp4' },
  ],
  poster: '/video/explainer.webp',
  width: 1280,
  height: 720,
  durationSeconds: 40,
  transcript: [
    'Tired of paying agencies with nothing to show for it? Monthly retainers, reports full of impressions, and still no new customers.',
    'Pay only for verified results. We agree on the results that matter before we start. If we do not deliver them, you do not pay for them.',
    'How it works, in three steps. Tell us your goals in a free 30-minute consultation. Get a custom proposal within 48 hours. Pay only for the results you can verify.',
    'Proof, not promises. 500+ projects delivered. 4.9 rating from 50+ client reviews. 90 days to results you can measure.',
    'Choose your path and get a free consultation. Starting a business or growing one? Pick your path next, then book your free 30-minute call.',
    `Ready when you are. Results-based digital marketing for Los Angeles businesses: you pay only for verified results. Call ${phone}.`,
  ],
};

/** Short service videos, shown in the video section of /services/<slug>, only where a service has one. */
export const serviceVideos: Partial<Record<ServiceSlug, SiteVideo>> = {
  'pay-per-results-seo': {
    title: 'Pay-Per-Results SEO in 20 seconds',
    sources: [
      { src: '/video/services/pay-per-results-seo.webm', type: 'video/webm' },
      { src: '/video/services/pay-per-results-seo.mp4', type: 'video/mp4' },
    ],
    poster: '/video/services/pay-per-results-seo.webp',
    width: 1280,
    height: 720,
    durationSeconds: 20,
    transcript: [
      'Pay-Per-Results SEO. Search engine optimization where you pay for verified ranking gains, not hours, focused on the keywords that bring paying customers to your door.',
      'What you get. Pay only for verified ranking gains. Keyword research by buyer intent. Technical SEO audit and fixes. Monthly ranking and lead reports.',
      'How it works. A free SEO audit of your site, rankings and competitors. Targets we agree on together. Technical fixes, content and links aimed at those targets. A monthly bill only for the targets met.',
      `Start with a free SEO audit. Book your free 30-minute consultation. Call ${phone}.`,
    ],
  },
  'google-advertising': {
    title: 'Google Advertising in 20 seconds',
    sources: [
      { src: '/video/services/google-advertising.webm', type: 'video/webm' },
      { src: '/video/services/google-advertising.mp4', type: 'video/mp4' },
    ],
    poster: '/video/services/google-advertising.webp',
    width: 1280,
    height: 720,
    durationSeconds: 20,
    transcript: [
      'Google Advertising. Google Search, Performance Max and YouTube campaigns managed to a target cost per lead, with call tracking and strict keyword controls to cut waste.',
      'What you get. Search, Maps and YouTube campaigns. Target cost-per-lead bid management. Call and form conversion tracking. Dedicated, tested landing pages.',
      'How it works. An audit of your account, market and competitors. Campaigns built by service and location. Weekly optimization based on calls and form leads. Monthly reports, with budget moved to what performs.',
      `Reach buyers who are ready to call. Book your free 30-minute consultation. Call ${phone}.`,
    ],
  },
  'facebook-advertising': {
    title: 'Facebook Advertising in 20 seconds',
    sources: [
      { src: '/video/services/facebook-advertising.webm', type: 'video/webm' },
      { src: '/video/services/facebook-advertising.mp4', type: 'video/mp4' },
    ],
    poster: '/video/services/facebook-advertising.webp',
    width: 1280,
    height: 720,
    durationSeconds: 20,
    transcript: [
      'Facebook Advertising. Facebook and Instagram campaigns that reach the right local audiences with tested creative, instant lead forms and retargeting tied to real leads.',
      'What you get. Audience research and lookalike targeting. Ad creative and copy production. Retargeting and instant lead form campaigns. Pixel and Conversions API setup.',
      'How it works. Research into your ideal customers and competitor ads. An offer and several creative variations to test. Launch on modest test budgets. Budget shifted to the ads that perform.',
      `Turn scrollers into customers. Book your free 30-minute consultation. Call ${phone}.`,
    ],
  },
};
