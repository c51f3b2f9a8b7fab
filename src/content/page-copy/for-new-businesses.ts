import type { PageCopy } from '../types';

export const forNewBusinessesPageCopy = {
  title: 'Marketing for New Businesses',
  description:
    'Launch with a professional website, local SEO and a social media presence built to win your first customers, with a risk-free guarantee.',
  eyebrow: 'For new businesses',
  heading: 'Launch Strong and Win Your First Customers',
  intro:
    'A new business needs three things before it spends a dollar on ads: a professional website, a local search presence customers can find, and social profiles that build trust. We set up all three.',
} as const satisfies PageCopy;
