import type { Page } from '@playwright/test';
import { contactSectionCopy, standardFormCopy } from '../src/content/contact.ts';
import { test, expect } from './fixtures.ts';

/**
 * What a page says is in its HTML (docs/architecture.md, decision 024): a visitor who arrives at the home
 * page's contact section from elsewhere finds it in the first load, before any of its code, as the
 * browser, a keyboard and find-in-page find it. Every public page's served HTML is compared with the
 * page once run in e2e/every-route.spec.ts; this is the journey behind that rule.
 */

/** The contact section's forms' chunk (Vite names chunks after their module). */
const contactCode = /\/assets\/contact-section-[\w-]+\.js$/;

/** Presses Tab until `target` has focus (at most `limit` times); how many presses it took. */
async function tabUntilFocused(page: Page, target: ReturnType<Page['locator']>, limit = 40): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`Tab did not reach the field in ${limit} presses`);
}

test('/#contact opened from another site shows the contact section at once: in view, found by its text, its form reached by Tab and typed into before its code arrives', async ({ page, consoleErrors }) => {
  // The forms' code is held back until the test lets it go: everything before runs on the served HTML.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(contactCode, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/#contact', { referer: 'https://www.example.org/' });

  const section = page.getByRole('region', { name: contactSectionCopy.heading });
  await expect(section).toBeInViewport();
  // What find-in-page finds: the section's own words, on screen.
  await expect(page.getByText(contactSectionCopy.intro)).toBeVisible();

  const form = section.getByRole('tabpanel', { name: contactSectionCopy.tabs.standard });
  const name = form.getByRole('textbox', { name: new RegExp(`^${standardFormCopy.labels.name}`) });
  // The fragment set Tab's starting point at the section: from there, Tab walks into its form.
  await tabUntilFocused(page, name);
  await page.keyboard.type('Early Ema');
  await expect(name).toHaveValue('Early Ema');
  // The form's own island (the innermost) is not live: its code has not arrived.
  const formIsLive = () => name.evaluate((element) => element.closest('[data-island]')?.hasAttribute('data-island-live'));
  expect(await formIsLive()).toBe(false);

  // The code arrives and takes the form over: what was typed meanwhile is still there.
  release();
  await expect.poll(formIsLive).toBe(true);
  await expect(name).toHaveValue('Early Ema');
  expect(consoleErrors).toEqual([]);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/#contact opens on the contact section, whose form Tab reaches with its labels and fields', async ({ page }) => {
    await page.goto('/#contact');
    const section = page.getByRole('region', { name: contactSectionCopy.heading });
    await expect(section).toBeInViewport();
    const form = section.getByRole('tabpanel', { name: contactSectionCopy.tabs.standard });
    for (const label of [standardFormCopy.labels.name, standardFormCopy.labels.email, standardFormCopy.labels.phone]) {
      await expect(form.getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    await tabUntilFocused(page, form.getByRole('textbox', { name: new RegExp(`^${standardFormCopy.labels.name}`) }));
  });
});
