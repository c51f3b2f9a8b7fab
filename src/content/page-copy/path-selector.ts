import type { PageCopy } from '../types';

export const pathSelectorPageCopy = {
  title: 'Choose Your Path',
  description:
    'Starting a business or growing one? Pick your path and take a two-minute quiz to get a custom Launch Roadmap or Growth Audit by e-mail.',
  eyebrow: "Let's talk",
  heading: 'Where Are You on Your Business Journey?',
  intro:
    'Pick the path that fits you. A short quiz, about two minutes, tells us enough to send you a custom plan, and then you can book your free 30-minute consultation.',
} as const satisfies PageCopy;
