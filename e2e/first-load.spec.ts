import { readFileSync } from 'node:fs';
import { chatCopy } from '../src/content/chat.ts';
import { test, expect, waitForHydration } from './fixtures.ts';
import { homePageIsSlow, loadEverySection } from './page-checks.ts';
import { COMPILE_ALL_HINT } from '../scripts/vite/compile-hints.ts';

/**
 * The first load (docs/decisions/011, 024), as the browser sees it: the page paints from its HTML and
 * stylesheet alone, the scripts arrive after that paint, and every section is in that HTML while the
 * code of the parts a visitor has not come to yet waits.
 */

test('a page paints before any of its scripts is requested', async ({ page }) => {
  await page.goto('/services');
  await waitForHydration(page);
  const timing = await page.evaluate(() => {
    // startTime: when the first content reached the screen, which is what Lighthouse's first paint
    // measures (a script requested between the main thread's paint and that moment counts against it).
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime);
    return { paint: paint?.startTime ?? Number.NaN, firstScript: Math.min(...scripts), scripts: scripts.length };
  });
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.paint).toBeLessThan(timing.firstScript);
});

/** The home page's anchors that links on the site point at: every one is in the HTML the server sends. */
const homeAnchors = ['pathfinder', 'services', 'ai-voice-agents', 'pricing-calculator', 'results', 'guarantee', 'track-record', 'about', 'faq', 'contact', 'onboarding'];

test('the home page serves every section; the code of those below waits until the visitor comes to them', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  for (const id of homeAnchors) expect(html, `#${id} served`).toContain(`id="${id}"`);

  const belowFoldCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/home-below-fold-[\w-]+\.js$/.test(new URL(request.url()).pathname)) belowFoldCode.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(belowFoldCode).toEqual([]);
  await expect(page.locator('#faq')).toBeAttached();
  await expect(page.locator('#faq').locator('xpath=ancestor::*[@data-island-live]')).toHaveCount(0);

  await loadEverySection(page);
  expect(belowFoldCode).toHaveLength(1);
  await expect(page.locator('main [data-island]:not([data-island-live])')).toHaveCount(0);
});

type WithServedMarks = Window & { servedElements?: Element[] };

/** Notes the headings, forms, fields, buttons and anchors of <main> as the server sent them, before any script runs. */
function noteServedElements() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    (window as WithServedMarks).servedElements = [...document.querySelectorAll('main :is(h1, h2, h3, h4, form, input, textarea, button, [id])')];
  });
}

/**
 * Pages whose islands hydrate after the page, the first two with a query whose values replace the
 * served reading once the page runs. None may throw served markup away and draw it again.
 */
const servedThenHydrated = [
  '/',
  '/service-agreement?package=Growth%20Engine&monthly=3500&setup=5000',
  '/pathfinder/results?name=The+Launch+Pad&slug=launch-pad&reason=You+are+starting+out.',
];

for (const path of servedThenHydrated) {
  test(`${path} keeps the markup it was served while every island on it hydrates`, async ({ page }) => {
    test.slow(path === '/', homePageIsSlow);
    await page.addInitScript(noteServedElements);
    await page.goto(path);
    await waitForHydration(page);
    await loadEverySection(page);
    await expect(page.locator('main [data-island]:not([data-island-live])')).toHaveCount(0);
    // Every heading, form, field, button and anchor the server sent is still on the page, not a copy
    // React drew in its place (a query's plan may add a heading; it replaces none).
    const thrownAway = await page.evaluate(() =>
      ((window as WithServedMarks).servedElements ?? []).filter((element) => !element.isConnected).map((element) => element.id || element.outerHTML.slice(0, 80)),
    );
    expect(thrownAway).toEqual([]);
    expect(await page.evaluate(() => (window as WithServedMarks).servedElements?.length)).toBeGreaterThan(10);
  });
}

test('a link to an anchor lower on the home page scrolls to it', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Explore Services' }).click();
  await expect(page.locator('#services')).toBeInViewport();
  await expect(page).toHaveURL(/\/#services$/);
});

test('the entry and the page’s chunk ask V8 to compile all their functions in the background', async ({ request }) => {
  const html = await (await request.get('/services')).text();
  const modules = JSON.parse(/<script type="application\/json" id="deferred-modules">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as {
    entry: string;
    preload: string[];
  };
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const isHinted = async (path: string) => (await (await request.get(path)).text()).startsWith(`${COMPILE_ALL_HINT}\n`);
  expect(await isHinted(modules.entry)).toBe(true);
  const hinted = [];
  for (const path of modules.preload) if (await isHinted(path)) hinted.push(path);
  // The page's own chunk only: the shared chunks' functions run only in part on any one page.
  expect(hinted).toEqual([`/${manifest['src/pages/services.tsx']?.file}`]);
});

test('the footer and the widgets load at the first input, and a press made before their code is there opens the chat', async ({ page, consoleErrors }) => {
  const islandCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/layout-island-parts-[\w-]+\.js$/.test(new URL(request.url()).pathname)) islandCode.push(request.url());
  });
  // The islands' chunk answers late, so the press below is made before the chat can answer it.
  await page.route(/\/assets\/layout-island-parts-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/services');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'site');
  await page.waitForLoadState('networkidle');
  // A visitor who only looks: nothing of the islands is downloaded, and none is live.
  expect(islandCode).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.dataset.hydratedIslands)).toBeUndefined();

  // The pointer's way to the launcher is the first input; the press lands before the code does and is replayed.
  await page.getByRole('button', { name: chatCopy.launcherLabel }).click();
  await expect(page.getByRole('dialog', { name: chatCopy.title })).toBeVisible({ timeout: 10_000 });
  expect(islandCode).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});
