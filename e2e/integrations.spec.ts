/**
 * Issue 45 as staff meet it: an admin adds a webhook endpoint in the Integrations tab, a visitor sends a
 * service page's consultation form, the receiver (a real HTTP server on this machine) gets `lead.created`
 * signed with the secret the tab showed once, the delivery log says it was delivered, and a replay sends it
 * again with the same webhook-id.
 */
import { Webhook } from 'standardwebhooks';
import { newAdmin, signInAsAdmin } from './admin-steps.ts';
import { readCalendar } from '../tests/ics-reader.ts';
import { headersOf, WebhookReceiver } from '../tests/webhook-receiver.ts';
import { uniqueEmail } from './backend.ts';
import { expect, test, waitForHydration, waitForReact } from './fixtures.ts';

test('an admin connects an endpoint; a visitor’s lead reaches it signed, and a replay keeps its id', async ({ browser, page }, testInfo) => {
  // Two deliveries wait for the backend's worker (every 2 s) and the log's own refresh (every 10 s).
  test.setTimeout(60_000);
  const receiver = await new WebhookReceiver().start();
  const { url, received } = receiver;

  try {
    await signInAsAdmin(page, await newAdmin(testInfo));
    await page.getByRole('link', { name: 'Integrations' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Integrations' })).toBeFocused();

    const form = page.getByRole('form', { name: 'Add an endpoint' });
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(form.getByText('Enter the receiver’s https:// URL')).toBeVisible();
    await form.getByLabel('Receiver URL').fill(url);
    await expect(form.getByRole('checkbox', { name: 'New lead' })).toBeChecked();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = await page.getByLabel(`Signing secret (shown once): ${url}`).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expect(page.getByRole('region', { name: 'Endpoints' }).getByText(url, { exact: true })).toBeVisible();

    // A visitor, in a browser of their own.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const email = uniqueEmail(testInfo, 'webhook');
    await visitor.goto('/services/google-advertising#consultation');
    await waitForHydration(visitor);
    const section = visitor.getByRole('region', { name: 'Request a Free Consultation' });
    const submit = section.getByRole('button', { name: 'Request Free Consultation' });
    await waitForReact(submit);
    await section.getByRole('textbox', { name: /^Name/ }).fill('Wes Webhook');
    await section.getByRole('textbox', { name: /^Email/ }).fill(email);
    await section.getByRole('textbox', { name: /^Phone/ }).fill('+1 (555) 010-4545');
    await submit.click();
    await expect(visitor.getByRole('region', { name: 'Notifications' }).getByText('Request Submitted!')).toBeVisible();
    await visitorContext.close();

    // The backend's worker sends what is due every 2 s, as Cron does every minute in production.
    const ours = () =>
      received.filter((message) => {
        const event = new Webhook(secret).verify(message.body, headersOf(message)) as {
          type: string;
          data: { email?: string };
        };
        return event.type === 'lead.created' && event.data.email === email;
      });
    await expect.poll(() => ours().length, { timeout: 20_000 }).toBe(1);
    const id = ours()[0]?.headers['webhook-id'];

    // The log reads itself again every 10 s: a row each on a wide screen, a card each on a phone. Other
    // journeys' leads reach this endpoint too, and another journey's endpoint is listed beside it.
    const log = page.getByRole('region', { name: 'Recent deliveries' });
    const ourDelivered = log
      .getByRole('row')
      .or(log.getByRole('listitem'))
      .filter({ visible: true })
      .filter({ hasText: url })
      .filter({ hasText: 'Delivered' })
      .first();
    await expect(ourDelivered).toBeVisible({ timeout: 15_000 });
    const before = received.length;
    const delivered = new Set(received.map((message) => message.headers['webhook-id']));
    await ourDelivered.getByRole('button', { name: /^Replay/ }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Delivery queued again')).toBeVisible();
    // The replay carries the id of a delivery the receiver already had, so it can tell a repeat.
    await expect.poll(() => received.slice(before).some((message) => delivered.has(message.headers['webhook-id'])), { timeout: 20_000 }).toBe(true);
    expect(id).toBeTruthy();

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('region', { name: 'Endpoints' }).getByRole('listitem').filter({ hasText: url }).getByRole('button', { name: /^Delete/ }).click();
    await expect(page.getByRole('region', { name: 'Endpoints' }).getByText(url, { exact: true })).toHaveCount(0);
  } finally {
    await receiver.stop();
  }
});

test('an admin makes a calendar feed address, shown once, that a calendar app can fetch without signing in', async ({ page, playwright }, testInfo) => {
  await signInAsAdmin(page, await newAdmin(testInfo));
  await page.getByRole('link', { name: 'Integrations' }).click();
  const panel = page.getByRole('region', { name: 'Your calendar feed' });
  await expect(panel.getByText('You have no calendar feed.')).toBeVisible();
  await panel.getByRole('button', { name: 'Create my feed address' }).click();
  const address = await panel.getByLabel('Feed address (shown once)').inputValue();
  await expect(panel.getByRole('button', { name: 'Replace the address' })).toBeVisible();

  // A calendar app: no cookie, no key, only the address.
  const calendarApp = await playwright.request.newContext();
  try {
    const feed = await calendarApp.get(address);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(readCalendar(await feed.text()).method).toBe('PUBLISH');

    page.once('dialog', (dialog) => void dialog.accept());
    await panel.getByRole('button', { name: 'Turn the feed off' }).click();
    await expect(panel.getByText('You have no calendar feed.')).toBeVisible();
    expect((await calendarApp.get(address)).status()).toBe(404);
  } finally {
    await calendarApp.dispose();
  }
});
