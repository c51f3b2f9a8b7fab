import type { PageCopy } from '../types';

export const callBookingPageCopy = {
  title: 'Book Your Free Consultation',
  description:
    'Book a free 30-minute consultation with a growth strategist. Pick a date and time that suits you and we will confirm within 24 hours.',
  eyebrow: 'Free 30-minute consultation',
  heading: 'Book Your Free Strategy Call',
  intro:
    'Choose a date and time that suits you and tell us your biggest question. A strategist will confirm your call within 24 hours and come prepared with ideas for your business.',
} as const satisfies PageCopy;
