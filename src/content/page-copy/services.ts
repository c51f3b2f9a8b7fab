import type { PageCopy } from '../types';

export const servicesPageCopy = {
  title: 'Marketing Packages',
  description:
    'Three results-based marketing packages, each with a custom quote and a risk-free guarantee. Find the one that fits your stage of growth.',
  eyebrow: 'Marketing packages',
  heading: 'Marketing Packages Built Around Results',
  intro:
    'Three packages for three stages of growth, each priced by custom quote and backed by our risk-free guarantee. Not sure where you fit? The Pathfinder quiz recommends one in under a minute.',
  actions: { pathfinder: 'Take the Pathfinder Quiz', allServices: 'View All Services' },
} as const satisfies PageCopy;
