import type { Page } from '@playwright/test';
import { bookingsFor, leadsFor, mailFor, teamMailAbout, uniqueEmail, type StoredLead } from './backend.ts';
import { bookAFreeSlot } from './booking-steps.ts';
import { test, expect, waitForHydration, waitForReact } from './fixtures.ts';

async function quizLeadFor(email: string): Promise<StoredLead> {
  await expect.poll(async () => (await leadsFor(email)).length, { message: 'the lead is stored once' }).toBe(1);
  const [lead] = await leadsFor(email);
  if (!lead) throw new Error(`no lead for ${email}`);
  return lead;
}

/** Picks an answer and goes on; the next question gets the focus. */
async function choose(page: Page, answer: string, nextQuestion: string) {
  await page.getByRole('radio', { name: answer }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: nextQuestion })).toBeFocused();
}

async function openQuiz(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  const next = page.getByRole('button', { name: 'Next' });
  // The quiz is its own chunk: it hydrates after the page.
  await waitForReact(next);
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
  return next;
}

async function expectVisitorAndTeamMail(email: string, subject: string) {
  await expect.poll(async () => (await mailFor(email)).map((message) => message.subject).join('\n')).toContain(subject);
  await expect.poll(async () => (await teamMailAbout(email)).length).toBeGreaterThan(0);
}

test.describe('quizzes', () => {
  // A slot another journey just booked answers 409, which the browser logs; the form then offers another.
  test.use({ expectedConsoleErrors: [/status of 409/] });

  test('the aspirer quiz keeps its progress across a reload and ends on /call-booking with the lead stored', async ({ page, consoleErrors }, testInfo) => {
    // The whole journey: quiz, reload, submit, then booking a call.
    test.setTimeout(60_000);
    const email = uniqueEmail(testInfo, 'aspirer');

    await page.goto('/path-selector');
    await waitForHydration(page);
    await page.getByRole('link', { name: /I'm Planning to Start a Business/ }).click();
    await expect(page).toHaveURL('/quiz/aspirer');

    const next = await openQuiz(page, '/quiz/aspirer');
    await choose(page, 'Launching in 3 to 6 months', 'What is your business idea?');
    await expect(page.getByText('Step 2 of 5')).toBeVisible();
    await expect(next).toBeDisabled();
    await page.getByRole('textbox', { name: 'What is your business idea?' }).fill('A mobile dog-grooming van');
    await next.click();

    // A reload mid-quiz comes back on step 3 with the answers kept.
    await expect(page.getByText('Step 3 of 5')).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('Step 3 of 5')).toBeVisible();
    const customer = page.getByRole('textbox', { name: 'Who is your ideal customer?' });
    await waitForReact(customer);
    await customer.fill('Busy pet owners on the Westside');
    await page.getByRole('button', { name: 'Next' }).click();

    await choose(page, 'Running out of money', 'Where should we send your Launch Roadmap?');
    await expect(page.getByText('Step 5 of 5')).toBeVisible();
    await page.getByRole('textbox', { name: /Your name/ }).fill('Dana Kim');
    await page.getByRole('textbox', { name: /Email address/ }).fill(email);
    await page.getByRole('button', { name: 'Get My Launch Roadmap' }).click();

    await expect(page.getByText('Success! Check your email for your Launch Roadmap.')).toBeVisible();
    await expect(page).toHaveURL('/call-booking');

    const lead = await quizLeadFor(email);
    expect(lead).toMatchObject({ name: 'Dana Kim', email, user_type: 'aspirer', status: 'New', is_spam: false, industry: null });
    expect(lead.quiz_answers).toEqual({
      stage: 'planning-3-6',
      concept: 'A mobile dog-grooming van',
      customer: 'Busy pet owners on the Westside',
      fear: 'running-out-money',
    });
    await expectVisitorAndTeamMail(email, 'Launch Roadmap');

    // The journey goes on to the call: the booking joins the same lead, whose status stays for staff to set
    // (an unverified e-mail changes no status), and the invite arrives.
    await bookAFreeSlot(page, email);
    const [quizLead] = await leadsFor(email);
    await expect.poll(async () => (await bookingsFor(email)).map((booking) => booking.lead_id)).toEqual([quizLead?.id]);
    expect((await leadsFor(email)).map((stored) => [stored.status, stored.call_booked])).toEqual([['New', false]]);
    await expect
      .poll(async () => (await mailFor(email)).some((message) => message.attachments?.some((file) => file.filename.endsWith('.ics'))))
      .toBe(true);

    // The sent quiz is forgotten: coming back starts over.
    await page.goto('/quiz/aspirer');
    await waitForHydration(page);
    await expect(page.getByText('Step 1 of 5')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('an Online owner skips the improvement step and submits on step 4 of 5', async ({ page, consoleErrors }, testInfo) => {
    const email = uniqueEmail(testInfo, 'owner-online');

    const next = await openQuiz(page, '/quiz/owner');
    await choose(page, 'Online', 'How do you get most of your customers today?');
    await expect(page.getByText('Step 2 of 5')).toBeVisible();
    await expect(next).toBeDisabled();
    await choose(page, 'Social media', 'What would be the biggest win for your business?');
    await choose(page, 'More online sales', 'Where should we send your Growth Audit?');
    await expect(page.getByText('Step 4 of 5')).toBeVisible();
    await page.getByRole('textbox', { name: /Your name/ }).fill('Ana Silva');
    await page.getByRole('textbox', { name: /Business email/ }).fill(email);
    await page.getByRole('button', { name: 'Get My Growth Audit' }).click();

    await expect(page.getByText('Success! Check your email for your Growth Audit.')).toBeVisible();
    await expect(page).toHaveURL('/call-booking');

    const lead = await quizLeadFor(email);
    expect(lead).toMatchObject({ email, user_type: 'owner', industry: 'Online', status: 'New', is_spam: false });
    expect(lead.quiz_answers).toEqual({ businessType: 'Online', currentMethod: 'social-media', win: 'online-sales' });
    await expectVisitorAndTeamMail(email, 'Growth Audit');
    expect(consoleErrors).toEqual([]);
  });

  test('a Hybrid owner answers the improvement step, which is stored with the lead', async ({ page, consoleErrors }, testInfo) => {
    const email = uniqueEmail(testInfo, 'owner-hybrid');

    await openQuiz(page, '/quiz/owner');
    await choose(page, 'Hybrid', 'What do you most want to improve?');
    await expect(page.getByText('Step 2 of 5')).toBeVisible();
    await choose(page, 'Compete with big chains', 'How do you get most of your customers today?');
    // Back returns to the improvement step with its answer kept.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Compete with big chains' })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 3 of 5')).toBeVisible();
    await choose(page, 'Local advertising', 'What would be the biggest win for your business?');
    await choose(page, 'More foot traffic', 'Where should we send your Growth Audit?');
    await expect(page.getByText('Step 5 of 5')).toBeVisible();
    await page.getByRole('textbox', { name: /Your name/ }).fill('Luis Ortega');
    await page.getByRole('textbox', { name: /Business email/ }).fill(email);
    await page.getByRole('button', { name: 'Get My Growth Audit' }).click();

    await expect(page).toHaveURL('/call-booking');
    const lead = await quizLeadFor(email);
    expect(lead).toMatchObject({ email, user_type: 'owner', industry: 'Hybrid', is_spam: false });
    expect(lead.quiz_answers).toEqual({ businessType: 'Hybrid', improvement: 'compete-chains', currentMethod: 'local-ads', win: 'foot-traffic' });
    await expectVisitorAndTeamMail(email, 'Growth Audit');
    expect(consoleErrors).toEqual([]);
  });
});
