import { guideDocuments } from '../supabase/functions/_shared/rules/content/guides.ts';
import { contactSectionCopy } from '../src/content/contact.ts';
import { leadsFor, uniqueEmail } from './backend.ts';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

// A form's code (react-hook-form, zod, the backend client) loads when the visitor comes to the form
// (src/lib/loading/section-intent.ts). These journeys hold the two halves of that promise: a visit
// that never touches the form does not download it, and a visitor quicker than the download loses
// nothing.

const [firstGuide, guide] = guideDocuments;
/** A form's own chunk, the schemas and the submission client (Vite names chunks after their module). */
const formCode = /\/assets\/(guide-downloads|contact-section|zod|submission)-[\w-]+\.js$/;

function formCodeRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (formCode.test(new URL(request.url()).pathname)) requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

test('a visit that never comes to the form downloads none of its code; focusing a field does', async ({ page }) => {
  const requested = formCodeRequests(page);
  await page.goto('/resources');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  const form = page.getByRole('form', { name: `Download ${guide.title}` });
  await form.getByLabel(/^Email/).focus();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
});

test('the home page serves its contact form without the form’s code; coming to the form loads it', async ({ page }) => {
  const requested = formCodeRequests(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: contactSectionCopy.heading }).getByRole('textbox', { name: /^Name/ }).first()).toBeAttached();
  expect(requested).toEqual([]);

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
});

test('a visitor who fills and sends a form before its code has arrived loses nothing', async ({ page, consoleErrors }, testInfo) => {
  const email = uniqueEmail(testInfo, 'consultation-early');
  // The form's code arrives a second and a half after it is asked for: a slow phone network.
  await page.route(/\/assets\/consultation-form-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/services/google-advertising');
  await waitForHydration(page);

  // No wait for React: the typing and the press land on the prerendered form.
  const section = page.getByRole('region', { name: 'Request a Free Consultation' });
  await section.getByRole('textbox', { name: /^Name/ }).fill('Early Ema');
  await section.getByRole('textbox', { name: /^Email/ }).fill(email);
  await section.getByRole('textbox', { name: /^Phone/ }).fill('+1 (555) 010-2030');
  await expect(section.locator('[data-section-live]')).toHaveCount(0);
  await section.getByRole('button', { name: 'Request Free Consultation' }).click();

  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Request Submitted!')).toBeVisible();
  await expect(page).toHaveURL(/\/services\/google-advertising$/);
  await expect.poll(async () => (await leadsFor(email)).map((lead) => ({ source: lead.source, name: lead.name, phone: lead.phone }))).toEqual([
    { source: 'consultation', name: 'Early Ema', phone: '+1 (555) 010-2030' },
  ]);
  expect(consoleErrors).toEqual([]);
});

test('what a visitor typed before the code arrived reaches the form’s state, not only the screen', async ({ page }) => {
  // The guide forms share their fields (one visitor, two guides): state, not the DOM, holds the values.
  await page.route(/\/assets\/guide-downloads-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/resources');
  await waitForHydration(page);
  const first = page.getByRole('form', { name: `Download ${firstGuide?.title ?? ''}` });
  await first.getByLabel(/^Email/).fill('early@example.com');
  await first.getByLabel(/^Name/).fill('Early Ema');

  const second = page.getByRole('form', { name: `Download ${guide?.title ?? ''}` });
  await expect(second.getByLabel(/^Email/)).toHaveValue('early@example.com');
  await expect(second.getByLabel(/^Name/)).toHaveValue('Early Ema');
});
