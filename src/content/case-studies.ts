import type { ServiceSlug } from './service-slugs';
import type { ContentImage, IconName } from './types';

/** One measured outcome of a case study. */
export interface CaseStudyResult {
  icon: IconName;
  /** The figure as shown, e.g. "850%". */
  metric: string;
  label: string;
  detail: string;
}

/** A client story (docs/product.md#marketing-pages). The figures are static marketing copy. */
export interface CaseStudy {
  id: string;
  client: string;
  industry: string;
  location: string;
  image: ContentImage;
  /** What was wrong when the client came to us. */
  challenge: string;
  /** The plan in one line: the card's summary. */
  heroSolution: string;
  /** The plan in full: the case-study page's account. */
  solution: string;
  /** The first result is the headline figure. */
  results: readonly CaseStudyResult[];
  testimonial: string;
  clientName: string;
  timeframe: string;
  servicesUsed: readonly ServiceSlug[];
}

const image = (id: string, alt: string): ContentImage => ({
  src: `/images/case-studies/${id}.svg`,
  alt,
  width: 640,
  height: 400,
});

export const caseStudies: readonly CaseStudy[] = [
  {
    id: 'restaurant-chain',
    client: 'Casa Gonzalez Kitchen',
    industry: 'Restaurant chain',
    location: 'Los Angeles, CA (4 locations)',
    image: image('restaurant-chain', 'Illustration of a restaurant storefront with a map pin and a rising chart'),
    challenge:
      'Four family-run locations depended on walk-ins and a dated website. Their Google listings showed the wrong hours, reviews went unanswered, and two earlier agencies reported impressions instead of customers.',
    heroSolution: 'Local search, a mobile ordering site and review generation, paid for by verified visits.',
    solution:
      'We corrected and unified all four Google Business Profiles, rebuilt the site around a two-tap menu and online ordering, and launched location-targeted Google and Facebook ads with offers timed to slow weekday afternoons. A review-request flow after every order turned happy diners into a steady stream of five-star reviews. Fees were tied to store-visit conversions measured in Google Ads.',
    results: [
      { icon: 'users', metric: '850%', label: 'increase in foot traffic', detail: 'Store visits attributed to search and ads, month 6 against the month before launch.' },
      { icon: 'star', metric: '4.8★', label: 'average rating', detail: 'Up from 3.9 stars, with 410 new reviews across the four locations.' },
      { icon: 'dollar-sign', metric: '3.2x', label: 'online order revenue', detail: 'Online orders as a share of sales tripled once the menu worked on phones.' },
    ],
    testimonial:
      'We agreed on foot traffic and online orders before we paid a cent. Six months later our Saturday lines go around the corner.',
    clientName: 'Maria Gonzalez, Owner',
    timeframe: '6 months',
    servicesUsed: ['business-listings-voice-search', 'winning-websites', 'google-advertising', 'facebook-advertising', 'review-generation-reputation'],
  },
  {
    id: 'dental-practice',
    client: 'Park Family Dental',
    industry: 'Dental practice',
    location: 'Koreatown, Los Angeles, CA',
    image: image('dental-practice', 'Illustration of a tooth inside a shield beside a calendar with booked appointments'),
    challenge:
      'Half of all calls arrived while the front desk was busy or the office was closed, and the website sent visitors to a contact form nobody answered until the next day. Ad spend was rising while new-patient bookings stayed flat.',
    heroSolution: 'An AI voice agent that books patients 24/7 and a website rebuilt to convert.',
    solution:
      'We deployed a HIPAA-compliant AI voice agent that answers every call, checks insurance questions and books new-patient exams straight into the practice calendar. The website was rebuilt around online booking with clear pricing for common treatments, and we cut wasted ad spend by moving budget to the searches that actually booked appointments.',
    results: [
      { icon: 'trending-up', metric: '340%', label: 'increase in conversion rate', detail: 'Website and call visitors who booked an exam, month 4 against the month before launch.' },
      { icon: 'phone', metric: '100%', label: 'of calls answered', detail: 'Including the 38% that arrive after hours or on weekends.' },
      { icon: 'dollar-sign', metric: '-42%', label: 'cost per new patient', detail: 'The same ad budget now brings in almost twice as many patients.' },
    ],
    testimonial:
      'The AI voice agent answers every after-hours call and books new patients straight into our schedule. My front desk finally has time for the patients in the chair.',
    clientName: 'Dr. James Park, Founder',
    timeframe: '4 months',
    servicesUsed: ['ai-voice-agents', 'winning-websites', '4x-conversions', 'google-advertising'],
  },
  {
    id: 'auto-repair-shop',
    client: 'Russo Auto Care',
    industry: 'Auto repair shop',
    location: 'Van Nuys, Los Angeles, CA',
    image: image('auto-repair-shop', 'Illustration of a wrench and gear beside a phone ringing with new leads'),
    challenge:
      'A respected three-bay shop with loyal regulars but almost no new customers from search. Competitors with bigger budgets outranked it, and the owner had been burned by a long contract with an agency that never called back.',
    heroSolution: 'Pay-per-lead Local Service Ads, local SEO and a reviews engine.',
    solution:
      'We set up Google Local Service Ads with the Google Guaranteed badge, so the shop pays only for real calls from local drivers. Local SEO pages for each service and neighbourhood, a cleaned-up business listing and automated review requests after every repair pushed the shop into the top three of the map results.',
    results: [
      { icon: 'target', metric: '520%', label: 'increase in leads', detail: 'Calls and booking requests, month 5 against the month before launch.' },
      { icon: 'map-pin', metric: 'Top 3', label: 'in local map results', detail: 'For "auto repair near me" and nine service searches in the San Fernando Valley.' },
      { icon: 'star', metric: '180+', label: 'new five-star reviews', detail: 'Requested by text after every completed repair.' },
    ],
    testimonial:
      'I only pay for leads that actually call the shop, and I can hear the recordings. No contract games, just results.',
    clientName: 'Tony Russo, Owner',
    timeframe: '5 months',
    servicesUsed: ['local-service-ads', 'pay-per-results-seo', 'business-listings-voice-search', 'review-generation-reputation'],
  },
];
