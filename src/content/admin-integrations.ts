/**
 * The words of the dashboard's Integrations tab (src/features/admin/integrations/): webhook and chat
 * endpoints, their secrets and their deliveries. The form's messages are the rule's
 * (webhookEndpointMessages in @shared/webhooks/endpoint-schema.ts), and so are the events' names.
 */
import { webhookEventLabels } from '@shared/webhooks/events.ts';
import type { WebhookKind } from '@shared/webhooks/endpoint-schema.ts';

/** The events' names are the rule's, shared with the chat message's headline. */
export const eventLabels = webhookEventLabels;

export const kindLabels: Record<WebhookKind, string> = {
  webhook: 'Webhook (signed JSON)',
  chat: 'Team chat message',
};

export const integrationsCopy = {
  title: 'Integrations',
  intro:
    'Send leads, calls and agreements to the tools you work in. Every event is kept until the receiver takes it, and tried again for a day when it is down.',
  form: {
    heading: 'Add an endpoint',
    url: 'Receiver URL',
    urlHint: 'An https:// address. Zapier, Make and n8n give you one when you create a webhook trigger.',
    kind: 'Kind',
    kindHint: 'A webhook suits Zapier, Make, n8n or a CRM; a team chat message needs a Slack-compatible incoming webhook URL.',
    events: 'Events',
    description: 'Description',
    descriptionHint: 'Optional: what the endpoint is for.',
    submit: 'Add endpoint',
    submitting: 'Adding…',
    added: 'Endpoint added',
    failed: 'Could not add the endpoint',
  },
  secret: {
    label: 'Signing secret (shown once)',
    hint: 'Give it to the receiver to check the webhook-signature header. It is not shown again; rotate it to get a new one.',
    button: 'Copy secret',
    rotated: 'New signing secret made',
  },
  endpoints: {
    heading: 'Endpoints',
    loading: 'Loading endpoints…',
    error: 'Could not load the endpoints',
    empty: 'No endpoint yet.',
    paused: 'Paused',
    active: 'Active',
    pause: 'Pause',
    resume: 'Resume',
    test: 'Send test event',
    testSent: 'Test event queued',
    rotate: 'Rotate secret',
    remove: 'Delete',
    confirmRemove: 'Delete this endpoint and its delivery log?',
    removed: 'Endpoint deleted',
    failed: 'Could not change the endpoint',
  },
  deliveries: {
    heading: 'Recent deliveries',
    loading: 'Loading deliveries…',
    error: 'Could not load the deliveries',
    empty: 'Nothing delivered yet.',
    columns: ['Event', 'Endpoint', 'Status', 'Response', 'Attempts', 'Last try'],
    replay: 'Replay',
    replayed: 'Delivery queued again',
    failed: 'Could not replay the delivery',
    noResponse: 'None',
  },
  calendar: {
    heading: 'Your calendar feed',
    intro:
      'Subscribe to the booked calls in Google Calendar ("From URL"), Outlook ("Subscribe from web") or Apple Calendar ("New Calendar Subscription"): every call from the last 30 days and all ahead, moved and cancelled calls included. The address is yours alone and works without signing in, so keep it private.',
    loading: 'Loading your calendar feed…',
    error: 'Could not load your calendar feed',
    off: 'You have no calendar feed.',
    /** {date}: when the current address was made. */
    on: 'Your calendar feed is on, at an address made {date}.',
    create: 'Create my feed address',
    replace: 'Replace the address',
    replaceHint: 'A new address stops the old one at once: subscribe again with the new one.',
    turnOff: 'Turn the feed off',
    confirmTurnOff: 'Turn your calendar feed off? Calendars subscribed to it stop getting calls.',
    created: 'Feed address made',
    turnedOff: 'Calendar feed turned off',
    failed: 'Could not change your calendar feed',
    address: 'Feed address (shown once)',
    copy: 'Copy address',
    copied: 'Address copied',
    addressHint: 'It is not shown again. Replace the address to get a new one.',
  },
  statusLabels: { pending: 'Waiting', sending: 'Sending', delivered: 'Delivered', failed: 'Failed' } as Record<string, string>,
} as const;
