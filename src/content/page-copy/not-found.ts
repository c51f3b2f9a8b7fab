import type { PageCopy } from '../types';

export const notFoundPageCopy = {
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist.',
  heading: 'Oops! Page not found',
  intro: 'The page you are looking for may have moved, or the link may be mistyped.',
  home: 'Return to Home',
} as const satisfies PageCopy & { home: string };
