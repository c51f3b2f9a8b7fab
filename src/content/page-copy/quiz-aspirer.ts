import type { PageCopy } from '../types';

export const quizAspirerPageCopy = {
  title: 'Launch Roadmap Quiz',
  description:
    'Planning to start a business? Answer five short questions and get a custom Launch Roadmap by e-mail, plus a free 30-minute strategy call.',
  eyebrow: 'Launch Roadmap',
  heading: 'Get Your Custom Launch Roadmap',
  intro:
    'Five short questions about your idea, your customers and what worries you most. We turn your answers into a step-by-step Launch Roadmap and send it to your inbox.',
} as const satisfies PageCopy;
