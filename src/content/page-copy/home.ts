import type { PageCopy } from '../types';

export const homePageCopy = {
  title: 'Find Your Perfect Marketing Plan in 60 Seconds',
  description:
    'Results-based digital marketing for Los Angeles businesses. Answer three questions, get a custom plan, and pay only for verified results.',
  eyebrow: 'Risk-free marketing in Los Angeles',
  heading: 'Find Your Perfect Marketing Plan in 60 Seconds',
  intro:
    'Answer three quick questions and get a plan built for your business: the right mix of search, ads, websites and AI call answering. You pay only for verified results.',
  actions: {
    /** The A/B test's two labels for the hero's main button (docs/product.md#ab-test). */
    planA: 'Get My Free Plan',
    planB: 'See My Plan in 60 Seconds',
    exploreServices: 'Explore Services',
  },
  statsLabel: 'Our track record',
} as const satisfies PageCopy & { statsLabel: string };
