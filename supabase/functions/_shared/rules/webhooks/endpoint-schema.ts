/**
 * What an admin gives to add a webhook endpoint in the dashboard's Integrations tab (issue 45), checked by the
 * form before it is sent; the table's checks and the dispatcher's (receiver-url.ts, receiver-address.ts) stand behind it.
 */
import { z } from 'zod';
import { WEBHOOK_EVENTS } from './events.ts';
import { isLoopbackHostname, urlRefusal } from './receiver-url.ts';

export const WEBHOOK_KINDS = ['webhook', 'chat'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

/** https anywhere; plain http only to this machine, where a developer runs a receiver. */
export function isReceiverUrl(value: string): boolean {
  if (urlRefusal(value, { allowLoopback: false }) === null) return true;
  return urlRefusal(value, { allowLoopback: true }) === null && isLoopbackHostname(new URL(value).hostname);
}

export const webhookEndpointMessages = {
  url: 'Enter the receiver’s https:// URL',
  events: 'Choose at least one event',
  description: 'Keep the description under 200 characters',
} as const;

export const webhookEndpointSchema = z.object({
  url: z.string().trim().max(2000, webhookEndpointMessages.url).refine(isReceiverUrl, webhookEndpointMessages.url),
  kind: z.enum(WEBHOOK_KINDS),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, webhookEndpointMessages.events),
  description: z.string().trim().max(200, webhookEndpointMessages.description),
});

export type WebhookEndpointInput = z.input<typeof webhookEndpointSchema>;
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;
