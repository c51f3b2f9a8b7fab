import { island } from '@/lib/loading/island';

/**
 * The home page's quiz block (anchor pathfinder), loaded after the page's first paint. A module of
 * its own so the pages that show it import it directly: through the feature index they would
 * share a chunk with the results page's code (about 2 KB gzip in their first load).
 */
export const PathfinderSection = /* @__PURE__ */ island(() => import('./pathfinder-section'), { minHeight: '44rem' });
