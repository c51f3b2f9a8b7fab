import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import NotFoundPage from '@/pages/not-found';
import { ErrorPage } from './error-page';
import { RootLayout } from './root-layout';
import { routeTable, type PageName } from '@/lib/route-table';

interface PageModule {
  default: ComponentType;
}

// One chunk per page: a visitor downloads only the page they open. The not-found page is in
// the main chunk anyway, because the error page and unknown service slugs render it too.
const pageModules = import.meta.glob<PageModule>(['../pages/*.tsx', '!../pages/not-found.tsx']);

function loadPage(page: PageName): NonNullable<RouteObject['lazy']> {
  if (page === 'not-found') return async () => ({ Component: NotFoundPage });
  const load = pageModules[`../pages/${page}.tsx`];
  if (!load) throw new Error(`Route table names page "${page}" but src/pages/${page}.tsx does not exist`);
  return async () => ({ Component: (await load()).default });
}

/**
 * The router's routes, built from the route table. The layout keeps the header and footer
 * around an error; the outer error element only catches a failure of the layout itself.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <ErrorPage standalone />,
      children: [
        {
          errorElement: <ErrorPage standalone={false} />,
          children: routeTable.map((route) => ({ path: route.path, lazy: loadPage(route.page) })),
        },
      ],
    },
  ];
}
