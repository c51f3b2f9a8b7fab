import type { PageCopy } from '../types';

export const onboardingPageCopy = {
  title: "Let's Build Your Success Story",
  description:
    'Answer four short steps about your goals, business, budget and timeline and get a recommended package with clear pricing and terms.',
  eyebrow: 'Get your custom strategy',
  heading: "Let's Build Your Success Story",
  intro:
    'Four short steps about your goals, your business, your budget and your timeline. We recommend the package that fits, with its setup fee, monthly retainer and guarantee.',
} as const satisfies PageCopy;
