import type { PageCopy } from '../types';

export const adminPageCopy = {
  title: 'Growth Engine Dashboard',
  description: 'Work the leads the site captures.',
  heading: 'Growth Engine Dashboard',
  intro: 'Every lead the site captures, newest first.',
} as const satisfies PageCopy;
