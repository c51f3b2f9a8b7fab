import type { Page } from '@playwright/test';
import { site } from '../src/content/site.ts';
import { standardFormCopy } from '../src/content/contact.ts';
import { leadsFor, mailFor, teamMailAbout, uniqueEmail } from './backend.ts';
import { expect, test, waitForHydration, waitForReact } from './fixtures.ts';

const mainSiteOrigin = new URL(site.links.mainSite).origin;

/** The Standard Form leaves for the agency's main site: answer for it so the journey stays offline. */
async function stubMainSite(page: Page) {
  await page.route(
    (url) => url.origin === mainSiteOrigin,
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Main site</title><h1>Main site</h1>' }),
  );
}

/**
 * How long the Standard Form's thanks stayed before the page started leaving, on the page's own clock
 * (performance.now at the thanks appearing and at beforeunload). The page reports each moment as it
 * happens, so the figure survives the page leaving, and a slow test runner cannot shorten it.
 */
async function watchThanksToLeaving(page: Page): Promise<{ stayedMs: Promise<number> }> {
  const moments: Partial<Record<'thanked' | 'leaving', number>> = {};
  let settle: (stayedMs: number) => void = () => {};
  const stayedMs = new Promise<number>((resolve) => (settle = resolve));
  await page.exposeFunction('reportMoment', (name: 'thanked' | 'leaving', at: number) => {
    moments[name] ??= at;
    if (moments.thanked !== undefined && moments.leaving !== undefined) settle(moments.leaving - moments.thanked);
  });
  await page.evaluate((thanksHeading) => {
    const report = (window as unknown as { reportMoment: (name: string, at: number) => void }).reportMoment;
    const thanked = () => [...document.querySelectorAll('h2, h3')].some((heading) => heading.textContent === thanksHeading);
    const observer = new MutationObserver(() => {
      if (!thanked()) return;
      report('thanked', performance.now());
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true });
    window.addEventListener('beforeunload', () => report('leaving', performance.now()));
  }, standardFormCopy.thankYou.heading);
  return { stayedMs };
}

async function openContactSection(page: Page) {
  await stubMainSite(page);
  await page.goto('/#contact');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Get Your Free Consultation' });
  await expect(section).toHaveAttribute('id', 'contact');
  await waitForReact(section.getByRole('button', { name: 'Send Message' }));
  return section;
}

test.describe('contact section', () => {
  test('the Standard Form sends a lead, thanks the visitor and leaves for the main site after 2 s', async ({ page, consoleErrors }, testInfo) => {
    const email = uniqueEmail(testInfo, 'standard');
    const section = await openContactSection(page);
    const form = section.getByRole('tabpanel', { name: 'Standard Form' });

    await form.getByRole('textbox', { name: /^Name/ }).fill('Jane Journey');
    await form.getByRole('textbox', { name: /^Email/ }).fill(email);
    await form.getByRole('textbox', { name: /^Phone/ }).fill('(555) 010-1234');
    await form.getByRole('combobox', { name: /What's your biggest challenge\?/ }).click();
    await page.getByRole('option', { name: 'Not enough leads' }).click();

    const send = form.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeDisabled();
    await form.getByRole('checkbox', { name: "I'm not a robot" }).check();
    const thanks = await watchThanksToLeaving(page);
    await send.click();

    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Success!')).toBeVisible();
    await page.waitForURL((url) => url.origin === mainSiteOrigin, { timeout: 10_000 });
    // React sets the timer in the same task that shows the thanks, a few ms before the observer sees
    // it: hence the 100 ms tolerance, far below anything a visitor could tell apart.
    expect(await thanks.stayedMs).toBeGreaterThanOrEqual(standardFormCopy.thankYou.redirectAfterMs - 100);

    await expect.poll(async () => (await leadsFor(email)).map((lead) => lead.source)).toEqual(['contact']);
    const [lead] = await leadsFor(email);
    // As the visitor gave it: the whole name, no company (the form asks for none), the challenge as its own key.
    expect(lead).toMatchObject({ name: 'Jane Journey', phone: '(555) 010-1234', company: null });
    expect(lead?.details).toMatchObject({ challenge: 'Not enough leads' });
    await expect.poll(async () => (await mailFor(email)).length).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await teamMailAbout(email)).length).toBeGreaterThanOrEqual(1);
    expect(consoleErrors).toEqual([]);
  });

  test('the Smart Qualification form qualifies an immediate lead as HIGH with a 2-hour promise', async ({ page, consoleErrors }, testInfo) => {
    const email = uniqueEmail(testInfo, 'smart');
    const section = await openContactSection(page);
    await section.getByRole('tab', { name: 'Smart Qualification' }).click();
    const form = section.getByRole('tabpanel', { name: 'Smart Qualification' });

    await form.getByRole('textbox', { name: /^Name/ }).fill('Maria Elena Lopez');
    await form.getByRole('textbox', { name: /^Email/ }).fill(email);
    await form.getByRole('textbox', { name: /^Company/ }).fill('Lopez Dental');
    const qualify = form.getByRole('button', { name: 'Qualify My Business' });
    await form.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await expect(qualify).toBeDisabled();
    await form.getByRole('radio', { name: 'Immediately' }).check();
    await form.getByRole('combobox', { name: /^Monthly budget/ }).click();
    await page.getByRole('option', { name: '$5,000-15,000/month' }).click();
    await form.getByRole('textbox', { name: /^What challenges are you facing\?/ }).fill('Our phones are quiet on weekends.');
    await qualify.click();

    const panel = page.getByRole('region', { name: 'Lead Qualified' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('HIGH');
    await expect(panel).toContainText("We'll contact you within 2 hours.");
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Lead Qualified Successfully!')).toBeVisible();

    await expect.poll(async () => (await leadsFor(email)).map((lead) => lead.source)).toEqual(['smart-lead']);
    const [lead] = await leadsFor(email);
    expect(lead).toMatchObject({
      name: 'Maria Elena Lopez',
      company: 'Lopez Dental',
      priority: 'high',
      budget_min_cents: 500_000,
      budget_max_cents: 1_500_000,
      message: 'Our phones are quiet on weekends.',
    });
    expect(lead?.details).toMatchObject({ urgency: 'immediate' });
    await expect.poll(async () => (await mailFor(email)).map((message) => message.subject).join('\n')).toContain('within 2 hours');
    await expect.poll(async () => (await teamMailAbout(email)).length).toBeGreaterThanOrEqual(1);
    expect(consoleErrors).toEqual([]);
  });
});
