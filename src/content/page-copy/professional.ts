import type { PageCopy } from '../types';

export const professionalPageCopy = {
  title: 'Stop Gambling on Marketing',
  description:
    'Marketing with a guarantee: a custom proposal within 48 hours, pricing in under 60 seconds, and no payment until results are verified.',
  eyebrow: 'Marketing with a guarantee',
  heading: 'Stop Gambling on Marketing',
  intro:
    'Most agencies bill you whether or not the phone rings. We tie our fees to verified results, send a custom proposal within 48 hours, and show you your price in under 60 seconds.',
  actions: { customPlan: 'Get My Custom Plan' },
} as const satisfies PageCopy;
