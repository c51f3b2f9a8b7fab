import { authPageCopy } from '../src/content/page-copy/auth.ts';
import { forNewBusinessesPageCopy } from '../src/content/page-copy/for-new-businesses.ts';
import { homePageCopy } from '../src/content/page-copy/home.ts';
import { notFoundPageCopy } from '../src/content/page-copy/not-found.ts';
import { servicesPageCopy } from '../src/content/page-copy/services.ts';
import { site } from '../src/content/site.ts';
import { test, expect, waitForHydration } from './fixtures.ts';

test.describe('site chrome', () => {
  test('hydrates prerendered pages without errors and navigates in the app', async ({ page, consoleErrors, isMobile }) => {
    await page.goto('/services');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicesPageCopy.heading);

    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).filter({ visible: true }).getByRole('link', { name: 'New Businesses' }).click();
    await expect(page).toHaveURL('/for-new-businesses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(forNewBusinessesPageCopy.heading);
    await expect(page).toHaveTitle(`Marketing for New Businesses | ${site.name}`);
    expect(await page.locator('head title').count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  test('"Let\'s Talk" goes to /path-selector, whose cards lead to the two quizzes', async ({ page, isMobile, consoleErrors }) => {
    await page.goto('/');
    await waitForHydration(page);
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: "Let's Talk" }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL('/path-selector');
    await expect(page.getByRole('link', { name: /I'm Planning to Start a Business/ })).toHaveAttribute('href', '/quiz/aspirer');
    await expect(page.getByRole('link', { name: /I Need to Grow My Existing Business/ })).toHaveAttribute('href', '/quiz/owner');
    expect(consoleErrors).toEqual([]);
  });

  test('every route change starts at the top of the new page', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL('/how-it-works');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#main-content')).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('the back-to-top button appears after 300 px and returns to the top', async ({ page, consoleErrors }) => {
    await page.goto('/all-services');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('a staff page renders in the browser from its shell', async ({ page, consoleErrors }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(authPageCopy.heading);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('not-found page', () => {
  // The document itself answers 404, which Chromium logs as a failed resource load.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test('an unknown path shows the 404 page with a way home', async ({ page, consoleErrors }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto('/this/does-not-exist');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(notFoundPageCopy.heading);
    await expect.poll(() => warnings.some((warning) => warning.includes('/this/does-not-exist'))).toBe(true);
    await page.getByRole('link', { name: notFoundPageCopy.home }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homePageCopy.heading);
    expect(consoleErrors).toEqual([]);
  });
});
