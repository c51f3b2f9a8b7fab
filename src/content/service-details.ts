import type { ServiceSlug } from './service-slugs';
import type { ContentImage, IconName } from './types';

export interface ServiceBenefit {
  title: string;
  description: string;
  icon: IconName;
}

export interface ServiceProcessStep {
  name: string;
  description: string;
}

/** What a service's own page adds to its entry in services.ts (/all-services shows the benefits too). */
export interface ServiceDetails {
  /** Exactly four. */
  benefits: readonly ServiceBenefit[];
  /** Exactly four steps. */
  process: readonly ServiceProcessStep[];
  heroImage: ContentImage;
}

export const serviceDetails: Readonly<Record<ServiceSlug, ServiceDetails>> = {
  'ai-voice-agents': {
    benefits: [
      {
        title: 'Never Miss A Call',
        description:
          'Your agent picks up on the first ring at night, on weekends and during busy hours, so callers reach you instead of a competitor.',
        icon: 'phone',
      },
      {
        title: 'HIPAA & Legal Compliant',
        description:
          'Encrypted call handling, a business associate agreement for healthcare clients and approved disclosures keep sensitive conversations within the rules you follow.',
        icon: 'shield-check',
      },
      {
        title: 'Qualified Lead Generation',
        description:
          'Callers answer your screening questions, and only qualified leads are booked or routed to your team with a written summary.',
        icon: 'target',
      },
      {
        title: 'Instant Response',
        description:
          'No hold music or voicemail: callers get answers about hours, services and availability in seconds, and urgent calls transfer live.',
        icon: 'zap',
      },
    ],
    process: [
      {
        name: 'Map Your Calls',
        description:
          'In a free 30-minute consultation we map your call types, intake questions, office hours and escalation rules.',
      },
      {
        name: 'Build The Agent',
        description:
          'We write the conversation flows, train the agent on your services and FAQs, and connect your calendar and CRM.',
      },
      {
        name: 'Test & Launch',
        description:
          'You call the agent yourself and approve every script before we route live calls to it.',
      },
      {
        name: 'Review & Improve',
        description:
          'We review transcripts every week, refine answers and report the booked appointments and qualified leads you can verify.',
      },
    ],
    heroImage: {
      src: '/images/services/ai-voice-agents.svg',
      alt: 'Illustration of a smartphone sending out sound waves beside a chat bubble, representing an AI agent answering calls',
      width: 640,
      height: 480,
    },
  },
  'winning-websites': {
    benefits: [
      {
        title: 'Built To Convert',
        description:
          'Every page leads with a clear offer, proof and one obvious next step, so visitors know exactly how to reach you.',
        icon: 'target',
      },
      {
        title: 'Fast On Every Device',
        description:
          'Lean code, optimized images and Core Web Vitals checks keep pages quick on the phones most of your customers use.',
        icon: 'zap',
      },
      {
        title: 'Found In Local Search',
        description:
          'Technical SEO, schema markup and location pages are built in from day one instead of bolted on later.',
        icon: 'search',
      },
      {
        title: 'Easy To Update',
        description:
          'You can change text, photos and offers yourself, and our team handles anything more involved.',
        icon: 'settings',
      },
    ],
    process: [
      {
        name: 'Discovery & Audit',
        description:
          'We review your current site, competitors and analytics to find what is costing you leads.',
      },
      {
        name: 'Wireframes & Copy',
        description:
          'We plan each page and write conversion-focused copy around your services and ideal customers.',
      },
      {
        name: 'Design & Build',
        description:
          'We design and develop the site, then test speed, accessibility and tracking on phones, tablets and desktops.',
      },
      {
        name: 'Launch & Optimize',
        description:
          'We launch with redirects in place to protect existing rankings, then refine pages based on real visitor behavior.',
      },
    ],
    heroImage: {
      src: '/images/services/winning-websites.svg',
      alt: 'Illustration of a browser window showing a page layout with a headline, image and call-to-action button, next to a phone',
      width: 640,
      height: 480,
    },
  },
  'pay-per-results-seo': {
    benefits: [
      {
        title: 'Pay For Verified Results',
        description:
          'Fees are tied to agreed ranking and traffic targets that you can confirm in your own Search Console and analytics.',
        icon: 'dollar-sign',
      },
      {
        title: 'Keywords That Convert',
        description:
          'We prioritize searches with buying intent for your services and neighborhoods, not vanity keywords.',
        icon: 'target',
      },
      {
        title: 'Transparent Reporting',
        description:
          'Monthly reports show rankings, organic traffic, calls and form leads alongside the work behind each change.',
        icon: 'bar-chart',
      },
      {
        title: 'Lasting Visibility',
        description:
          'Technical fixes, useful content and earned links build rankings that keep working after the initial push.',
        icon: 'trending-up',
      },
    ],
    process: [
      {
        name: 'Free SEO Audit',
        description:
          'We audit your site, rankings and competitors and identify the keywords with the best return for your business.',
      },
      {
        name: 'Agree On Targets',
        description:
          'Together we set the keywords and traffic goals that count as a verified result, and what each one costs.',
      },
      {
        name: 'Optimize & Publish',
        description:
          'We fix technical issues, improve existing pages and publish new content and links aimed at those targets.',
      },
      {
        name: 'Verify & Bill',
        description:
          'Each month we show ranking and traffic changes from your own data, and you are billed only for targets met.',
      },
    ],
    heroImage: {
      src: '/images/services/pay-per-results-seo.svg',
      alt: 'Illustration of a search bar above a bar chart with rising columns and an upward trend arrow',
      width: 640,
      height: 480,
    },
  },
  '4x-conversions': {
    benefits: [
      {
        title: 'More Leads, Same Budget',
        description:
          'A higher conversion rate lowers your cost per lead on every channel, because the traffic you already buy works harder.',
        icon: 'dollar-sign',
      },
      {
        title: 'Decisions Backed By Data',
        description:
          'Heatmaps, scroll depth and funnel reports show exactly where visitors hesitate and leave.',
        icon: 'bar-chart',
      },
      {
        title: 'Tested, Not Guessed',
        description:
          'Every change runs as a controlled A/B test, so only versions that measurably win stay live.',
        icon: 'badge-check',
      },
      {
        title: 'Faster Path To Contact',
        description:
          'Shorter forms, click-to-call buttons and clearer offers remove friction between interest and inquiry.',
        icon: 'zap',
      },
    ],
    process: [
      {
        name: 'Measure The Baseline',
        description:
          'We verify your tracking and record your current conversion rate, cost per lead and drop-off points.',
      },
      {
        name: 'Find The Leaks',
        description:
          'Heatmaps, recordings and funnel data reveal where and why visitors leave without contacting you.',
      },
      {
        name: 'Test Improvements',
        description:
          'We build variations of headlines, offers, forms and layouts and test each against the original.',
      },
      {
        name: 'Scale The Winners',
        description:
          'Winning versions go live across the site and feed the next round of tests, with results reported against your baseline.',
      },
    ],
    heroImage: {
      src: '/images/services/4x-conversions.svg',
      alt: 'Illustration of a funnel narrowing a crowd of visitors into four highlighted leads, with an upward arrow',
      width: 640,
      height: 480,
    },
  },
  'google-advertising': {
    benefits: [
      {
        title: 'Reach Ready Buyers',
        description:
          'Your ads appear when people in your service area search for what you offer, at the moment they are ready to call.',
        icon: 'target',
      },
      {
        title: 'Controlled Cost Per Lead',
        description:
          'Bids, budgets and negative keywords are managed against a target cost per lead rather than cheap clicks.',
        icon: 'dollar-sign',
      },
      {
        title: 'Every Call Tracked',
        description:
          'Call tracking and offline conversion imports show which keywords turn into paying customers.',
        icon: 'phone',
      },
      {
        title: 'Fast Time To Results',
        description:
          'Search campaigns can produce inquiries within days of launch while longer-term channels like SEO build up.',
        icon: 'rocket',
      },
    ],
    process: [
      {
        name: 'Account Audit',
        description:
          'We review your current account or market, search volume and competitors to estimate realistic lead costs.',
      },
      {
        name: 'Campaign Build',
        description:
          'We structure campaigns by service and location, write the ads, and set up conversion tracking and landing pages.',
      },
      {
        name: 'Launch & Optimize',
        description:
          'After launch we adjust bids, keywords and ads every week based on calls and form leads, not impressions.',
      },
      {
        name: 'Report & Scale',
        description:
          'Monthly reports show spend, leads and cost per lead, and budget moves to the campaigns that perform.',
      },
    ],
    heroImage: {
      src: '/images/services/google-advertising.svg',
      alt: 'Illustration of a search results page with a highlighted sponsored listing and a cursor clicking on it',
      width: 640,
      height: 480,
    },
  },
  'local-service-ads': {
    benefits: [
      {
        title: 'Top Of Local Search',
        description:
          'Local Services Ads can appear above standard search ads, so nearby customers see your business first.',
        icon: 'map-pin',
      },
      {
        title: 'Pay Per Lead',
        description:
          'Google charges for leads rather than clicks, and we dispute leads that do not qualify so you can request credit.',
        icon: 'dollar-sign',
      },
      {
        title: 'Trusted Badge',
        description:
          'We guide you through the license, insurance and background checks needed for the Google Guaranteed or Google Screened badge.',
        icon: 'badge-check',
      },
      {
        title: 'More Booked Jobs',
        description:
          'Fast lead responses, accurate booking settings and steady reviews improve how often Google shows your ad.',
        icon: 'calendar',
      },
    ],
    process: [
      {
        name: 'Eligibility Check',
        description:
          'We confirm your category and service area qualify and gather the licenses and insurance documents Google requires.',
      },
      {
        name: 'Verify & Set Up',
        description:
          'We build your profile, submit the background checks and configure job types, hours and weekly budget.',
      },
      {
        name: 'Manage Every Lead',
        description:
          'We monitor incoming leads, dispute invalid ones and help your team follow up quickly.',
      },
      {
        name: 'Improve Ranking',
        description:
          'We tune budget, service areas and review requests to grow your share of local leads.',
      },
    ],
    heroImage: {
      src: '/images/services/local-service-ads.svg',
      alt: 'Illustration of a city map with a large location pin and a verified checkmark badge',
      width: 640,
      height: 480,
    },
  },
  'facebook-advertising': {
    benefits: [
      {
        title: 'Precise Audience Targeting',
        description:
          'Location, interest and lookalike audiences put your offer in front of the people most likely to buy.',
        icon: 'users',
      },
      {
        title: 'Creative That Stops Scrolling',
        description:
          'We produce and test images, short videos and copy designed for each placement and audience.',
        icon: 'sparkles',
      },
      {
        title: 'Retarget Warm Prospects',
        description:
          'Retargeting brings back website visitors and video viewers who showed interest but did not reach out.',
        icon: 'target',
      },
      {
        title: 'Leads You Can Verify',
        description:
          'Pixel and Conversions API tracking tie ad spend to real leads and sales, not just likes and reach.',
        icon: 'badge-check',
      },
    ],
    process: [
      {
        name: 'Audience Research',
        description:
          'We define your ideal customers, map their interests and study competitor ads in your market.',
      },
      {
        name: 'Offer & Creative',
        description:
          'We shape a compelling offer and produce several ad creative and copy variations to test.',
      },
      {
        name: 'Launch & Test',
        description:
          'Campaigns start on modest test budgets so we can find the winning audiences and creative quickly.',
      },
      {
        name: 'Scale What Works',
        description:
          'We shift budget to the best-performing ads and refresh creative before results start to fade.',
      },
    ],
    heroImage: {
      src: '/images/services/facebook-advertising.svg',
      alt: 'Illustration of a social media ad post with an image and a like button, surrounded by audience icons and a target',
      width: 640,
      height: 480,
    },
  },
  'email-marketing': {
    benefits: [
      {
        title: 'Automatic Lead Nurturing',
        description:
          'Welcome and follow-up sequences keep new leads engaged until they are ready to book.',
        icon: 'clock',
      },
      {
        title: 'More Repeat Business',
        description:
          'Timely reminders, offers and updates bring past customers back without extra ad spend.',
        icon: 'heart-handshake',
      },
      {
        title: 'Relevant To Each Reader',
        description:
          'Segmenting by interest, behavior and purchase history keeps every email relevant and unsubscribes low.',
        icon: 'users',
      },
      {
        title: 'Measurable Revenue',
        description:
          'We track clicks, bookings and sales from each send, so you see what the channel actually earns.',
        icon: 'line-chart',
      },
    ],
    process: [
      {
        name: 'Audit & Strategy',
        description:
          'We review your list, platform and past results, then plan the sequences and campaigns with the most potential.',
      },
      {
        name: 'Setup & Templates',
        description:
          'We authenticate your sending domain, clean and segment your list, and design branded templates.',
      },
      {
        name: 'Write & Automate',
        description:
          'We write the emails and build automations triggered by sign-ups, inquiries, purchases and inactivity.',
      },
      {
        name: 'Test & Improve',
        description:
          'We test subject lines, offers and send times and report the bookings and revenue each email drives.',
      },
    ],
    heroImage: {
      src: '/images/services/email-marketing.svg',
      alt: 'Illustration of an open envelope with a letter rising out of it and a notification dot',
      width: 640,
      height: 480,
    },
  },
  'business-listings-voice-search': {
    benefits: [
      {
        title: 'Consistent Everywhere',
        description:
          'Your name, address, phone number and hours match across directories, which helps search engines trust your business.',
        icon: 'globe',
      },
      {
        title: 'Ready For Voice Search',
        description:
          'Structured data and conversational FAQ content help Siri, Google Assistant and Alexa answer questions with your business.',
        icon: 'mic',
      },
      {
        title: 'Seen In Map Results',
        description:
          'Optimized Google Business Profile and Apple Business Connect listings improve visibility in searches near you.',
        icon: 'map-pin',
      },
      {
        title: 'Protected Listings',
        description:
          'We watch for duplicate listings and unwanted edits and correct errors before they cost you calls.',
        icon: 'shield-check',
      },
    ],
    process: [
      {
        name: 'Listings Audit',
        description:
          'We scan major directories and map apps for incorrect, duplicate and missing listings.',
      },
      {
        name: 'Claim & Correct',
        description:
          'We claim your profiles and standardize your name, address, phone, hours and categories everywhere.',
      },
      {
        name: 'Optimize For Voice',
        description:
          'We add schema markup and conversational FAQ content that answers the questions customers ask out loud.',
      },
      {
        name: 'Monitor & Maintain',
        description:
          'We watch for changes and new duplicates and update every listing whenever your details change.',
      },
    ],
    heroImage: {
      src: '/images/services/business-listings-voice-search.svg',
      alt: 'Illustration of a business listing card with a map pin and rating, beside a microphone with sound waves',
      width: 640,
      height: 480,
    },
  },
  'review-generation-reputation': {
    benefits: [
      {
        title: 'More Genuine Reviews',
        description:
          'Text and email requests sent right after each visit or job make it easy for happy customers to leave a review.',
        icon: 'star',
      },
      {
        title: 'Every Review Answered',
        description:
          'Professional, on-brand responses to positive and negative reviews show prospects a business that listens.',
        icon: 'message-circle',
      },
      {
        title: 'Stronger Local Rankings',
        description:
          'Review count, recency and responses influence local map rankings, so a steady flow of reviews supports visibility.',
        icon: 'trending-up',
      },
      {
        title: 'Early Warning Alerts',
        description:
          'Instant alerts flag new negative reviews so you can resolve the issue while the customer is still listening.',
        icon: 'shield-check',
      },
    ],
    process: [
      {
        name: 'Reputation Audit',
        description:
          'We assess your ratings, review volume and response history on the platforms that matter in your industry.',
      },
      {
        name: 'Automate Requests',
        description:
          'We connect review requests to your CRM or scheduling software so every customer gets a timely ask.',
      },
      {
        name: 'Respond & Resolve',
        description:
          'We reply to reviews within agreed times and flag unhappy customers to your team for follow-up.',
      },
      {
        name: 'Showcase & Report',
        description:
          'We feature your best reviews on your website and report rating, volume and response trends every month.',
      },
    ],
    heroImage: {
      src: '/images/services/review-generation-reputation.svg',
      alt: 'Illustration of a review card with five gold stars, a reviewer avatar and a reply speech bubble',
      width: 640,
      height: 480,
    },
  },
  'website-accessibility': {
    benefits: [
      {
        title: 'Reduce Legal Risk',
        description:
          'Fixing barriers against WCAG 2.2 AA, the widely used benchmark for ADA website compliance, lowers your exposure to demand letters.',
        icon: 'shield-check',
      },
      {
        title: 'Reach Every Customer',
        description:
          'Screen reader, keyboard-only and low-vision visitors can browse, book and buy without getting stuck.',
        icon: 'users',
      },
      {
        title: 'Expert Manual Testing',
        description:
          'We test with real assistive technology, because automated scanners catch only part of the issues.',
        icon: 'badge-check',
      },
      {
        title: 'Documented Good Faith',
        description:
          'You receive an audit report, remediation log and accessibility statement that record your compliance efforts.',
        icon: 'file-text',
      },
    ],
    process: [
      {
        name: 'Accessibility Audit',
        description:
          'We test key pages and user flows with automated tools, screen readers and keyboard-only navigation against WCAG 2.2 AA.',
      },
      {
        name: 'Prioritized Plan',
        description:
          'You get a report ranking every issue by severity and user impact, with clear instructions for each fix.',
      },
      {
        name: 'Fix & Retest',
        description:
          'Our developers fix code, content and media issues directly in your site, then retest each one.',
      },
      {
        name: 'Monitor & Document',
        description:
          'We publish your accessibility statement and recheck the site after updates so new content stays conformant.',
      },
    ],
    heroImage: {
      src: '/images/services/website-accessibility.svg',
      alt: 'Illustration of the universal accessibility figure in a circle beside a browser window with a checkmark',
      width: 640,
      height: 480,
    },
  },
};
