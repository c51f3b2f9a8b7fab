import { test, expect } from './fixtures.ts';
import { chooseLargestText, homePageIsSlow, openFully, violations } from './page-checks.ts';

/**
 * axe-core on what opens over the pages, at the project's width (390 px and 1280 px). Every page
 * itself is checked by the per-route journey (every-route.spec.ts). One test, on one fully opened
 * home page: opening it is most of the time, and each dialog is closed before the next is checked.
 */
test('the chat panel, the accessibility panel, and the site in high contrast at 150 %, have no WCAG 2.2 AA violations', async ({ page }) => {
  test.slow(true, homePageIsSlow);
  await openFully(page, '/');

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
  await panel.getByRole('switch', { name: /high contrast/i }).or(panel.getByRole('button', { name: /high contrast/i })).click();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await chooseLargestText(page);
  expect(await violations(page), 'the site in high contrast at 150 %').toEqual([]);
});
