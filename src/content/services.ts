import type { ServiceSlug } from './service-slugs';
import type { IconName } from './types';

export { serviceSlugs, type ServiceSlug } from './service-slugs';

/**
 * A service as every list of services shows it (the services grid, /professional, /all-services, the
 * case studies). What a service's own page adds (its benefits, which /all-services shows too, its process
 * and hero image) is in service-details.ts, keyed by slug, so that the pages listing services do not
 * download every service's page.
 */
export interface Service {
  slug: ServiceSlug;
  title: string;
  /** One or two sentences: the services grid card and the page's meta description. */
  description: string;
  icon: IconName;
  /** What's included; the first four are the services grid card's features. */
  features: readonly string[];
  /** A short badge such as "NEW". */
  highlight?: string;
}

export const services: readonly Service[] = [
  {
    slug: 'ai-voice-agents',
    title: 'AI Voice Agents',
    description:
      'AI voice agents answer every call 24/7, qualify leads and book appointments instantly, with HIPAA-ready workflows for healthcare, legal and service firms.',
    icon: 'bot',
    highlight: 'NEW',
    features: [
      '24/7 call answering in a natural voice',
      'Lead qualification with your intake questions',
      'HIPAA & legal compliant call handling',
      'Appointment booking straight into your calendar',
      'Live transfer for urgent callers',
      'Call summaries by text and email',
      'English and Spanish conversations',
      'CRM and intake form integration',
    ],
  },
  {
    slug: 'winning-websites',
    title: 'Winning Websites',
    description:
      'Fast, mobile-first websites built to turn visitors into calls and booked appointments, with clear offers, local SEO and conversion tracking built in.',
    icon: 'layout-template',
    features: [
      'Custom mobile-first design',
      'Conversion-focused page layouts and copy',
      'Core Web Vitals performance tuning',
      'On-page and local SEO setup',
      'Call, form and booking tracking',
      'Accessible, WCAG-minded components',
      'Secure hosting with SSL',
      'Hands-on content editing training',
    ],
  },
  {
    slug: 'pay-per-results-seo',
    title: 'Pay-Per-Results SEO',
    description:
      'Search engine optimization where you pay for verified ranking gains, not hours, focused on the keywords that bring paying customers to your door.',
    icon: 'search',
    features: [
      'Pay only for verified ranking gains',
      'Keyword research by buyer intent',
      'Technical SEO audit and fixes',
      'Service and location page content',
      'Google Business Profile optimization',
      'White-hat link building',
      'Monthly ranking and lead reports',
    ],
  },
  {
    slug: '4x-conversions',
    title: '4x Conversions',
    description:
      'Conversion rate optimization that gets more leads from the traffic you already pay for, using analytics, session recordings and controlled A/B tests.',
    icon: 'trending-up',
    features: [
      'Full-funnel conversion audit',
      'A/B and multivariate testing',
      'Landing page redesign and copywriting',
      'Heatmap and session recording analysis',
      'Form and checkout friction fixes',
      'Click-to-call and booking optimization',
      'Monthly test results reporting',
    ],
  },
  {
    slug: 'google-advertising',
    title: 'Google Advertising',
    description:
      'Google Search, Performance Max and YouTube campaigns managed to a target cost per lead, with call tracking and strict keyword controls to cut waste.',
    icon: 'megaphone',
    features: [
      'Search, Maps and YouTube campaigns',
      'Target cost-per-lead bid management',
      'Call and form conversion tracking',
      'Dedicated, tested landing pages',
      'Negative keyword and invalid click screening',
      'Ad copy and asset testing',
      'Weekly optimization, monthly reporting',
    ],
  },
  {
    slug: 'local-service-ads',
    title: 'Local Service Ads',
    description:
      'Google Local Services Ads setup and management that puts your business at the top of local search with a Google Guaranteed or Google Screened badge.',
    icon: 'map-pin',
    features: [
      'Complete LSA profile setup',
      'Google Guaranteed or Screened verification',
      'Lead dispute and credit management',
      'Service area and budget optimization',
      'Review strategy to improve ad ranking',
      'Lead response and booking coaching',
      'Monthly lead and cost reporting',
    ],
  },
  {
    slug: 'facebook-advertising',
    title: 'Facebook Advertising',
    description:
      'Facebook and Instagram campaigns that reach the right local audiences with tested creative, instant lead forms and retargeting tied to real leads.',
    icon: 'thumbs-up',
    features: [
      'Facebook and Instagram campaign management',
      'Audience research and lookalike targeting',
      'Ad creative and copy production',
      'Retargeting and instant lead form campaigns',
      'Pixel and Conversions API setup',
      'Ongoing creative A/B testing',
      'Monthly cost-per-lead reporting',
    ],
  },
  {
    slug: 'email-marketing',
    title: 'Email Marketing',
    description:
      'Email campaigns and automated sequences that nurture leads, win repeat business and re-engage past customers, measured by revenue rather than opens.',
    icon: 'mail',
    features: [
      'Automated welcome and nurture sequences',
      'Monthly newsletters and promotions',
      'List segmentation and personalization',
      'Mobile-friendly branded templates',
      'Deliverability and domain authentication setup',
      'Subject line and content A/B testing',
      'Revenue and booking attribution reports',
    ],
  },
  {
    slug: 'business-listings-voice-search',
    title: 'Business Listings & Voice Search',
    description:
      'Accurate, consistent listings on Google, Apple Maps, Bing, Yelp and key directories, optimized so voice assistants can find and recommend you.',
    icon: 'mic',
    features: [
      'Google Business Profile optimization',
      'Apple Maps, Bing and Yelp management',
      'Voice search FAQ content',
      'Name, address and phone cleanup',
      'Local business schema markup',
      'Duplicate listing removal',
      'Ongoing listing monitoring',
    ],
  },
  {
    slug: 'review-generation-reputation',
    title: 'Review Generation & Reputation',
    description:
      'Automated review requests, response management and monitoring that help you earn more genuine reviews and protect your reputation on every platform.',
    icon: 'star',
    features: [
      'Automated text and email review requests',
      'Review response drafting and management',
      'Alerts for new and negative reviews',
      'Google, Yelp and Facebook monitoring',
      'Review showcase widgets for your website',
      'Platform-compliant requests, no review gating',
      'Monthly reputation reports',
    ],
  },
  {
    slug: 'website-accessibility',
    title: 'Website Accessibility (ADA/WCAG)',
    description:
      'ADA and WCAG 2.2 AA accessibility audits and code-level remediation that make your website usable for everyone and reduce your legal risk.',
    icon: 'accessibility',
    features: [
      'WCAG 2.2 AA audit and report',
      'Code-level remediation, not overlays',
      'Screen reader and keyboard testing',
      'Color contrast, form and media fixes',
      'Accessibility statement and documentation',
      'PDF and document remediation',
      'Monitoring after every site update',
    ],
  },
];
