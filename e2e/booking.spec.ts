import { leadsFor, mailFor, teamMailAbout, uniqueEmail } from './backend.ts';
import { bookAFreeSlot } from './booking-steps.ts';
import { test, expect, waitForHydration, waitForReact } from './fixtures.ts';


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
        (await mailFor(email)).some((message) => (message.attachments ?? []).some((file) => file.filename.endsWith('.ics'))),
      )
      .toBe(true);
    await expect.poll(async () => (await teamMailAbout(email)).length).toBeGreaterThan(0);
    // Without an earlier lead the booking creates one, already marked as booked.
    await expect.poll(async () => (await leadsFor(email)).map((lead) => (lead as { call_booked?: boolean }).call_booked)).toEqual([true]);
    expect(consoleErrors).toEqual([]);
  });
});
