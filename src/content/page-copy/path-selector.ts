import type { PageCopy } from '../types';

export const pathSelectorPageCopy = {
  title: 'Choose Your Path',
  description:
    'Starting a business or growing one? Pick your path and take a two-minute quiz to get a custom Launch Roadmap or Growth Audit by e-mail.',
  eyebrow: "Let's talk",
  heading: 'Where Are You on Your Business Journey?',
  intro:
    'Pick the path that fits you. A short quiz, about two minutes, tells us enough to send you a custom plan, and then you can book your free 30-minute consultation.',
  /** The two paths, each to its quiz. */
  paths: [
    {
      to: '/quiz/aspirer',
      title: "I'm Planning to Start a Business",
      body: 'Get a Launch Roadmap: the first steps, the first customers, and what to spend on first.',
    },
    {
      to: '/quiz/owner',
      title: 'I Need to Grow My Existing Business',
      body: 'Get a Growth Audit: where your next customers will come from and how to reach them.',
    },
  ],
  pathsLabel: 'Choose your path',
  startQuiz: 'Start the 2-minute quiz',
} as const satisfies PageCopy & {
  paths: readonly { to: string; title: string; body: string }[];
  pathsLabel: string;
  startQuiz: string;
};
