import type { PageCopy } from '../types';

export const serviceAgreementPageCopy = {
  title: 'Service Agreement',
  description:
    'Review your package, monthly investment, setup fee, KPIs and terms, then accept your results-based service agreement online.',
  eyebrow: 'Service agreement',
  heading: 'Your Service Agreement',
  intro:
    'Review your package, what you invest each month, the setup fee and the KPIs we commit to. Accept online and a strategist will contact you within 24 hours to begin.',
} as const satisfies PageCopy;
