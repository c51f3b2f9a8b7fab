import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes';

export { routeTable, publicPaths, normalizePath, concretePaths } from '@/lib/route-table';
export { prerenderedPathAttribute } from '@/app/prerender-marker';
export { site } from '@/content/site';

/**
 * Renders one URL of the app to HTML, waiting for its lazy page and every Suspense boundary.
 * React's hoisted head tags (title, meta, link) come first in the returned HTML.
 */
export async function render(pathname: string): Promise<string> {
  const { prelude } = await prerender(
    <AppProviders>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  return new Response(prelude).text();
}
