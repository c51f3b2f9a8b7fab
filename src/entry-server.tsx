import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes, preloadPageFor } from '@/app/routes';

export { routeTable, publicPaths, indexedPaths, normalizePath, concretePaths } from '@/lib/route-table';
export { prerenderedPathAttribute } from '@/app/prerender-marker';
export { site } from '@/content/site';

/**
 * Renders one URL of the app to HTML, waiting for its lazy page and every Suspense boundary.
 * React's hoisted head tags (title, meta, link) come first in the returned HTML.
 */
export async function render(pathname: string): Promise<string> {
  // The page's code first, as the browser does before hydrating.
  await preloadPageFor(pathname);
  const { prelude } = await prerender(
    <AppProviders>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    // React outlines a large boundary (the page) as a fallback plus an inline script that swaps the
    // content in, and batches those reveals: the page would show a blank main for a moment. A static
    // page has nothing to stream, so every boundary stays in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
