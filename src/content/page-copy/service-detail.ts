import type { PageCopy } from '../types';

export const serviceDetailPageCopy = {
  title: 'Service',
  description: 'Results-based marketing services for Los Angeles businesses.',
  heading: 'Service',
  intro: '',
} as const satisfies PageCopy;
