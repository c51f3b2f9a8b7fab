import { test, expect } from './fixtures.ts';
import { chooseLargestText, homePageIsSlow, openAccessibilityPanel, openFully, violations } from './page-checks.ts';

/**
 * axe-core on what opens over the pages and on the site in high contrast, at the project's width (390 px
 * and 1280 px). Every page itself is checked by the per-route journey (every-route.spec.ts).
 */

/**
 * The two panels are the layout's, the same over every page: they are checked over a short one, whole
 * page and panel, so each check also sees what the open panel does to the page behind it.
 */
test('the chat panel and the accessibility panel have no WCAG 2.2 AA violations', async ({ page }) => {
  await openFully(page, '/path-selector');

  await page.getByRole('button', { name: 'Chat with Ann' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat with Ann' });
  await expect(chat).toBeVisible();
  expect(await violations(page), 'the chat panel open').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();

  await page.getByRole('button', { name: 'Accessibility settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Accessibility' });
  await expect(panel).toBeVisible();
  expect(await violations(page), 'the accessibility panel open').toEqual([]);
});

/** The home page, the longest and the one with the most kinds of section, with high contrast and 150 % text chosen in the panel. */
test('the home page in high contrast at 150 % has no WCAG 2.2 AA violations', async ({ page }) => {
  test.slow(true, homePageIsSlow);
  await openFully(page, '/');

  const panel = await openAccessibilityPanel(page);
  const highContrast = panel.getByRole('switch', { name: /high contrast/i });
  await highContrast.focus();
  await page.keyboard.press('Space');
  await expect(highContrast).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await chooseLargestText(page);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px');
  expect(await violations(page), 'the site in high contrast at 150 %').toEqual([]);
});
