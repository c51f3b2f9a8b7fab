import type { PageCopy } from '../types';

export const pathfinderResultsPageCopy = {
  title: 'Your Recommended Plan',
  description:
    'Your recommended marketing plan from the Pathfinder quiz, with why it fits and the next step to get started risk-free.',
  eyebrow: 'Your Pathfinder result',
  // The plan's name is the page's heading; a link without one shows the documented default name.
  heading: 'Recommended Plan',
  intro:
    'Based on your answers, this is the plan we would start with. Talk it through with a strategist for free before you commit to anything.',
} as const satisfies PageCopy;
