/**
 * Issue 43 item 5 as staff and a client meet it: staff make an agreement link for a lead in the dashboard;
 * the client who accepts it gets a copy "quoted by the agency", and one who edits its amounts is still taken
 * in, marked "not quoted", with a copy saying the amounts are to be confirmed. The dashboard says which is which.
 */
import { randomUUID } from 'node:crypto';
import { acceptShownAgreement } from './agreement-steps.ts';
import { captureContactStyleLeads, newAdmin, signInAsAdmin } from './admin-steps.ts';
import { mailFor, uniqueEmail } from './backend.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

test('staff make an agreement link; its acceptance is quoted by the agency, an edited one is not', async ({ browser, page }, testInfo) => {
  const marker = `quote-${randomUUID().slice(0, 8)}`;
  await captureContactStyleLeads(marker);
  await signInAsAdmin(page, await newAdmin(testInfo));
  await page.getByLabel('Search leads').fill(marker);
  await expect(page.getByText('Showing 1–3 of 3 leads')).toBeVisible();
  await page.getByRole('link', { name: 'Cal Consult' }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cal Consult' })).toBeFocused();

  const links = page.getByRole('region', { name: 'Agreement links' });
  await expect(links.getByText('No agreement link made for this lead yet.')).toBeVisible();
  await links.getByLabel('Package').selectOption('Leader Package');
  await links.getByLabel('Monthly investment').fill('7200');
  await links.getByLabel('Setup fee').fill('4000');
  await links.getByRole('button', { name: 'Make agreement link' }).click();
  const link = await links.getByLabel('New agreement link').inputValue();
  expect(new URL(link).searchParams.get('quote')).toMatch(/^[0-9a-f-]{36}$/);

  // Two clients, each in a browser of their own: one accepts the link as sent, one after raising nothing but the price.
  const client = await browser.newContext();
  const visitor = await client.newPage();
  const quotedEmail = uniqueEmail(testInfo, 'quoted');
  await visitor.goto(link);
  await waitForHydration(visitor);
  await expect(visitor.getByRole('region', { name: 'Agreement Summary' }).getByText('$7,200')).toBeVisible();
  await acceptShownAgreement(visitor, 'Quinn Quoted', quotedEmail);

  const edited = new URL(link);
  edited.searchParams.set('monthly', '1');
  const editedEmail = uniqueEmail(testInfo, 'edited');
  await visitor.goto(edited.toString());
  await waitForHydration(visitor);
  await acceptShownAgreement(visitor, 'Eddie Edited', editedEmail);
  await client.close();

  const copyTo = async (email: string) => (await mailFor(email)).find((message) => message.subject.startsWith('Your service agreement'))?.text ?? '';
  await expect.poll(() => copyTo(quotedEmail)).toContain('Amounts: Quoted by the agency');
  await expect.poll(() => copyTo(editedEmail)).toContain('Amounts: Not quoted by the agency: to be confirmed');

  // The dashboard lists both acceptances and says which carried the agency's price.
  await page.goto('/admin?tab=agreements');
  // A table row on a wide screen, a card on a phone.
  const acceptanceOf = (email: string) => page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: email, visible: true });
  await expect(acceptanceOf(quotedEmail).getByText('Quoted by the agency', { exact: true })).toBeVisible();
  await expect(acceptanceOf(editedEmail).getByText('Not quoted by the agency', { exact: true })).toBeVisible();
});
