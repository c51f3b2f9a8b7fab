import type { PageCopy } from '../types';

export const authPageCopy = {
  title: 'Staff Sign-in',
  description: 'Sign in to the Growth Engine Dashboard.',
  heading: 'Staff Sign-in',
  intro: 'Sign in with your staff e-mail and password to open the Growth Engine Dashboard.',
} as const satisfies PageCopy;
