import type { Page } from '@playwright/test';
import { expect, waitForReact } from './fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A random weekday after the first bookable date and up to the last (the date input's min and max):
 * every one of them offers a full day of slots, and spreading the journeys' bookings over the
 * window keeps them from competing for the same few slots.
 */
function randomBookableWeekday(min: string, max: string): string {
  const first = Date.parse(`${min}T00:00:00Z`) + DAY_MS;
  const days = Math.round((Date.parse(`${max}T00:00:00Z`) - first) / DAY_MS);
  for (;;) {
    const day = new Date(first + Math.floor(Math.random() * (days + 1)) * DAY_MS);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) return day.toISOString().slice(0, 10);
  }
}

/**
 * Books a free slot, ticking the human check. Other journeys (and the other browser projects) book on the same backend, so a
 * random weekday and time are tried and, when the server answers that the slot was just taken, the
 * form's refreshed list is used for another try.
 */
export async function bookAFreeSlot(page: Page, email: string) {
  const date = page.getByLabel(/^Preferred date/);
  await waitForReact(date);
  await expect(date).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  await expect(date).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Phone/ }).fill('(555) 010-2030');
  await date.fill(randomBookableWeekday((await date.getAttribute('min')) ?? '', (await date.getAttribute('max')) ?? ''));
  const time = page.getByRole('combobox', { name: /^Preferred time/ });
  const done = page.getByRole('heading', { name: "You're All Set!" });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await time.click();
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    const options = listbox.getByRole('option');
    const choice = options.nth(Math.floor(Math.random() * (await options.count())));
    // Radix ignores a pointer-up that comes right after the list opened: click again until it closes.
    await expect(async () => {
      if (await listbox.isVisible()) await choice.click();
      await expect(listbox).toBeHidden({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    // Without RECAPTCHA keys the local human check stands in, as on the contact forms; each answer spends
    // its token, so a retry after a taken slot ticks a fresh one.
    const book = page.getByRole('button', { name: 'Book My Free Call' });
    await page.locator('form').filter({ has: book }).getByRole('checkbox', { name: "I'm not a robot" }).check();
    await book.click();
    // The message under the time field (the toast outlives a retry; choosing another time clears this one).
    const taken = page.locator('[data-slot="form-field"]').filter({ has: time }).getByText('Sorry, that time was just booked.', { exact: false });
    await expect(done.or(taken)).toBeVisible();
    if (await done.isVisible()) return;
  }
  throw new Error('every slot tried was taken');
}
