import type { PageCopy } from '../types';

type SectionCopy = { eyebrow: string; heading: string };

export const serviceDetailPageCopy = {
  title: 'Service',
  description: 'Results-based marketing services for Los Angeles businesses.',
  heading: 'Service',
  intro: '',
  actions: { consultation: 'Get a Free Consultation', allSolutions: 'View All Solutions' },
  benefits: { eyebrow: 'Why it works', heading: (service: string) => `The Benefits of ${service}` },
  included: { eyebrow: 'The details', heading: "What's Included" },
  process: { eyebrow: 'How we work', heading: 'Our Four-Step Process' },
} as const satisfies PageCopy & {
  benefits: { eyebrow: string; heading: (service: string) => string };
  included: SectionCopy;
  process: SectionCopy;
};
