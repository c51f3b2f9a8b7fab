import { test, expect } from './fixtures.ts';
import { homePageIsSlow, openFully, violations } from './page-checks.ts';

/**
 * axe-core on what opens over the pages, at the project's width (390 px and 1280 px). Every page
 * itself is checked by the per-route journey (every-route.spec.ts).
 */
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
