import type { PageCopy } from '../types';

export const resourcesPageCopy = {
  title: 'Free Marketing Guides',
  description:
    'Download free, practical marketing guides for small and growing businesses, written by the strategists who run our client campaigns.',
  eyebrow: 'Free resources',
  heading: 'Free Marketing Guides',
  intro:
    'Practical guides written by the strategists who run our client campaigns. Enter your details and we will e-mail the download link straight away.',
} as const satisfies PageCopy;
