import type { Page } from '@playwright/test';
import { expect, waitForReact } from './fixtures.ts';

/**
 * Books a free slot on the first bookable date (the date input's minimum). Other journeys (and the
 * other browser projects) book on the same backend, so a random time is tried and, when the server
 * answers that it was just taken, the form's refreshed list is used for another try.
 */
export async function bookAFreeSlot(page: Page, email: string) {
  const date = page.getByLabel(/^Preferred date/);
  await waitForReact(date);
  await expect(date).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Phone/ }).fill('(555) 010-2030');
  await date.fill((await date.getAttribute('min')) ?? '');
  const time = page.getByRole('combobox', { name: /^Preferred time/ });
  const done = page.getByRole('heading', { name: "You're All Set!" });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await time.click();
    const options = page.getByRole('option');
    const count = await options.count();
    await options.nth(Math.floor(Math.random() * count)).click();
    await page.getByRole('button', { name: 'Book My Free Call' }).click();
    // The message under the time field (the toast outlives a retry; choosing another time clears this one).
    const taken = page.locator('[data-slot="form-field"]').filter({ has: time }).getByText('Sorry, that time was just booked.', { exact: false });
    await expect(done.or(taken)).toBeVisible();
    if (await done.isVisible()) return;
  }
  throw new Error('every slot tried was taken');
}
