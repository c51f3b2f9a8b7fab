import { site } from '../src/content/site.ts';
import { test, expect, waitForHydration } from './fixtures.ts';

// Runs in the mobile project only (playwright.config.ts): the header differs below 1280 px.
test.describe('mobile header', () => {
  test('left dials the agency, right toggles the menu, choosing a link closes it', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: `Call ${site.name} at ${site.phone.display}` })).toHaveAttribute('href', `tel:${site.phone.e164}`);
    await expect(page.getByText('Specialized PPC Landing')).toBeVisible();
    await expect(page.getByRole('link', { name: /View Full Site/ })).toHaveAttribute('target', '_blank');

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Getting Started', 'Services', 'New Businesses', 'Growing Businesses', 'Contact', "Let's Talk"]);
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('navigation', { name: 'Main' }).filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(consoleErrors).toEqual([]);
  });
});
