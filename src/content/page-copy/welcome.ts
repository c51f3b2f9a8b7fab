import type { PageCopy } from '../types';

export const welcomePageCopy = {
  title: 'Welcome: Our Risk-Free Growth Guarantee',
  description:
    'See how our risk-free guarantee works: a free 30-minute consultation, a free $500 marketing audit, and fees tied to verified results.',
  eyebrow: 'Welcome',
  heading: 'Growth Without the Guesswork',
  intro:
    'Every engagement starts with a free 30-minute consultation and a free digital marketing audit, a $500 value. If we do not deliver the results we agree on, you do not pay for them.',
} as const satisfies PageCopy;
