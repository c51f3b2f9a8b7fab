import { leadsFor, mailFor, teamMailAbout, uniqueEmail } from './backend.ts';
import { expect, test, waitForHydration, waitForReact } from './fixtures.ts';

test.describe('service page consultation form', () => {
  test('sends a consultation request, confirms it and clears the form', async ({ page, consoleErrors }, testInfo) => {
    const email = uniqueEmail(testInfo, 'consultation');
    await page.goto('/services/google-advertising#consultation');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Request a Free Consultation' });
    await expect(section).toHaveAttribute('id', 'consultation');
    const submit = section.getByRole('button', { name: 'Request Free Consultation' });
    await waitForReact(submit);

    const fields = {
      name: section.getByRole('textbox', { name: /^Name/ }),
      email: section.getByRole('textbox', { name: /^Email/ }),
      phone: section.getByRole('textbox', { name: /^Phone/ }),
      company: section.getByRole('textbox', { name: /^Company/ }),
      message: section.getByRole('textbox', { name: /^Message/ }),
    };
    const notifications = page.getByRole('region', { name: 'Notifications' });

    await submit.click();
    await expect(notifications.getByText('Validation Error')).toBeVisible();
    await expect(notifications.getByText('Name is required, Email is required, Phone number is required')).toBeVisible();
    // On a phone the notice sits over the form's button: put it away, as a visitor would.
    await notifications.getByRole('button', { name: 'Dismiss notification' }).click();

    await fields.name.fill('Maria Elena Journey');
    await fields.email.fill(email);
    await fields.phone.fill('+1 (555) 010-2030');
    await fields.company.fill('Journey Dental');
    await fields.message.fill('We need more calls from Google.');
    await submit.click();

    await expect(notifications.getByText('Request Submitted!')).toBeVisible();
    await expect(notifications.getByText("We'll contact you within 24 hours to discuss your project.")).toBeVisible();
    for (const field of Object.values(fields)) await expect(field).toHaveValue('');

    await expect.poll(async () => (await leadsFor(email)).map((lead) => lead.source)).toEqual(['consultation']);
    const [lead] = await leadsFor(email);
    expect(lead).toMatchObject({ name: 'Maria Elena Journey', company: 'Journey Dental', phone: '+1 (555) 010-2030', message: 'We need more calls from Google.' });
    await expect.poll(async () => (await mailFor(email)).length).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await teamMailAbout(email)).length).toBeGreaterThanOrEqual(1);
    expect(consoleErrors).toEqual([]);
  });
});
