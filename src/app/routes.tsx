import { Route, Routes, matchRoutes } from 'react-router-dom';
import { routeTable, type PageName } from '@/lib/route-table';
import NotFoundPage from '@/pages/not-found';
import { lazyPage, type LazyPage } from './lazy-page';
import { RootLayout } from './root-layout';

// One chunk per page: a visitor downloads only the page they open. The not-found page is in
// the main chunk anyway, because the error boundary and unknown service slugs render it too.
const pageModules = import.meta.glob<{ default: React.ComponentType }>([
  '../pages/*.tsx',
  '!../pages/*.test.tsx',
  '!../pages/not-found.tsx',
]);

function pageFor(page: PageName): LazyPage {
  if (page === 'not-found') return { Page: NotFoundPage, preload: () => Promise.resolve() };
  const load = pageModules[`../pages/${page}.tsx`];
  if (!load) throw new Error(`Route table names page "${page}" but src/pages/${page}.tsx does not exist`);
  return lazyPage(load);
}

const pages = new Map(routeTable.map((route) => [route.path, pageFor(route.page)]));

/** Loads the code of the page that renders `pathname`, so the first render does not suspend. */
export async function preloadPageFor(pathname: string): Promise<void> {
  const match = matchRoutes(
    routeTable.map((route) => ({ path: route.path })),
    pathname,
  )?.at(-1);
  if (match?.route.path) await pages.get(match.route.path)?.preload();
}

/** The app's routes: every entry of the route table inside the site layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {routeTable.map((route) => {
          const { Page } = pages.get(route.path) as LazyPage;
          return <Route key={route.path} path={route.path} element={<Page />} />;
        })}
      </Route>
    </Routes>
  );
}
