import type { Page } from '@playwright/test';
import { leadsFor, mailFor, uniqueEmail, type MailboxMessage } from './backend.ts';
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

test.describe('service agreement', () => {
  // A slot another journey just booked answers 409, which the browser logs; the form then offers another.
  test.use({ expectedConsoleErrors: [/status of 409/] });

  test('accepting the agreement leads to booking, a booked lead, the terms copy and the invite', async ({ page, consoleErrors }, testInfo) => {
    const email = uniqueEmail(testInfo, 'agreement');

    await page.goto('/service-agreement?package=Growth%20Engine&monthly=3500&setup=5000');
    await waitForHydration(page);
    const summary = page.getByRole('region', { name: 'Agreement Summary' });
    await expect(summary.getByText('Growth Engine')).toBeVisible();
    await expect(summary.getByText('$3,500')).toBeVisible();
    await expect(summary.getByText('$5,000')).toBeVisible();
    await expect(page.locator('#agreement-terms h3')).toHaveCount(11);

    const accept = page.getByRole('button', { name: 'Accept Agreement' });
    await expect(accept).toBeDisabled();
    await page.getByRole('textbox', { name: /^Full name/ }).fill('Maria Lopez');
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByRole('checkbox', { name: /By checking this box you agree/ }).check();
    await accept.click();

    await expect(page.getByRole('region', { name: 'Notifications' }).getByText("Agreement accepted! We'll contact you within 24 hours to begin.")).toBeVisible();
    await expect(page).toHaveURL('/call-booking?type=agreement-accepted');
    await expect(page.getByText('Thank you for accepting the agreement!')).toBeVisible();

    await bookAFreeSlot(page, email);
    const done = page.getByRole('heading', { name: "You're All Set!" });
    await expect(done).toBeFocused();
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');

    await expect.poll(async () => (await leadsFor(email)).some((lead) => (lead as { call_booked?: boolean }).call_booked === true)).toBe(true);

    await expect
      .poll(async () => (await mailFor(email)).some((message) => message.text.includes('1. Parties and Services') && message.text.includes('Growth Engine')))
      .toBe(true);
    await expect
      .poll(async () =>
        (await mailFor(email)).some((message) =>
          ((message as MessageWithAttachments).attachments ?? []).some((file) => file.filename.endsWith('.ics') && file.contentType.startsWith('text/calendar')),
        ),
      )
      .toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
