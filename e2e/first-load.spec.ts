import { readFileSync } from 'node:fs';
import { chatCopy } from '../src/content/chat.ts';
import { test, expect, waitForHydration } from './fixtures.ts';
import { COMPILE_ALL_HINT } from '../scripts/vite/compile-hints.ts';

/**
 * The first load (docs/decisions/011), as the browser sees it: the page paints from its HTML and stylesheet alone,
 * the scripts arrive after that paint, and the home page's sections below the first screens are
 * neither in its HTML nor rendered until the visitor comes near them.
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

test('the home page holds its first screens only; the sections below render as the visitor scrolls down', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  for (const id of ['pathfinder']) expect(html).toContain(`id="${id}"`);
  for (const id of ['services', 'pricing-calculator', 'results', 'guarantee', 'about', 'faq', 'contact']) expect(html).not.toContain(`id="${id}"`);

  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('#faq')).toHaveCount(0);
  for (let step = 0; step < 60 && (await page.locator('[data-deferred-section]').count()) > 0; step += 1) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(50);
  }
  await expect(page.locator('[data-deferred-section]')).toHaveCount(0);
  // The contact section's forms load as the visitor comes within a screen of them: at the foot of the page.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  for (const id of ['services', 'ai-voice-agents', 'pricing-calculator', 'results', 'guarantee', 'about', 'faq', 'contact', 'onboarding']) {
    await expect(page.locator(`#${id}`), `#${id}`).toHaveCount(1);
  }
});

test('a link to an anchor in a section not rendered yet scrolls to it', async ({ page }) => {
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
