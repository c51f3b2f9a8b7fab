import { bookingsFor, leadsFor, mailFor, uniqueEmail } from './backend.ts';
import { acceptShownAgreement } from './agreement-steps.ts';
import { bookAFreeSlot } from './booking-steps.ts';
import { test, expect, waitForHydration } from './fixtures.ts';


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

    // The form's code loads as the visitor reads down to it.
    await acceptShownAgreement(page, 'Maria Lopez', email);
    await expect(page).toHaveURL('/call-booking?type=agreement-accepted');
    await expect(page.getByText('Thank you for accepting the agreement!')).toBeVisible();

    await bookAFreeSlot(page, email);
    const done = page.getByRole('heading', { name: "You're All Set!" });
    await expect(done).toBeFocused();
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');

    // The booking joins the agreement's lead; its status stays for staff to set.
    await expect.poll(async () => (await bookingsFor(email)).length).toBe(1);
    const leadIds = (await leadsFor(email)).map((lead) => lead.id);
    expect((await bookingsFor(email)).every((booking) => booking.lead_id !== null && leadIds.includes(booking.lead_id))).toBe(true);

    await expect
      .poll(async () => (await mailFor(email)).some((message) => message.text.includes('1. Parties and Services') && message.text.includes('Growth Engine')))
      .toBe(true);
    await expect
      .poll(async () =>
        (await mailFor(email)).some((message) =>
          (message.attachments ?? []).some((file) => file.filename.endsWith('.ics') && file.contentType.startsWith('text/calendar')),
        ),
      )
      .toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('a keyboard visitor tabs from the page’s top into the form without passing it by', async ({ page }) => {
    await page.goto('/service-agreement?package=Growth%20Engine&monthly=3500&setup=5000');
    await waitForHydration(page);
    await expect(page.locator('#agreement-terms h3')).toHaveCount(11);
    const fullName = page.getByRole('textbox', { name: /^Full name/ });
    // Everything focusable before the form is in the header and its menus: far fewer than 40 stops.
    for (let stop = 0; stop < 40; stop += 1) {
      await page.keyboard.press('Tab');
      if (await fullName.evaluate((field) => field === document.activeElement).catch(() => false)) break;
      await expect(page.locator('footer').locator(':focus'), 'focus reached the footer before the form').toHaveCount(0);
    }
    await expect(fullName).toBeFocused();
  });
});
