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

/** The events a chat endpoint can post: the ones a team wants to hear about at once. */
export const CHAT_EVENTS = ['lead.created', 'booking.created'] as const satisfies readonly WebhookEvent[];

/** What a delivery's body is: the Standard Webhooks convention of a type, a time and the event's data. */
export interface WebhookPayload {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}
