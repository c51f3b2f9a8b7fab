import { pageCopy } from '../src/content/pages.ts';
import { services } from '../src/content/services.ts';
import { routeTable, concretePaths, type RouteEntry } from '../src/lib/route-table.ts';
import { test, expect, waitForHydration } from './fixtures.ts';
import { servedGaps, servesWholePage } from '../scripts/lib/served-content.ts';
import { chooseLargestText, homePageIsSlow, loadEverySection, mainContent, servedMainContent, violations } from './page-checks.ts';

/**
 * Every route of the route table, in the browser at the project's width (390 px and 1280 px): it
 * renders its own h1, and nothing logs a console error on the way. A public page hydrates its
 * prerendered HTML (prerendered-pages.spec.ts reads that HTML as served), and is also opened fully
 * (every section below the fold loaded) and must then fit the screen without sideways scrolling; and
 * it must have no WCAG 2.2 AA violation by axe-core, and at the largest text the accessibility panel
 * offers (150 %) still fit the screen (WCAG 1.4.4 and 1.4.10). One page load serves all of it: opening
 * a page is most of each check's time.
 *
 * A parameterised route is one page over entries of content (the service pages): its template is
 * checked in full on its first entry at both widths, and every entry is checked in full on the phone,
 * where its own text wraps most. At 1280 px the other entries still render, hydrate, load every section
 * without an error and fit the screen: axe and the largest text there would judge the same template
 * again (22 of the desktop's 237 test-seconds on a 2-core machine).
 */
const visits = (routeTable as readonly RouteEntry[]).flatMap((route) => {
  if (route.access === 'fallback') return [];
  const isPublic = route.access === 'public';
  // /admin without a session sends the visitor to the sign-in page.
  if (route.page === 'admin') return [{ path: route.path, heading: pageCopy.auth.heading, isPublic, fullOnDesktop: true }];
  return concretePaths(route).map((path, entry) => ({
    path,
    heading: route.page === 'service-detail' ? services.find((service) => path.endsWith(`/${service.slug}`))?.title : pageCopy[route.page].heading,
    isPublic,
    fullOnDesktop: entry === 0,
  }));
});

type WithServedHeading = Window & { servedHeading?: Element | null };

/** Keeps the h1 the server sent, as parsed: before any script of the page runs (readyState "interactive"). */
function rememberServedHeading() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') (window as WithServedHeading).servedHeading = document.querySelector('h1');
  });
}

const fullCheck = 'has no WCAG 2.2 AA violations, and reflows at 150 % text';

for (const { path, heading, isPublic, fullOnDesktop } of visits) {
  const title = !isPublic
    ? `${path} renders its heading without a console error`
    : `${path} renders its heading without a console error, fits the screen, ${fullOnDesktop ? fullCheck : `and on a phone ${fullCheck}`}`;
  test(title, async ({ page, consoleErrors, isMobile, browser, viewport }) => {
    test.slow(path === '/', homePageIsSlow);
    await page.addInitScript(rememberServedHeading);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    if (isPublic) {
      // Hydration claimed the prerendered page instead of drawing it again: the h1 is the element the
      // server sent. And the head still has one <title>.
      expect(await page.evaluate(() => (window as WithServedHeading).servedHeading === document.querySelector('h1')), 'the served h1 kept').toBe(true);
      expect(await page.locator('head title').count()).toBe(1);
    }
    // Islands load after the page: their errors count too.
    if (isPublic) await loadEverySection(page);
    else await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
    if (!isPublic) return;
    // What the page says is in its HTML: read with JavaScript off, its <main> holds every heading and
    // anchor of the page as it is once run and read to its end, and all but a sliver of its words.
    const gaps = servedGaps(await servedMainContent(browser, path, viewport), await mainContent(page));
    expect(servesWholePage(gaps), `the served HTML lacks ${JSON.stringify(gaps, null, 1)}`).toBe(true);
    const fitsTheScreen = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await fitsTheScreen();
    if (!fullOnDesktop && !isMobile) return;

    expect(await violations(page)).toEqual([]);
    await chooseLargestText(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px');
    await fitsTheScreen();
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
