import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/routes';

export { routeTable, publicPaths, normalizePath, concretePaths } from '@/lib/route-table';
export { prerenderedPathAttribute } from '@/app/prerender-marker';
export { site } from '@/content/site';

export interface RenderResult {
  /** The app's HTML, with React's hoisted head tags (title, meta, link) at its start. */
  html: string;
  status: number;
}

/** Renders one URL of the app to HTML, waiting for every lazy page and Suspense boundary. */
export async function render(url: string): Promise<RenderResult> {
  const routes = createRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    throw new Error(`Prerendering ${url} answered a ${context.status} redirect; prerender its target instead`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const html = await new Response(prelude).text();
  return { html, status: context.statusCode };
}
