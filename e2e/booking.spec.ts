import type { Page } from '@playwright/test';
import { leadsFor, mailFor, teamMailAbout, uniqueEmail, type MailboxMessage } from './backend.ts';
import { test, expect, waitForHydration, waitForReact } from './fixtures.ts';

type MessageWithAttachments = MailboxMessage & { attachments?: { filename: string; contentType: string }[] };

/**
 * Books a free slot on the first bookable date (the date input's minimum). Other journeys (and the
 * other browser projects) book on the same backend, so a random time is tried and, when the server
 * answers that it was just taken, the form's refreshed list is used for another try.
 */
async function bookAFreeSlot(page: Page, email: string) {
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

test.describe('call booking', () => {
  // A slot another journey just booked answers 409, which the browser logs; the form then offers another.
  test.use({ expectedConsoleErrors: [/status of 409/] });

  test('a visitor books a free slot and gets the confirmation with a calendar invite', async ({ page, consoleErrors }, testInfo) => {
    const email = uniqueEmail(testInfo, 'booking');

    await page.goto('/call-booking');
    await waitForHydration(page);
    await expect(page.getByText('Thank you for accepting the agreement!')).toHaveCount(0);

    const date = page.getByLabel(/^Preferred date/);
    await waitForReact(date);
    const time = page.getByRole('combobox', { name: /^Preferred time/ });
    await expect(time).toBeDisabled();

    // Nothing filled: each required field says so.
    await page.getByRole('button', { name: 'Book My Free Call' }).click();
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Email is required');

    await bookAFreeSlot(page, email);
    await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText("Call scheduled! We'll reach out to confirm.")).toBeVisible();
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL('/');

    await expect
      .poll(async () =>
        (await mailFor(email)).some((message) => ((message as MessageWithAttachments).attachments ?? []).some((file) => file.filename.endsWith('.ics'))),
      )
      .toBe(true);
    await expect.poll(async () => (await teamMailAbout(email)).length).toBeGreaterThan(0);
    // Without an earlier lead the booking creates one, already marked as booked.
    await expect.poll(async () => (await leadsFor(email)).map((lead) => (lead as { call_booked?: boolean }).call_booked)).toEqual([true]);
    expect(consoleErrors).toEqual([]);
  });
});
