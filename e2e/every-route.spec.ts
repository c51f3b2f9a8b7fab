import { pageCopy } from '../src/content/pages.ts';
import { services } from '../src/content/services.ts';
import { routeTable, concretePaths, type RouteEntry } from '../src/lib/route-table.ts';
import { test, expect, waitForHydration } from './fixtures.ts';

/**
 * Every route of the route table, in the browser at the project's width (390 px and 1280 px):
 * it renders its own h1, and nothing logs a console error on the way.
 */
const visits = (routeTable as readonly RouteEntry[]).flatMap((route) => {
  if (route.access === 'fallback') return [];
  // /admin without a session sends the visitor to the sign-in page.
  if (route.page === 'admin') return [{ path: route.path, heading: pageCopy.auth.heading }];
  return concretePaths(route).map((path) => ({
    path,
    heading: route.page === 'service-detail' ? services.find((service) => path.endsWith(`/${service.slug}`))?.title : pageCopy[route.page].heading,
  }));
});

for (const { path, heading } of visits) {
  test(`${path} renders its heading without a console error`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    // Lazy sections below the fold load after the page: their errors count too.
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });
}

test.describe('an unknown path', () => {
  // The server answers it 404, which Chromium reports on the console.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('renders the not-found page without another console error', async ({ page, consoleErrors }) => {
    await page.goto('/no-such-page');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(pageCopy['not-found'].heading);
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
