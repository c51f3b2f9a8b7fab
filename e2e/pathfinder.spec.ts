import { pathfinderResultsPageCopy } from '../src/content/page-copy/pathfinder-results.ts';
import { planBullets } from '../src/content/pathfinder.ts';
import { site } from '../src/content/site.ts';
import { leadsFor, mailFor, teamMailAbout, uniqueEmail } from './backend.ts';
import { test, expect, waitForHydration, waitForReact } from './fixtures.ts';

test.describe('pathfinder quiz', () => {
  test('three answers lead to a plan, its results page and a contact request carrying the plan', async ({ page, consoleErrors }, testInfo) => {
    const email = uniqueEmail(testInfo, 'pathfinder');
    const plan = 'The Conversion Catalyst';
    // The thank-you panel sends the visitor to the main site after 2 s: keep that off the network.
    await page.route(`${site.links.mainSite}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Main site</title><p>Main site</p>' }),
    );

    await page.goto('/#pathfinder');
    await waitForHydration(page);
    const quiz = page.locator('#pathfinder');
    await expect(quiz.getByText('Question 1 of 3')).toBeVisible();
    await expect(quiz.getByText('33% complete')).toBeVisible();
    const next = quiz.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await waitForReact(next);

    // Question 1 by keyboard: arrows choose within the group, Tab reaches Next.
    await quiz.getByRole('radio', { name: 'Just an idea' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(quiz.getByRole('radio', { name: 'Visitors, but few customers' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');

    // Question 2: focus moved to the new question.
    await expect(quiz.getByRole('heading', { name: 'What matters most to you in the next 90 days?' })).toBeFocused();
    await expect(quiz.getByText('Question 2 of 3')).toBeVisible();
    await expect(quiz.getByText('67% complete')).toBeVisible();
    await quiz.getByText('More calls and enquiries').click();
    await next.click();

    // Question 3
    await expect(quiz.getByText('Question 3 of 3')).toBeVisible();
    await quiz.getByRole('radio', { name: '$1,500 - $5,000/month' }).check();
    await quiz.getByRole('button', { name: 'Get My Custom Plan' }).click();

    // Results: rule 3 (no-conversion) below a scale budget.
    await expect(page).toHaveURL(/\/pathfinder\/results\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('name')).toBe(plan);
    expect(query.get('slug')).toBe('conversion-catalyst');
    expect(query.get('reason')).toBeTruthy();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plan);
    await expect(page.getByText(query.get('reason') ?? '')).toBeVisible();
    for (const bullet of planBullets['conversion-catalyst']) await expect(page.getByText(bullet)).toBeVisible();

    // A fresh document: its scripts start after the first paint, so wait for the button to be live.
    const talk = page.getByRole('button', { name: 'Talk to a Strategist About This Plan' });
    await waitForReact(talk);
    await talk.click();
    const contact = page.locator('#contact');
    await expect(contact).toBeFocused();
    await expect(contact).toBeInViewport();
    await expect(contact.locator('input[name="recommendedService"]')).toHaveValue(plan);

    await contact.getByRole('textbox', { name: 'Name' }).fill('Maria Lopez');
    await contact.getByRole('textbox', { name: 'Email' }).fill(email);
    await contact.getByRole('textbox', { name: 'Phone' }).fill('(555) 010-2030');
    await contact.getByRole('combobox', { name: "What's your biggest challenge?" }).click();
    await page.getByRole('option', { name: 'Poor conversion rates' }).click();
    await contact.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    await expect.poll(async () => (await leadsFor(email)).length).toBe(1);
    const [lead] = await leadsFor(email);
    expect(lead?.details).toMatchObject({ recommendedService: plan });
    expect(String(lead?.details['challenge'])).toContain('Poor conversion rates');
    await expect.poll(async () => (await mailFor(email)).length).toBeGreaterThan(0);
    await expect.poll(async () => (await teamMailAbout(email)).length).toBeGreaterThan(0);
    expect((await teamMailAbout(email))[0]?.text).toContain(plan);
    expect(consoleErrors).toEqual([]);
  });

  test('a results link without a query shows the default plan and the generic next steps', async ({ page, consoleErrors }) => {
    await page.goto('/pathfinder/results');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pathfinderResultsPageCopy.heading);
    await expect(page.getByRole('heading', { name: 'Why this plan fits' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Retake the quiz' })).toHaveAttribute('href', '/#pathfinder');
    expect(consoleErrors).toEqual([]);
  });
});
