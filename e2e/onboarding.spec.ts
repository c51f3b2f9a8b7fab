import { leadsFor, mailFor, teamMailAbout, uniqueEmail } from './backend.ts';
import { test, expect, waitForHydration, waitForReact } from './fixtures.ts';

test.describe('onboarding wizard', () => {
  test('four steps lead to a recommendation, the agreement link, a stored lead and its e-mails', async ({ page, consoleErrors }, testInfo) => {
    const email = uniqueEmail(testInfo, 'onboarding');
    const company = 'Sunset Dental Studio';
    const budget = '$1,000 - $5,000/month';

    await page.goto('/onboarding');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's Build Your Success Story");
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();

    // Step 1: ai-calls on the lowest budget still follows the budget rule (Launch Pad).
    const next = page.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await waitForReact(next);
    await page.getByRole('radio', { name: 'Automate Phone Calls' }).check();
    await next.click();

    // Step 2
    await expect(page.getByRole('heading', { name: 'Tell us about your business' })).toBeFocused();
    await page.getByRole('textbox', { name: /Company name/ }).fill(company);
    await page.getByRole('combobox', { name: /Industry/ }).click();
    await page.getByRole('option', { name: 'Healthcare' }).click();
    await expect(next).toBeDisabled();
    await page.getByRole('textbox', { name: /Business email/ }).fill(email);
    await next.click();

    // Step 3
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await page.getByRole('radio', { name: budget }).check();
    await page.getByRole('radio', { name: '1-3 months' }).check();
    await next.click();

    // Step 4
    await page.getByRole('textbox', { name: /Additional details/ }).fill('We miss about ten calls a day after 5 pm.');
    await page.getByRole('button', { name: 'Get My Custom Strategy' }).click();

    const heading = page.getByRole('heading', { name: 'Your recommended package Launch Pad' });
    await expect(heading).toBeFocused();
    await expect(page.getByText('Success! 🎉')).toBeVisible();
    await expect(page.getByText(`A confirmation is on its way to ${email}.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book Strategy Call' })).toHaveAttribute('href', '/call-booking');
    const agreement = page.getByRole('link', { name: 'View Agreement' });
    await expect(agreement).toHaveAttribute('href', '/service-agreement?package=Launch+Pad&monthly=1500&setup=2500');

    await expect.poll(async () => (await leadsFor(email)).length).toBe(1);
    const [lead] = await leadsFor(email);
    expect(lead).toMatchObject({ source: 'onboarding', name: null, company, email, industry: 'Healthcare', budget_min_cents: 100_000, budget_max_cents: 500_000 });
    expect(lead?.details).toMatchObject({ goal: 'ai-calls', timeline: '1-3 months', recommendedPackage: 'Launch Pad' });
    await expect.poll(async () => (await mailFor(email)).length).toBeGreaterThan(0);
    expect((await mailFor(email))[0]?.text).toContain("We'll contact you within 24 hours");
    await expect.poll(async () => (await teamMailAbout(email)).length).toBeGreaterThan(0);

    await agreement.click();
    await expect(page).toHaveURL('/service-agreement?package=Launch+Pad&monthly=1500&setup=2500');
    expect(consoleErrors).toEqual([]);
  });
});
