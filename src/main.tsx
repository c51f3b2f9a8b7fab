import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { prerenderedPathAttribute, shouldHydrate } from '@/app/prerender-marker';
import { AppProviders } from '@/app/providers';
import { normalizePath } from '@/lib/route-table';
import { createRoutes } from '@/app/routes';
import './index.css';

/**
 * Load the code of the routes that match the URL before the first render, so hydration
 * renders exactly what the prerenderer rendered instead of suspending on a lazy page.
 */
async function resolveMatchedLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const routes = createRoutes();
  await resolveMatchedLazyRoutes(routes);
  const router = createBrowserRouter(routes);
  const app = (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );

  if (shouldHydrate(container.getAttribute(prerenderedPathAttribute), window.location.pathname, normalizePath)) {
    hydrateRoot(container, app, {
      onRecoverableError(error, info) {
        // A hydration mismatch is a prerendering bug: make it loud in development and tests.
        console.error('Hydration error:', error, info.componentStack);
      },
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
