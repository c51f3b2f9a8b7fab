import { packageNames, packageTypes, type PackageType } from '@shared/packages.ts';

/**
 * The three packages the onboarding wizard can recommend (spec 1 §3 "Package", §9). Their types and names
 * come from the shared catalog, which the server's agreement reads too.
 */
export { packageTypes, type PackageType };

export interface OnboardingPackage {
  type: PackageType;
  name: string;
  /** A range of one-off fees, e.g. "$2,500 - $5,000"; the agreement link reads its first amount. */
  setupFee: string;
  /** A range of monthly fees, e.g. "$1,500 - $3,000/month"; the agreement link reads its first amount. */
  monthlyRetainer: string;
  contractTerm: string;
  guarantee: string;
  /** Who the package suits. */
  ideal: string;
}

export const onboardingPackages = {
  launch: {
    type: 'launch',
    name: packageNames.launch,
    setupFee: '$2,500 - $5,000',
    monthlyRetainer: '$1,500 - $3,000/month',
    contractTerm: '3 months minimum',
    guarantee: '30-day risk-free trial with setup fee refund if not satisfied',
    ideal: 'New and small businesses building their first steady flow of leads.',
  },
  growth: {
    type: 'growth',
    name: packageNames.growth,
    setupFee: '$5,000 - $7,500',
    monthlyRetainer: '$3,500 - $6,500/month',
    contractTerm: '6 months minimum',
    guarantee: 'double qualified leads within 90 days or work for free',
    ideal: 'Established businesses ready to grow across several marketing channels.',
  },
  leader: {
    type: 'leader',
    name: packageNames.leader,
    setupFee: '$10,000 - $15,000',
    monthlyRetainer: '$7,500 - $15,000/month',
    contractTerm: '12 months minimum',
    guarantee: '3x ROI guarantee or 3 months of free service',
    ideal: 'Companies aiming to lead their market, including those automating phone calls with AI.',
  },
} as const satisfies { [Type in PackageType]: OnboardingPackage & { type: Type } };

/**
 * The packages page's cards (/services, spec 2 §2 "Packages page", §9). Its own wording, apart
 * from the onboarding ranges above: every price is a custom quote and the minimum terms are
 * shorter (1 month of support, 3 and 6 months minimum). The spec keeps both readings, each on
 * its own page, and the "no long-term contracts" marketing copy alongside them.
 */
export interface PackagesPageCard {
  type: PackageType;
  name: string;
  tagline: string;
  description: string;
  price: string;
  /** Tagged "MOST POPULAR" on the page. */
  highlight: boolean;
  features: readonly string[];
  /** The button's text; its accessible name adds the package name. */
  cta: string;
  idealFor: string;
  term: string;
}

export const mostPopularLabel = 'MOST POPULAR';

export const packagesPageCards: readonly PackagesPageCard[] = [
  {
    type: 'launch',
    name: packageNames.launch,
    tagline: 'Get found and win your first steady customers',
    description:
      'The essentials that make a new or small business look established online and turn local searches into calls and bookings.',
    price: 'Custom Quote',
    highlight: false,
    features: [
      'Conversion-focused website, mobile first',
      'Google Business Profile setup and optimization',
      'Local SEO for your city and core services',
      'Call tracking and lead capture forms',
      'Plain-English monthly results report',
    ],
    cta: 'Get Started',
    idealFor: 'New and small businesses building their first reliable flow of leads.',
    term: '1 month of support',
  },
  {
    type: 'growth',
    name: packageNames.growth,
    tagline: 'Multi-channel growth with one accountable team',
    description:
      'Paid search, social ads and SEO working together, with every campaign tuned each month towards the leads that actually buy.',
    price: 'Custom Quote',
    highlight: true,
    features: [
      'Everything in Launch Pad',
      'Google and Facebook ad management',
      'Pay-per-results SEO campaign',
      'Landing page testing and conversion optimization',
      'Review generation and reputation monitoring',
      'Dedicated account manager',
    ],
    cta: 'Get Started',
    idealFor: 'Established businesses ready to grow across several marketing channels.',
    term: '3 months minimum',
  },
  {
    type: 'leader',
    name: packageNames.leader,
    tagline: 'Own your market and answer every call',
    description:
      'A full-funnel program for companies that want the top spot in their market, with AI voice agents making sure no lead goes unanswered.',
    price: 'Custom Quote',
    highlight: false,
    features: [
      'Everything in Growth Engine',
      '24/7 AI voice agent that answers and qualifies calls',
      'Enterprise and multi-location SEO',
      'Advanced PPC across Google, Local Service Ads and Meta',
      'Email marketing automation',
      'Weekly strategy calls and a live dashboard',
    ],
    cta: 'Get Started',
    idealFor: 'Companies aiming to lead their market, including multi-location and high-call-volume teams.',
    term: '6 months minimum',
  },
];
