import type { PageCopy } from '../types';

export const allServicesPageCopy = {
  title: 'All Services',
  description:
    'All 11 results-based marketing services in one place: AI voice agents, websites, SEO, ads, email, listings, reviews and accessibility.',
  eyebrow: 'Everything we do',
  heading: 'All Services',
  intro:
    'Eleven services, one team, one guarantee. Compare what each delivers, see what is included, and estimate your investment in under a minute.',
} as const satisfies PageCopy;
