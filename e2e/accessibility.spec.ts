import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { textSizeBounds } from '../src/features/accessibility/preferences.ts';
import { publicPaths } from '../src/lib/route-table.ts';
import { test, expect, waitForAnimationsToEnd, waitForHydration } from './fixtures.ts';

/**
 * axe-core on every public page at the project's width (390 px and 1280 px) against WCAG 2.2 A and
 * AA: the agency sells this work, so its own pages must pass it. Each page is checked once every
 * lazy section below the fold has loaded and hydrated.
 */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function violations(page: Page): Promise<string[]> {
  await waitForAnimationsToEnd(page);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
}

/** Why the home page's tests get Playwright's slow budget (3× the 30 s). */
const homePageIsSlow = 'the home page is long: opening it fully and running axe over it takes 13–16 s on a 2-core machine, 29–37 s on a slowed one';

async function openFully(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // A form the browser renders afresh (below the fold, or after the page read its address) loads as the
  // visitor comes within a viewport of it: read down the page a screen at a time, as a visitor would.
  const busy = page.locator('[aria-busy="true"]');
  await expect(async () => {
    const screens = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / window.innerHeight));
    for (let screen = 0; screen <= screens; screen += 1) {
      await page.evaluate((index) => window.scrollTo(0, index * window.innerHeight), screen);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    }
    await expect(busy).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: test.info().timeout });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The largest text the accessibility panel offers, chosen there as a visitor would. */
async function chooseLargestText(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Accessibility settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Accessibility' });
  const larger = panel.getByRole('button', { name: 'Increase text size' });
  for (let size = textSizeBounds.default; size < textSizeBounds.max; size += textSizeBounds.step) await larger.click();
  await expect(larger).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

// One page load serves both checks: opening a page fully is most of each one's time.
for (const path of publicPaths()) {
  test(`${path} has no WCAG 2.2 AA violations, and reflows at 150 % text without sideways scrolling`, async ({ page }) => {
    test.slow(path === '/', homePageIsSlow);
    await openFully(page, path);
    expect(await violations(page)).toEqual([]);

    await chooseLargestText(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  });
}

test('the chat panel has no WCAG 2.2 AA violations', async ({ page }) => {
  test.slow(true, homePageIsSlow);
  await openFully(page, '/');
  await page.getByRole('button', { name: 'Chat with Ann' }).click();
  await expect(page.getByRole('dialog', { name: 'Chat with Ann' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the accessibility panel, and the site in high contrast at 150 %, have no WCAG 2.2 AA violations', async ({ page }) => {
  test.slow(true, homePageIsSlow);
  await openFully(page, '/');
  await page.getByRole('button', { name: 'Accessibility settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Accessibility' });
  await expect(panel).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await panel.getByRole('switch', { name: /high contrast/i }).or(panel.getByRole('button', { name: /high contrast/i })).click();
  for (let step = 0; step < 5; step += 1) await panel.getByRole('button', { name: 'Increase text size' }).click();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  expect(await violations(page)).toEqual([]);
});
