import { serviceSlugs, type ServiceSlug } from './service-slugs';
import type { IconName } from './types';

/**
 * Copy of /professional (docs/product.md#marketing-pages), the landing page for business owners who have
 * been burned by agencies before. The hero's words live in pages.ts; the 48-hour proposal and the
 * "in under 60 seconds" pricing promise are the product's (docs/product.md#marketing-pages).
 */

export interface ProfessionalChallenge {
  title: string;
  description: string;
  icon: IconName;
}

export interface ProfessionalStep {
  name: string;
  description: string;
  icon: IconName;
}

export const professionalCopy = {
  explainer: {
    buttonLabel: 'Watch the 40-second explainer',
    note: 'Silent video with captions on every slide and a full transcript.',
    dialogDescription:
      'When the video finishes we take you to choose your path: starting a business or growing one.',
    noSound: 'This video has no sound: every word is on the slides and in the transcript below.',
    transcriptLabel: 'Read the transcript',
    /** The documented "explainer link": the method behind the conversion promise. */
    conversionsLink: {
      label: 'See how we 4x conversions',
      href: '/services/4x-conversions',
    },
  },
  promises: [
    { text: 'Custom proposal within 48 hours', icon: 'clock' },
    { text: 'Your price in under 60 seconds', icon: 'dollar-sign' },
    { text: 'Pay only for verified results', icon: 'shield-check' },
  ] satisfies readonly { text: string; icon: IconName }[],
  challenges: {
    eyebrow: 'Sound familiar?',
    heading: 'Marketing Should Not Feel Like a Bet',
    intro:
      'Most business owners we meet have already paid an agency that could not show what the money bought. These are the problems we hear every week.',
    items: [
      {
        title: 'Not enough leads',
        description:
          'The phone rings on a good week and goes quiet on a bad one, and nobody can tell you why.',
        icon: 'phone',
      },
      {
        title: 'Retainers with no results',
        description:
          'You pay the same fee every month whether or not a single new customer walks through the door.',
        icon: 'dollar-sign',
      },
      {
        title: 'Reports full of vanity numbers',
        description:
          'Impressions, reach and clicks fill the report, but leads, calls and booked jobs are missing.',
        icon: 'bar-chart',
      },
      {
        title: 'Traffic that does not convert',
        description:
          'Visitors arrive, look around and leave, because the site never gives them a clear next step.',
        icon: 'trending-up',
      },
      {
        title: 'Paid ads that burn budget',
        description:
          'Clicks cost more every quarter while the ads show for searches that will never become customers.',
        icon: 'megaphone',
      },
      {
        title: 'Invisible in local search',
        description:
          'Competitors with weaker service show up first on Google and in the map results near you.',
        icon: 'map-pin',
      },
    ] satisfies readonly ProfessionalChallenge[],
  },
  services: {
    eyebrow: 'Every channel, one accountable team',
    heading: 'Ten Ways We Grow Your Business',
    intro:
      'Each service is priced against the results it must deliver. Open any of them for the details and an estimate in under 60 seconds.',
    linkLabel: 'Details & pricing',
  },
  process: {
    eyebrow: 'How it works',
    heading: 'Three Steps to Results You Can Verify',
    steps: [
      {
        name: 'Free Strategy Call',
        description:
          'In a free 30-minute consultation we learn your goals, your numbers and what has not worked before, and audit your marketing at no cost.',
        icon: 'calendar',
      },
      {
        name: 'Proposal Within 48 Hours',
        description:
          'Within 48 hours you receive a custom proposal with the results we commit to, how we will measure them and what each one costs.',
        icon: 'file-text',
      },
      {
        name: 'Pay for Verified Results',
        description:
          'We launch, report in plain English every month, and bill only for the results you can confirm in your own data.',
        icon: 'badge-check',
      },
    ] satisfies readonly ProfessionalStep[],
  },
  testimonials: {
    eyebrow: 'Client results',
    heading: 'Owners Who Stopped Gambling',
  },
  verification: {
    badge: 'Verified Agency',
    heading: 'Independently verified, publicly reviewed',
    body: 'Our agency profile in an independent agency directory lists our verified business details, services and client reviews, so you can check who you are hiring before the first call.',
    linkLabel: 'View our verified directory profile',
  },
  closing: {
    heading: 'Ready to See Your Plan and Your Price?',
    body: 'Choose your path for a custom plan, see what we have done for businesses like yours, or talk to our team today. Your proposal arrives within 48 hours.',
    pathSelector: 'Choose Your Path',
    caseStudies: 'See Client Results',
    contact: 'Contact Our Team',
  },
} as const;

/**
 * The ten services the page shows (docs/product.md#marketing-pages: "ten service cards"). Website
 * Accessibility is the one left out: it is a compliance service rather than a lead-generation channel, and it
 * keeps its own page and its place on /all-services.
 */
export const professionalServiceSlugs: readonly ServiceSlug[] = serviceSlugs.filter((slug) => slug !== 'website-accessibility');
