/**
 * The events a webhook endpoint can ask for (issue 45), as the database queues them
 * (supabase/migrations/…_webhooks.sql checks the same list; tests/backend/webhooks.test.ts holds the two to it).
 * Each is queued in the transaction of the change that causes it.
 */
export const WEBHOOK_EVENTS = [
  'lead.created',
  'lead.status_changed',
  'booking.created',
  'booking.moved',
  'booking.cancelled',
  'booking.attended',
  'booking.no_show',
  'agreement.accepted',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event an admin's "Send test event" queues, whatever the endpoint asked for. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** What each event is called, in the dashboard and in a chat message's headline. */
export const webhookEventLabels: Record<WebhookEvent | typeof WEBHOOK_TEST_EVENT, string> = {
  'lead.created': 'New lead',
  'lead.status_changed': 'Lead status changed',
  'booking.created': 'Call booked',
  'booking.moved': 'Call moved',
  'booking.cancelled': 'Call cancelled',
  'booking.attended': 'Call attended',
  'booking.no_show': 'Call no-show',
  'agreement.accepted': 'Agreement accepted',
  'webhook.test': 'Test event from the website',
};

/** What a delivery's body is: the Standard Webhooks convention of a type, a time and the event's data. */
export interface WebhookPayload {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}
