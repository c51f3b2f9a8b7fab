import type { ServiceSlug } from './service-slugs';
import type { IconName } from './types';

/**
 * The two audience pages, /for-new-businesses and /for-growing-businesses (docs/product.md#marketing-pages): the same
 * layout with their own pillars, guarantee and calls to action.
 */
export interface SegmentPillar {
  icon: IconName;
  title: string;
  description: string;
  /** What the visitor gets, three or four short lines. */
  includes: readonly string[];
  /** The service whose page tells the whole story. */
  service: ServiceSlug;
}

/** What both audience pages say alike. */
export const segmentPageCopy = {
  /** The hero's button down to the service-finder quiz. */
  findServices: 'Find My Services',
  /** Each pillar's link to its service page, before the pillar's title. */
  moreAbout: 'More about',
} as const;

export interface SegmentContent {
  pillarsEyebrow: string;
  pillarsHeading: string;
  pillarsIntro: string;
  pillars: readonly SegmentPillar[];
  guarantee: { heading: string; body: string; points: readonly string[] };
  booking: { heading: string; body: string };
}

export const segmentIds = ['new', 'growing'] as const;
export type SegmentId = (typeof segmentIds)[number];

export const segments = {
  new: {
    pillarsEyebrow: 'Your starter foundation',
    pillarsHeading: 'Three Pillars Every New Business Needs',
    pillarsIntro:
      'Before you spend on advertising, make sure customers can find you, trust you and contact you. These three pillars do that work every day.',
    pillars: [
      {
        icon: 'layout-template',
        title: 'Professional Website',
        description: 'A fast, mobile-first website that explains what you do in seconds and turns visitors into calls and bookings.',
        includes: ['Custom design for your brand', 'Click-to-call and booking forms', 'Loads fast on every phone', 'Accessible to every visitor'],
        service: 'winning-websites',
      },
      {
        icon: 'map-pin',
        title: 'Local SEO Setup',
        description: 'Show up when people nearby search for what you sell, on Google Search, Google Maps and voice assistants.',
        includes: ['Google Business Profile setup', 'Listings on the directories that matter', 'Service and neighbourhood pages', 'Review requests from day one'],
        service: 'business-listings-voice-search',
      },
      {
        icon: 'users',
        title: 'Social Media Presence',
        description: 'Consistent, professional profiles that prove you are open for business and give new customers a reason to choose you.',
        includes: ['Facebook and Instagram profiles set up', 'Branded cover images and bios', 'A month of launch posts', 'Starter ads for your grand opening'],
        service: 'facebook-advertising',
      },
    ],
    guarantee: {
      heading: 'The New Business Guarantee',
      body: 'Starting out, every dollar counts. We agree on your first goals together, such as a live website in 30 days and your first qualified leads, and you pay only for results we can both verify.',
      points: ['Free 30-minute launch consultation', 'Free digital marketing audit, a $500 value', 'Pay only for verified results', 'No long-term contracts'],
    },
    booking: {
      heading: 'Prefer to Talk It Through?',
      body: 'Book a free 30-minute consultation with a strategist who has launched hundreds of local businesses.',
    },
  },
  growing: {
    pillarsEyebrow: 'Built to scale',
    pillarsHeading: 'Three Levers That Scale a Growing Business',
    pillarsIntro:
      'You already have customers and a working offer. These three levers turn that foundation into predictable, measurable growth.',
    pillars: [
      {
        icon: 'target',
        title: 'Advanced PPC',
        description: 'Google, Local Service Ads and Meta campaigns managed to cost per lead and return on ad spend, not clicks.',
        includes: ['Full-funnel campaign structure', 'Offline conversion and call tracking', 'Weekly bid and budget optimization', 'Creative testing every month'],
        service: 'google-advertising',
      },
      {
        icon: 'search',
        title: 'Enterprise SEO',
        description: 'Technical, content and authority work that wins the competitive searches and holds first-page rankings across locations.',
        includes: ['Technical audit and site-speed fixes', 'Content plan for high-intent keywords', 'Multi-location landing pages', 'Authority building and digital PR'],
        service: 'pay-per-results-seo',
      },
      {
        icon: 'trending-up',
        title: 'Conversion Rate Optimization',
        description: 'More customers from the traffic you already pay for, through testing, faster pages and friction-free forms.',
        includes: ['Heatmaps and session analysis', 'A/B tests on pages and offers', 'Form and checkout improvements', 'Monthly uplift reporting'],
        service: '4x-conversions',
      },
    ],
    guarantee: {
      heading: 'The Scale Guarantee',
      body: 'We set growth targets with you, such as qualified leads, cost per acquisition and return on ad spend, and commit to them in writing. Miss the targets within 90 days and we keep working at no cost until we hit them.',
      points: ['Targets agreed in writing before we start', 'Measurable progress within 90 days', 'Live dashboard and monthly strategy review', 'A dedicated account manager'],
    },
    booking: {
      heading: 'Talk to a Growth Strategist',
      body: 'Book a free 30-minute strategy session. We will review your current channels and show you where the next wins are.',
    },
  },
} as const satisfies Record<SegmentId, SegmentContent>;
