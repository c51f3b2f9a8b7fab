import type { PageCopy } from '../types';

export const manageBookingPageCopy = {
  title: 'Manage Your Call',
  description: 'See your free consultation call, move it to another time that suits you, or cancel it, with the private link from your confirmation email.',
  eyebrow: 'Your free consultation',
  heading: 'Manage Your Call',
  intro: 'See when your call is, move it to another time, or cancel it. This page opens only with the private link from your confirmation email.',
} as const satisfies PageCopy;
