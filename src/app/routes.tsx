import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, matchRoutes, useLocation } from 'react-router-dom';
import { routeTable, type PageName } from '@/lib/route-table';
import NotFoundPage from '@/pages/not-found';
import { ErrorBoundary } from './error-boundary';
import { lazyPage, type LazyPage } from '@/lib/loading/lazy-page';
import { RootLayout } from './root-layout';

// One chunk per page: a visitor downloads only the page they open. The not-found page is in
// the main chunk anyway, because the error boundary and unknown service slugs render it too.
const pageModules = import.meta.glob<{ default: ComponentType }>([
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

// Staff pages are never prerendered, and their frame is code no visitor needs.
const StaffLayout = lazy(() => import('./staff-layout'));

const routes = routeTable.map((route) => ({ path: route.path, access: route.access, ...pageFor(route.page) }));
const staffRoutes = routes.filter((route) => route.access === 'private');
const siteRoutes = routes.filter((route) => route.access !== 'private');

/** Loads the code of the page that renders `pathname`, so the first render does not suspend. */
export async function preloadPageFor(pathname: string): Promise<void> {
  await matchRoutes(routes, pathname)?.at(-1)?.route.preload();
}

/**
 * The app's routes: staff pages (access 'private') inside the staff layout, every other entry of the
 * route table inside the site layout. Each layout has its own boundary around the page; this one
 * catches a failure of a layout itself.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Routes>
        <Route
          element={
            <Suspense fallback={null}>
              <StaffLayout />
            </Suspense>
          }
        >
          {staffRoutes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        <Route element={<RootLayout />}>
          {siteRoutes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
