/** What the agreement journeys share: accepting the agreement a page shows, as a visitor does. */
import type { Page } from '@playwright/test';
import { expect, waitForReact } from './fixtures.ts';

/** Reads down to the acceptance form (its code loads on the way), fills it in, accepts, and waits for the thanks. */
export async function acceptShownAgreement(page: Page, name: string, email: string): Promise<void> {
  await page.locator('#agreement-terms h3').last().scrollIntoViewIfNeeded();
  const accept = page.getByRole('button', { name: 'Accept Agreement' });
  await expect(accept).toBeDisabled();
  await page.getByRole('textbox', { name: /^Full name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  // Typing works in the served form; a tick made before its code arrives is held and replayed once it is
  // live (src/lib/loading/section-intent.ts), which check() would read as a click that changed nothing.
  const consent = page.getByRole('checkbox', { name: /By checking this box you agree/ });
  await waitForReact(consent);
  await consent.check();
  // Without RECAPTCHA keys the local human check stands in, as on the contact form.
  await page.getByRole('form', { name: 'Accept and Sign' }).getByRole('checkbox', { name: "I'm not a robot" }).check();
  await accept.click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText("Agreement accepted! We'll contact you within 24 hours to begin.")).toBeVisible();
}
