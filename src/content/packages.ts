import { packageNames, packageTypes, type PackageType } from '@shared/content/packages.ts';

/**
 * The three packages the onboarding wizard can recommend (docs/product.md#packages). Their types and names
 * come from the shared catalog, which the server's agreement reads too.
 */
export { packageTypes, type PackageType };

/** A range of US amounts in cents, low end first. */
export interface CentsRange {
  minCents: number;
  maxCents: number;
}

export interface OnboardingPackage {
  type: PackageType;
  name: string;
  /** The one-off setup fee; the agreement link offers its low end. */
  setupFee: CentsRange;
  /** The monthly retainer; the agreement link offers its low end. */
  monthlyRetainer: CentsRange;
  contractTerm: string;
  guarantee: string;
  /** Who the package suits. */
  ideal: string;
}

export const onboardingPackages = {
  launch: {
    type: 'launch',
    name: packageNames.launch,
    setupFee: { minCents: 250_000, maxCents: 500_000 },
    monthlyRetainer: { minCents: 150_000, maxCents: 300_000 },
    contractTerm: '3 months minimum',
    guarantee: '30-day risk-free trial with setup fee refund if not satisfied',
    ideal: 'New and small businesses building their first steady flow of leads.',
  },
  growth: {
    type: 'growth',
    name: packageNames.growth,
    setupFee: { minCents: 500_000, maxCents: 750_000 },
    monthlyRetainer: { minCents: 350_000, maxCents: 650_000 },
    contractTerm: '6 months minimum',
    guarantee: 'double qualified leads within 90 days or work for free',
    ideal: 'Established businesses ready to grow across several marketing channels.',
  },
  leader: {
    type: 'leader',
    name: packageNames.leader,
    setupFee: { minCents: 1_000_000, maxCents: 1_500_000 },
    monthlyRetainer: { minCents: 750_000, maxCents: 1_500_000 },
    contractTerm: '12 months minimum',
    guarantee: '3x ROI guarantee or 3 months of free service',
    ideal: 'Companies aiming to lead their market, including those automating phone calls with AI.',
  },
} as const satisfies { [Type in PackageType]: OnboardingPackage & { type: Type } };

/**
 * The packages page's cards (/services, docs/product.md#packages-page). Its own wording, apart
 * from the onboarding ranges above: every price is a custom quote and the minimum terms are
 * shorter (1 month of support, 3 and 6 months minimum). Both readings stand, each on its own page
 * (decision 007), and the "no long-term contracts" marketing copy alongside them.
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

/** The heading block over the package cards of /services. */
export const packagesSectionCopy = {
  eyebrow: 'Three stages of growth',
  heading: 'Choose the Package That Fits Today',
  intro: 'Every package is priced to your market and goals after a free consultation, and every one is backed by our risk-free guarantee.',
} as const;

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
