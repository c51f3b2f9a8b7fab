import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { captureContactStyleLeads, captureLeadsFromEverySource, FORMULA_COMPANY, newAdmin, newNonAdmin, signIn, signInAsAdmin } from './admin-steps.ts';
import { leadsFor } from './backend.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

// Staff's path through the Growth Engine Dashboard against the local backend: every read and write
// goes through PostgREST under RLS, as in production.

/** What is on screen, whichever of the two layouts (table from xl, cards below) the viewport gets. */
const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true });

/** The value beside a label on the lead page (its facts and its form details), whichever layout holds it. */
const fieldValue = (page: Page, label: string) =>
  page.locator('dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** On phones the filters fold behind a "Filters" button; elsewhere they are always open. */
async function openFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

test.describe('wrong credentials', () => {
  // The browser logs the refused request; the test checks the screen says why.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('a wrong password shows the server’s message and stays on the sign-in page', async ({ page }, testInfo) => {
    const admin = await newAdmin(testInfo);
    await signIn(page, { ...admin, password: 'not-the-password' });
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByLabel('Password')).toBeFocused();
  });
});

test('sign-in asks for both fields before calling the server', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test.describe('a user without the admin role', () => {
  // The browser logs the refused request; the test checks the screen says why.
  test.use({ expectedConsoleErrors: [/status of 406/] });

  test('a signed-in user without the admin role is turned away from the dashboard', async ({ page }, testInfo) => {
    await signIn(page, await newNonAdmin(testInfo));
    await expect(page.getByText('Unauthorized access')).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});

test('without a session /admin goes to sign-in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('an admin finds, filters, opens, moves, notes and exports leads, then logs out for good', async ({ page }, testInfo) => {
  const marker = `inbox-${randomUUID().slice(0, 8)}`;
  const emails = await captureLeadsFromEverySource(marker);
  const admin = await newAdmin(testInfo);
  await signInAsAdmin(page, admin);

  // Every form's lead is in the inbox, with its source.
  await page.getByLabel('Search leads').fill(marker);
  await expect(page.getByText('Showing 1–6 of 6 leads')).toBeVisible();
  for (const email of Object.values(emails)) await expect(shown(page, email)).toBeVisible();
  for (const source of ['Contact form', 'Consultation request', 'Guide download', 'Exit-intent offer']) {
    await expect(shown(page, source)).toHaveCount(1);
  }
  await expect(shown(page, 'Quiz')).toHaveCount(2);

  // Filters combine on the server, and live in the address.
  await openFilters(page);
  await page.getByLabel('Source').selectOption({ label: 'Quiz' });
  await expect(page.getByText('Showing 1–2 of 2 leads')).toBeVisible();
  await page.getByLabel('User type').selectOption({ label: 'Owner' });
  await expect(page.getByText('Showing 1–1 of 1 leads')).toBeVisible();
  await expect(shown(page, emails['quiz-owner'] ?? '')).toBeVisible();
  await expect(page).toHaveURL(/source=quiz/);
  // Clear filters empties the search box too. The router commits the new address in a transition, and
  // text typed before that commit is overwritten by it, so the test types once the box has emptied.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search leads')).toHaveValue('');
  await expect(page).not.toHaveURL(/source=/);
  await page.getByLabel('Search leads').fill(marker);
  await expect(page.getByText('Showing 1–6 of 6 leads')).toBeVisible();

  // Open the contact lead, move it along the pipeline and note the call.
  await page.getByRole('link', { name: 'Cora Contact' }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cora Contact' })).toBeFocused();
  await expect(page.getByText('Not enough leads', { exact: true })).toBeVisible();
  await page.getByLabel('Status of Cora Contact').selectOption('Nurturing');
  await expect(page.getByText(`Status changed from New to Nurturing by ${admin.email}`)).toBeVisible();
  await page.getByLabel('Add a note').fill('Called, left a voicemail. Try again Tuesday.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note added', { exact: true })).toBeVisible();
  await expect(page.getByText('Called, left a voicemail. Try again Tuesday.')).toBeVisible();
  await expect(page.getByText(/Responded in \d+ (s|min)/)).toBeVisible();

  const [stored] = await leadsFor(emails.contact ?? '');
  expect(stored?.status).toBe('Nurturing');

  // Back to the same filtered list, and export it.
  await page.getByRole('link', { name: 'Back to leads' }).click();
  await expect(page.getByText('Showing 1–6 of 6 leads')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  // Read as a spreadsheet reads it: every cell quoted, a formula-looking company behind an apostrophe.
  const [header = [], ...rows] = Papa.parse<string[]>(await readFile(await download.path(), 'utf8'), { skipEmptyLines: true }).data;
  expect(header.slice(0, 10)).toEqual(['Captured', 'Name', 'Email', 'Phone', 'Company', 'Source', 'User type', 'Industry', 'Status', 'Call booked']);
  expect(rows).toHaveLength(6);
  const rowFor = (email: string | undefined) => Object.fromEntries(header.map((name, index) => [name, rows.find((row) => row.includes(email ?? ''))?.[index]]));
  expect(rowFor(emails.contact).Status).toBe('Nurturing');
  expect(rowFor(emails.consultation)).toMatchObject({ Company: `'${FORMULA_COMPANY}`, Message: expect.stringContaining('We need more qualified leads from search.') });

  // Log out, and the back button cannot bring the dashboard back.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Growth Engine Dashboard' })).toHaveCount(0);
  await expect(page.getByText(marker)).toHaveCount(0);
});

test.describe('a refused write', () => {
  // The browser logs the refused request; the test checks the screen says why.
  test.use({ expectedConsoleErrors: [/status of 503/] });

  test('a status change the database refuses is rolled back on screen', async ({ page }, testInfo) => {
    const marker = `rollback-${randomUUID().slice(0, 8)}`;
    const emails = await captureLeadsFromEverySource(marker);
    await signInAsAdmin(page, await newAdmin(testInfo));
    await page.getByLabel('Search leads').fill(emails['resource-download'] ?? '');
    await expect(page.getByText('Showing 1–1 of 1 leads')).toBeVisible();

    await page.route('**/rest/v1/leads?**', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'PGRST000', message: 'Database unavailable' }) })
        : route.fallback(),
    );
    const status = page.getByLabel('Status of Gina Guide').filter({ visible: true });
    await status.selectOption('Client');
    await expect(page.getByText('Could not change the status to Client')).toBeVisible();
    await expect(status).toHaveValue('New');
    const [stored] = await leadsFor(emails['resource-download'] ?? '');
    expect(stored?.status).toBe('New');
  });
});

test('public pages never download the dashboard’s code', async ({ page }) => {
  // The build's manifest names the chunks of the staff pages; none may reach a visitor.
  const manifest = JSON.parse(await readFile('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const staffChunks = ['src/pages/admin.tsx', 'src/pages/auth.tsx', 'src/app/staff-layout.tsx'].map((source) => manifest[source]?.file);
  expect(staffChunks.every(Boolean), 'the manifest names every staff chunk').toBe(true);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  for (const path of ['/', '/services/winning-websites', '/call-booking']) {
    await page.goto(path);
    await waitForHydration(page);
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
  }
  expect(requested.some((path) => path.endsWith('.js'))).toBe(true);
  for (const chunk of staffChunks) expect(requested).not.toContain(`/${chunk}`);
});

test('the lead page shows what the visitor gave as fields: phone, message, priority, budget and each answer', async ({ page }, testInfo) => {
  const marker = `fields-${randomUUID().slice(0, 8)}`;
  const emails = await captureContactStyleLeads(marker);
  await signInAsAdmin(page, await newAdmin(testInfo));
  await page.getByLabel('Search leads').fill(marker);
  await expect(page.getByText('Showing 1–3 of 3 leads')).toBeVisible();

  // The smart form: the priority the server gave it, the budget in dollars, the challenges as the message.
  await page.getByRole('link', { name: 'Sam Smart' }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sam Smart' })).toBeFocused();
  await expect(fieldValue(page, 'Priority')).toHaveText('High');
  await expect(fieldValue(page, 'Monthly budget')).toHaveText('$5,000 - $15,000 a month');
  await expect(fieldValue(page, 'Message')).toHaveText('Our phones are quiet on weekends.\nWe lose patients to the chain down the street.');
  await expect(fieldValue(page, 'Company')).toHaveText('Smart Dental');
  await expect(fieldValue(page, 'Urgency')).toHaveText('Immediately');
  await expect(fieldValue(page, 'Primary goal')).toHaveText('Increase revenue');
  await expect(page.getByText('Priority: HIGH')).toHaveCount(0);

  // The consultation: its phone and message, no company made up.
  await page.getByRole('link', { name: 'Back to leads' }).click();
  await page.getByRole('link', { name: 'Cal Consult' }).filter({ visible: true }).click();
  await expect(fieldValue(page, 'Phone')).toHaveText('(310) 555-0101');
  await expect(fieldValue(page, 'Message')).toHaveText('Help with local SEO please.');
  await expect(fieldValue(page, 'Company')).toHaveText('—');
  await expect(fieldValue(page, 'Service page')).toHaveText('Pay-Per-Results SEO');

  // The onboarding wizard asks for no name: the lead is called by its e-mail.
  await page.getByRole('link', { name: 'Back to leads' }).click();
  await page.getByRole('link', { name: emails.onboarding }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: emails.onboarding })).toBeFocused();
  await expect(fieldValue(page, 'Monthly budget')).toHaveText('$25,000+ a month');
  await expect(fieldValue(page, 'Main goal')).toHaveText('Automate Phone Calls');
  await expect(fieldValue(page, 'Recommended package')).toHaveText('Market Leader');
  await expect(page.getByText('Onboarding Lead')).toHaveCount(0);
});
