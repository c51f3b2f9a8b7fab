import { guideFormCopy } from '../src/content/guides.ts';
import { guideDocuments } from '../supabase/functions/_shared/rules/content/guides.ts';
import { leadsFor, mailFor, uniqueEmail } from './backend.ts';
import { test, expect, waitForHydration, waitForReact } from './fixtures.ts';

const [, guide] = guideDocuments;

test.describe('/resources', () => {
  test('a visitor asks for a guide, sees the success message and receives a working download link', async ({ page, request, consoleErrors }, testInfo) => {
    const email = uniqueEmail(testInfo, 'guide');
    await page.goto('/resources');
    await waitForHydration(page);

    const form = page.getByRole('form', { name: `Download ${guide.title}` });
    const emailField = form.getByLabel(/^Email/);
    await waitForReact(form.getByRole('button', { name: 'Download Free Guide' }));
    await form.getByRole('button', { name: 'Download Free Guide' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(emailField).toBeFocused();
    await expect(form.getByText('Please enter your name')).toBeHidden();

    await emailField.fill(email);
    await form.getByLabel(/^Name/).fill('Ana Ruiz');
    await form.getByLabel('Company (optional)').fill('Ruiz Family Dental');
    await form.getByRole('button', { name: 'Download Free Guide' }).click();

    const card = page.getByRole('article', { name: guide.title });
    await expect(card.getByRole('status')).toHaveText(guideFormCopy.success);

    await expect
      .poll(async () => (await leadsFor(email)).map((lead) => ({ source: lead.source, resourceType: lead.details['resource_type'], company: lead.company })))
      .toEqual([{ source: 'resource-download', resourceType: guide.title, company: 'Ruiz Family Dental' }]);

    const linkPattern = new RegExp(`href="([^"]*${guide.path.replaceAll('.', '\\.')})"`);
    await expect.poll(async () => (await mailFor(email)).some((message) => linkPattern.test(message.html))).toBe(true);
    const message = (await mailFor(email)).find((candidate) => linkPattern.test(candidate.html));
    const href = message && linkPattern.exec(message.html)?.[1];
    expect(href).toBeTruthy();

    // The link's document, as this site serves it.
    const documentResponse = await request.get(new URL(href ?? '', 'http://site.invalid').pathname);
    expect(documentResponse.status()).toBe(200);
    expect(await documentResponse.text()).toContain(`<h1>${guide.title}</h1>`);

    // After 5 seconds the form returns, cleared, ready for the other guide.
    await expect(card.getByRole('status')).toBeHidden({ timeout: 8000 });
    await expect(form.getByLabel(/^Email/)).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });

  test('the e-mail is checked first: a bad e-mail gets its message alone, then an empty name gets its own', async ({ page, consoleErrors }) => {
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/submit-resource-download')) requests += 1;
    });
    await page.goto('/resources');
    await waitForHydration(page);

    const form = page.getByRole('form', { name: `Download ${guide.title}` });
    const submit = form.getByRole('button', { name: 'Download Free Guide' });
    const emailField = form.getByLabel(/^Email/);
    const nameField = form.getByLabel(/^Name/);
    await waitForReact(submit);

    await emailField.fill('ana.ruiz@example');
    await submit.click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(emailField).toBeFocused();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Please enter your name')).toBeHidden();
    await expect(nameField).not.toHaveAttribute('aria-invalid', 'true');

    await emailField.fill('ana.ruiz@example.com');
    await submit.click();
    await expect(form.getByText('Please enter your name')).toBeVisible();
    await expect(nameField).toBeFocused();
    await expect(form.getByText('Please enter a valid email address')).toBeHidden();
    expect(requests).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
