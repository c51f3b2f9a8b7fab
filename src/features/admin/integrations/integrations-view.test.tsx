/**
 * The Integrations tab's form shows the rule's messages for what it cannot send, sends what it can through
 * create_webhook_endpoint, and shows the signing secret the database answered, once. The database is faked
 * at the client.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffFeedUrl } from '@shared/booking/staff-feed-url.ts';
import { webhookEndpointMessages } from '@shared/webhooks/endpoint-schema.ts';
import { env } from '@/lib/env';
import { fakeTableClient, renderWithAdminClient } from '../api/table-client.fake';
import { IntegrationsView } from './integrations-view';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const FEED_TOKEN = 'c0ffee'.repeat(10) + 'c0ff';

/** The database's answers: an endpoint's secret, and a calendar feed that is off until one is made. */
function answer(name: string) {
  if (name === 'create_webhook_endpoint') return { data: { id: 'e1', secret: SECRET }, error: null };
  if (name === 'calendar_feed_status') return { data: { active: false, created_at: null }, error: null };
  if (name === 'issue_calendar_feed') return { data: FEED_TOKEN, error: null };
  return { data: null, error: { message: 'unexpected' } };
}

function setup() {
  const fake = fakeTableClient({ webhook_endpoints: [], webhook_deliveries: [] }, undefined, answer);
  renderWithAdminClient(<IntegrationsView />, fake.client);
  return { ...fake, form: within(screen.getByRole('form', { name: 'Add an endpoint' })) };
}

describe('IntegrationsView', () => {
  it('asks for an https URL and at least one event before sending anything', async () => {
    const { form, calls } = setup();
    await userEvent.type(form.getByLabelText(/Receiver URL/), 'http://hooks.example.com/in');
    await userEvent.click(form.getByRole('checkbox', { name: 'New lead' }));
    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    expect(await form.findByText(webhookEndpointMessages.url)).toBeInTheDocument();
    expect(form.getByText(webhookEndpointMessages.events)).toBeInTheDocument();
    expect(form.getByLabelText(/Receiver URL/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'create_webhook_endpoint')).toEqual([]);
  });

  it('adds the endpoint with the chosen events and shows its secret once', async () => {
    const { form, calls } = setup();
    await userEvent.type(form.getByLabelText(/Receiver URL/), 'https://hooks.zapier.com/hooks/catch/1/abc/');
    await userEvent.click(form.getByRole('checkbox', { name: 'Call booked' }));
    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    const secret = await screen.findByLabelText('Signing secret (shown once): https://hooks.zapier.com/hooks/catch/1/abc/');
    expect(secret).toHaveValue(SECRET);
    expect(calls.find((call) => call.method === 'create_webhook_endpoint')?.args[0]).toEqual({
      url: 'https://hooks.zapier.com/hooks/catch/1/abc/',
      kind: 'webhook',
      events: ['lead.created', 'booking.created'],
      description: '',
    });
    // The form is ready for the next endpoint.
    expect(form.getByLabelText(/Receiver URL/)).toHaveValue('');
  });

  it("makes the admin's calendar feed and shows its address once, ready to copy", async () => {
    const { calls } = setup();
    const panel = within(await screen.findByRole('region', { name: 'Your calendar feed' }));
    expect(await panel.findByText('You have no calendar feed.')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Create my feed address' }));
    expect(await panel.findByLabelText('Feed address (shown once)')).toHaveValue(staffFeedUrl(env.VITE_SUPABASE_URL, FEED_TOKEN));
    expect(calls.filter((call) => call.method === 'issue_calendar_feed')).toHaveLength(1);
  });
});
