import type { PageCopy } from '../types';

export const howItWorksPageCopy = {
  title: 'How It Works',
  description:
    'Four steps from first call to measurable growth: discovery and audit, strategy and plan, execution and management, reporting and growth.',
  eyebrow: 'Our process',
  heading: 'How It Works',
  intro:
    'Four clear steps take you from a first conversation to growth you can see in your numbers: Discovery & Audit, Strategy & Plan, Execution & Management, and Reporting & Growth.',
} as const satisfies PageCopy;
