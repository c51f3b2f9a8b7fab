import type { PageCopy } from '../types';

export const forGrowingBusinessesPageCopy = {
  title: 'Marketing for Growing Businesses',
  description:
    'Scale with advanced PPC, enterprise SEO and conversion rate optimization, backed by a guarantee tied to the growth you can measure.',
  eyebrow: 'For growing businesses',
  heading: 'Scale What Already Works',
  intro:
    'You have customers and a working offer. Advanced PPC, enterprise SEO and conversion rate optimization turn that foundation into predictable growth, measured against targets we agree on up front.',
} as const satisfies PageCopy;
