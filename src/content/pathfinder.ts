/**
 * The Pathfinder quiz's copy (docs/product.md#pathfinder-quiz) and
 * what the results page says about each plan. The answer values are the quiz's; the labels,
 * descriptions and bullets are ours to edit.
 */
export interface PathfinderOptionCopy {
  label: string;
  /** One line under the label that helps the visitor recognise themselves. */
  description: string;
}

export interface PathfinderQuestionCopy {
  question: string;
  options: Readonly<Record<string, PathfinderOptionCopy>>;
}

export const pathfinderSectionCopy = {
  eyebrow: 'Pathfinder quiz',
  heading: 'Three Questions to Your Marketing Plan',
  intro:
    'Tell us where your business stands, what you want most and what you are comfortable investing. We match you with the plan we would start with, free and without obligation.',
  /** The counter above the question: "Question 2 of 3". */
  progress: 'Question {current} of {total}',
  /** Beside the counter: "67% complete". */
  complete: '{percent}% complete',
  back: 'Back',
  next: 'Next',
  submit: 'Get My Custom Plan',
} as const;

export const pathfinderQuestions = {
  'business-stage': {
    question: 'Where is your business today?',
    options: {
      idea: {
        label: 'Just an idea',
        description: 'I am planning to launch and do not have customers yet.',
      },
      'no-traffic': {
        label: 'Open, but hard to find',
        description: 'My business runs, but few people find my website or listings.',
      },
      'no-conversion': {
        label: 'Visitors, but few customers',
        description: 'People visit my website, but too few of them call, book or buy.',
      },
      scaling: {
        label: 'Growing and ready to scale',
        description: 'My marketing works and I want to grow faster and lead my market.',
      },
    },
  },
  'primary-goal': {
    question: 'What matters most to you in the next 90 days?',
    options: {
      'first-customers': {
        label: 'Win my first customers',
        description: 'Get the first paying customers through the door.',
      },
      awareness: {
        label: 'Get my name out there',
        description: 'Make local customers know and trust my brand.',
      },
      'more-leads': {
        label: 'More calls and enquiries',
        description: 'Fill my pipeline with more qualified leads every month.',
      },
      'online-sales': {
        label: 'Sell more online',
        description: 'Turn more website visitors into orders and bookings.',
      },
    },
  },
  budget: {
    question: 'What monthly marketing budget feels comfortable?',
    options: {
      starter: {
        label: 'Under $1,500/month',
        description: 'Start lean and reinvest as results come in.',
      },
      growth: {
        label: '$1,500 - $5,000/month',
        description: 'Run several channels at once for steady growth.',
      },
      scale: {
        label: '$5,000+/month',
        description: 'Invest to outpace competitors across search and ads.',
      },
    },
  },
} as const satisfies Readonly<Record<string, PathfinderQuestionCopy>>;

export const pathfinderResultsCopy = {
  eyebrow: 'Your Pathfinder result',
  /** The plan name when the link carries none (docs/product.md#pathfinder-results). */
  defaultPlanName: 'Recommended Plan',
  reasonHeading: 'Why this plan fits',
  bulletsHeading: 'What your plan includes',
  contactButton: 'Talk to a Strategist About This Plan',
  retakeQuiz: 'Retake the quiz',
} as const;

/**
 * The plans the quiz recommends, by the slug it puts in the results link: the name shown as the page's
 * heading and sent to the team, and why it fits. The results page shows these and nothing else from
 * the link, so an edited link cannot put its own words on the agency's page.
 */
export const pathfinderPlans = {
  'market-dominance-seo': {
    name: 'Market Dominance SEO',
    reason:
      'You are scaling or ready to invest at scale, so a sustained search campaign to lead your market is the strongest next step.',
  },
  'launch-pad': {
    name: 'The Launch Pad',
    reason:
      'You are starting from an idea, so the priority is a professional launch: a website, business listings and first campaigns to reach customers.',
  },
  'conversion-catalyst': {
    name: 'The Conversion Catalyst',
    reason:
      'Your answers point to conversion, so making your website turn more of its visitors into leads and sales will pay off first.',
  },
  'growth-accelerator': {
    name: 'The Growth Accelerator',
    reason:
      'Your business is up and running, so a steady mix of ads, search and follow-up to bring in more visitors and leads fits best.',
  },
} as const satisfies Readonly<Record<string, { name: string; reason: string }>>;

/** What each plan delivers, by the slug the quiz puts in the results link; the page shows at most three. */
export const planBullets = {
  'launch-pad': [
    'A fast, mobile-friendly website built to turn your first visitors into calls and bookings',
    'Your Google Business Profile and key directory listings set up so local customers can find you',
    'A starter Google Ads campaign on a capped budget to win your first paying customers',
  ],
  'growth-accelerator': [
    'Google Ads and Local Service Ads managed every week to bring in more qualified calls',
    'Local SEO and review generation that lift your map rankings month after month',
    'E-mail follow-up that turns one-time enquiries into repeat customers',
  ],
  'conversion-catalyst': [
    'A conversion audit of your website with heatmaps showing where visitors drop off',
    'Landing pages and calls to action rebuilt and A/B tested to turn more visitors into leads',
    'Checkout and booking steps simplified so more visitors finish what they start',
  ],
  'market-dominance-seo': [
    'Pay-per-results SEO aimed at the high-intent searches your best customers make',
    'Content, technical fixes and authority links to outrank competitors across your market',
    'Monthly ranking and revenue reports, with fees tied to verified results',
  ],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** For a results link whose plan we do not know (an old or edited link). */
export const genericPlanBullets = [
  'A free 30-minute strategy session to map your goals, market and budget',
  'A free digital marketing audit of your website, search presence and ads, a $500 value',
  'A custom plan with clear targets, and fees tied to verified results',
] as const;
