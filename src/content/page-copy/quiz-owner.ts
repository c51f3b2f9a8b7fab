import type { PageCopy } from '../types';

export const quizOwnerPageCopy = {
  title: 'Growth Audit Quiz',
  description:
    'Grow your existing business: answer five short questions and get a custom Growth Audit by e-mail, plus a free 30-minute strategy call.',
  eyebrow: 'Growth Audit',
  heading: 'Get Your Custom Growth Audit',
  intro:
    'Tell us how your business runs today and what a win looks like. We review your answers and send a Growth Audit with the first moves that will bring you more customers.',
} as const satisfies PageCopy;
