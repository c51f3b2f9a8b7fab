import type { PageCopy } from '../types';

export const sitemapPageCopy = {
  title: 'Sitemap',
  description: 'Every page of the site in one place: services, packages, quizzes, guides, case studies and how to get started.',
  eyebrow: 'Sitemap',
  heading: 'Sitemap',
  intro: 'Every page of the site, grouped so you can find what you need quickly.',
} as const satisfies PageCopy;
