/**
 * Sends the webhook deliveries that are due (issue 45), as the e-mail outbox sends its messages: claimed by
 * `claim_webhook_deliveries` so two dispatchers never send one twice, each attempt recorded, a failure tried
 * again later (rules/webhooks/retry.ts), and marked failed when the attempts run out.
 *
 * A delivery follows the Standard Webhooks specification (https://www.standardwebhooks.com): the body is the
 * queued JSON, and `webhook-id` (the delivery's id, the same on every attempt and replay), `webhook-timestamp`
 * and `webhook-signature` are signed with the endpoint's secret by the `standardwebhooks` library. A chat
 * endpoint gets a readable message instead, unsigned (an incoming-webhook URL is its own secret).
 *
 * Every delivery of a batch is sent at once, each bounded by a timeout and never reading the answer's body,
 * so a slow or huge receiver holds up only its own delivery. Redirects are not followed: a 3xx could point at
 * an address the checks below would refuse.
 */
import { Webhook } from 'standardwebhooks';
import type { Database } from '../../database.types.ts';
import type { FetchLike } from '../mail/transport.ts';
import type { ServiceClient } from '../service-client.ts';
import { teamChatMessage } from '../../rules/webhooks/team-chat-message.ts';
import type { WebhookPayload } from '../../rules/webhooks/events.ts';
import { addressesRefusal, hostToResolve, receiverRefusalMessages } from '../../rules/webhooks/receiver-address.ts';
import { urlRefusal, type ReceiverPolicy, type ReceiverRefusal } from '../../rules/webhooks/receiver-url.ts';
import { webhookRetryDelaySeconds } from '../../rules/webhooks/retry.ts';
import { leadPageUrl } from '../../rules/lead-page-url.ts';

/** A delivery as claim_webhook_deliveries answers it, with its endpoint's URL, kind and secret. */
type ClaimedRow = Database['public']['Functions']['claim_webhook_deliveries']['Returns'][number];
/** The payload is the queued {type, timestamp, data} (private.enqueue_webhook_event builds it). */
export type ClaimedDelivery = Omit<ClaimedRow, 'payload'> & { payload: WebhookPayload };

export interface WebhookDispatchResult {
  delivered: number;
  /** Failed this time, queued again with a later next_attempt_at. */
  retried: number;
  /** Failed for good: refused, or out of attempts. */
  failed: number;
}

/** The addresses a host name resolves to (A and AAAA); an empty list when it has none. */
export type ResolveHost = (name: string) => Promise<string[]>;

export interface WebhookDispatcherOptions {
  /** A service-role client: deliveries and secrets are closed to every other role. */
  client: ServiceClient;
  resolveHost: ResolveHost;
  policy: ReceiverPolicy;
  /** The site's public address, for the chat message's link to the lead's page; null leaves the link out. */
  siteUrl: string | null;
  fetch?: FetchLike;
  now?: () => Date;
  /** How long a receiver has to answer. */
  timeoutMs?: number;
  batchSize?: number;
  log?: (message: string) => void;
}

export const WEBHOOK_TIMEOUT_MS = 10_000;
const MAX_ERROR_LENGTH = 500;

type Attempt = { ok: true; status: number } | { ok: false; status: number | null; error: string; retryable: boolean };

class ReceiverRefused extends Error {
  constructor(
    readonly refusal: ReceiverRefusal,
    readonly retryable: boolean,
  ) {
    super(receiverRefusalMessages[refusal]);
  }
}

/** The dashboard's page of the event's lead, when the event names one. */
function leadPage(siteUrl: string | null, payload: WebhookPayload): string | null {
  const { data } = payload;
  const leadId = payload.type.startsWith('lead.') ? data.id : data.lead_id;
  if (!siteUrl || typeof leadId !== 'string') return null;
  return leadPageUrl(siteUrl, leadId);
}

export function createWebhookDispatcher({
  client,
  resolveHost,
  policy,
  siteUrl,
  fetch: fetchImpl = fetch,
  now = () => new Date(),
  timeoutMs = WEBHOOK_TIMEOUT_MS,
  batchSize = 20,
  log = (message) => console.info(message),
}: WebhookDispatcherOptions) {
  /** Checks the URL, then every address its host resolves to, right before the request. */
  async function checkReceiver(url: URL): Promise<void> {
    const refusal = urlRefusal(url.href, policy);
    if (refusal) throw new ReceiverRefused(refusal, false);
    const host = hostToResolve(url);
    const addresses = 'address' in host ? [host.address] : await resolveHost(host.name).catch(() => []);
    const verdict = addressesRefusal(addresses, policy);
    // A name that does not resolve now may tomorrow; one that resolves to a private address is refused.
    if (verdict) throw new ReceiverRefused(verdict, verdict === 'no-address');
  }

  function request(delivery: ClaimedDelivery): { body: string; headers: Record<string, string> } {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'lead-site-webhooks/1' };
    if (delivery.kind === 'chat') {
      return { body: JSON.stringify(teamChatMessage(delivery.payload, leadPage(siteUrl, delivery.payload))), headers };
    }
    const body = JSON.stringify(delivery.payload);
    const sentAt = now();
    return {
      body,
      headers: {
        ...headers,
        'webhook-id': delivery.id,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': new Webhook(delivery.secret).sign(delivery.id, sentAt, body),
      },
    };
  }

  async function attempt(delivery: ClaimedDelivery): Promise<Attempt> {
    try {
      const url = new URL(delivery.url);
      await checkReceiver(url);
      const { body, headers } = request(delivery);
      const response = await fetchImpl(url.href, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      // What the receiver says is not ours to read: a huge or endless body must not hold the dispatcher.
      await response.body?.cancel().catch(() => undefined);
      if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
      return { ok: false, status: response.status, error: `The receiver answered ${response.status}.`, retryable: true };
    } catch (error) {
      if (error instanceof ReceiverRefused) return { ok: false, status: null, error: error.message, retryable: error.retryable };
      const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const message = timedOut ? `No answer within ${timeoutMs / 1000} s.` : `Could not reach the receiver: ${error instanceof Error ? error.message : String(error)}`;
      return { ok: false, status: null, error: message, retryable: true };
    }
  }

  async function record(delivery: ClaimedDelivery, outcome: Attempt): Promise<keyof WebhookDispatchResult> {
    const at = now();
    const delay = outcome.ok || !outcome.retryable ? null : webhookRetryDelaySeconds(delivery.attempts);
    const result: keyof WebhookDispatchResult = outcome.ok ? 'delivered' : delay === null ? 'failed' : 'retried';
    const changes = outcome.ok
      ? { status: 'delivered', delivered_at: at.toISOString(), last_status_code: outcome.status, last_error: null, locked_until: null }
      : {
          status: delay === null ? 'failed' : 'pending',
          last_status_code: outcome.status,
          last_error: outcome.error.slice(0, MAX_ERROR_LENGTH),
          locked_until: null,
          ...(delay === null ? {} : { next_attempt_at: new Date(at.getTime() + delay * 1000).toISOString() }),
        };
    if (!outcome.ok) log(`webhooks: ${delivery.event_type} ${delivery.id} attempt ${delivery.attempts}: ${outcome.error}`);
    // Guarded by the attempt we claimed: if our lock ran out and another dispatcher took the row over, its
    // result stands (the receiver saw the same webhook-id twice, which it may drop).
    const { error } = await client
      .from('webhook_deliveries')
      .update(changes)
      .eq('id', delivery.id)
      .eq('status', 'sending')
      .eq('attempts', delivery.attempts);
    if (error) log(`webhooks: could not record the result of ${delivery.id}: ${error.message}`);
    return result;
  }

  return {
    async dispatch(): Promise<WebhookDispatchResult> {
      const lockSeconds = Math.ceil(timeoutMs / 1000) * 3;
      const { data, error } = await client.rpc('claim_webhook_deliveries', { batch_size: batchSize, lock_seconds: lockSeconds });
      if (error) throw new Error(`claiming webhook deliveries failed: ${error.message}`);
      // The database builds every payload as {type, timestamp, data}; the generated type can only say Json.
      const deliveries = (data ?? []).map((row) => ({ ...row, payload: row.payload as unknown as WebhookPayload }));
      const results = await Promise.all(deliveries.map(async (delivery) => record(delivery, await attempt(delivery))));
      const totals: WebhookDispatchResult = { delivered: 0, retried: 0, failed: 0 };
      for (const result of results) totals[result] += 1;
      return totals;
    },
  };
}

export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
