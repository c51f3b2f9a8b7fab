import type { PageCopy } from '../types';

/** What a visitor reads when a page throws (app/error-page.tsx); not a route of its own. */
export const errorPageCopy = {
  title: 'Something went wrong',
  description: 'This page hit an unexpected problem.',
  heading: 'Something went wrong on our side',
  intro:
    'This page hit an unexpected problem. Nothing you entered elsewhere on the site is affected. Try again, or head back to the home page.',
  retry: 'Try again',
  home: 'Go to the home page',
} as const satisfies PageCopy & { retry: string; home: string };
