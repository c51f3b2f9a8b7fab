import type { PageCopy } from '../types';

export const caseStudiesPageCopy = {
  title: 'Case Studies',
  description:
    'How a restaurant chain, a dental practice and an auto repair shop grew with results-based marketing: the challenge, the plan, the numbers.',
  eyebrow: 'Client results',
  heading: 'Case Studies',
  intro:
    'Three local businesses, three different problems, one approach: agree on the results that matter, then do the work to deliver them. Here is what happened.',
} as const satisfies PageCopy;
