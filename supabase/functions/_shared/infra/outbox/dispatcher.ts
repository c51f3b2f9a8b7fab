import type { EnvReader } from '../env.ts';
import { mailTransportFromEnv } from '../mail/from-env.ts';
import { MailTransportError, type EmailAttachment, type FetchLike, type MailTransport } from '../mail/transport.ts';
import type { Database, TablesUpdate } from '../../database.types.ts';
import { createServiceClient, type ServiceClient } from '../service-client.ts';
import { retryDelaySeconds, shouldRetry } from './retry-policy.ts';

/** A row of public.email_outbox as claim_email_outbox returns it (the generated type). */
type ClaimedOutboxRow = Database['public']['Functions']['claim_email_outbox']['Returns'][number];

/**
 * An e-mail as public.email_outbox holds it, whoever writes or reads it: kind says what the message is
 * ('team-notification', 'visitor-confirmation', 'guide-download', ...); a null to_address is the team,
 * resolved from TEAM_NOTIFICATION_EMAIL at send time.
 */
export type OutboxEmail = Pick<ClaimedOutboxRow, 'kind' | 'to_address' | 'reply_to' | 'subject' | 'html' | 'text_body'>;

/**
 * The columns of public.email_outbox the dispatcher reads. attempts already counts the attempt in progress
 * (claiming counts it); attachments are {filename, content_type, content_base64} objects, absent on rows of
 * databases migrated before attachments.
 */
export type OutboxRow = OutboxEmail &
  Pick<ClaimedOutboxRow, 'id' | 'lead_id' | 'attempts'> & { attachments?: ClaimedOutboxRow['attachments'] };

export interface DispatchResult {
  sent: number;
  /** Failed this time, queued again with a later next_attempt_at. */
  retried: number;
  /** Failed for good: not retryable, or out of attempts. */
  failed: number;
}

export interface OutboxDispatcher {
  /** Sends what is due (only `onlyIds` when given); never sends one row twice, even when called concurrently. */
  dispatch(onlyIds?: string[]): Promise<DispatchResult>;
  /** 'resend', 'mailbox', or null when mail is not configured. */
  readonly transportName: string | null;
}

export interface OutboxDispatcherOptions {
  /** A service-role client: the outbox is closed to every other role. */
  client: ServiceClient;
  transport: MailTransport | null;
  from: string;
  /** TEAM_NOTIFICATION_EMAIL: one address, or several separated by commas. */
  teamAddress: string | undefined;
  now?: () => Date;
  log?: (message: string) => void;
  /** Rows claimed per dispatch (the SQL function allows at most 100). */
  batchSize?: number;
}

/** Used when EMAIL_FROM is unset: Resend's shared test sender, which works before a domain is verified. */
export const DEFAULT_EMAIL_FROM = 'Lead Site <onboarding@resend.dev>';

const MAX_ERROR_LENGTH = 500;

type Outcome = { ok: true; providerId: string } | { ok: false; error: string; retryable: boolean };

function describeFailure(error: unknown): { error: string; retryable: boolean } {
  if (error instanceof MailTransportError) return { error: error.message, retryable: error.retryable };
  // A bug or an unforeseen runtime failure: worth another try, and visible in last_error.
  return { error: `Unexpected error: ${error instanceof Error ? error.message : String(error)}`, retryable: true };
}

/** The row's attachments in the transport's shape; entries that are not well-formed are an error, not silently dropped. */
export function attachmentsOf(row: Pick<OutboxRow, 'attachments'>): EmailAttachment[] {
  if (row.attachments === undefined || row.attachments === null) return [];
  if (!Array.isArray(row.attachments)) throw new MailTransportError('attachments is not an array', false);
  return row.attachments.map((entry: unknown, index) => {
    const candidate = (entry ?? {}) as Record<string, unknown>;
    const { filename, content_type: contentType, content_base64: contentBase64 } = candidate;
    if (typeof filename !== 'string' || typeof contentType !== 'string' || typeof contentBase64 !== 'string') {
      throw new MailTransportError(`attachment ${index} needs filename, content_type and content_base64`, false);
    }
    return { filename, contentType, contentBase64 };
  });
}

function recipients(address: string): string[] {
  return address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function createOutboxDispatcher({
  client,
  transport,
  from,
  teamAddress,
  now = () => new Date(),
  log = (message) => console.info(message),
  batchSize = 20,
}: OutboxDispatcherOptions): OutboxDispatcher {
  const team = teamAddress ? recipients(teamAddress) : [];
  let warnedUnconfigured = false;

  async function send(row: OutboxRow): Promise<Outcome> {
    const to = row.to_address === null ? team : [row.to_address];
    if (to.length === 0) return { ok: false, error: 'TEAM_NOTIFICATION_EMAIL is not set', retryable: true };
    if (!transport) return { ok: false, error: 'Mail is not configured', retryable: true };
    try {
      const attachments = attachmentsOf(row);
      const { id } = await transport.send({
        from,
        to,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        subject: row.subject,
        html: row.html,
        text: row.text_body,
        ...(attachments.length > 0 ? { attachments } : {}),
        idempotencyKey: row.id,
      });
      return { ok: true, providerId: id };
    } catch (error) {
      return { ok: false, ...describeFailure(error) };
    }
  }

  async function record(row: OutboxRow, outcome: Outcome): Promise<keyof DispatchResult> {
    let result: keyof DispatchResult;
    let changes: TablesUpdate<'email_outbox'>;
    if (outcome.ok) {
      result = 'sent';
      changes = { status: 'sent', sent_at: now().toISOString(), provider_message_id: outcome.providerId, last_error: null, locked_until: null };
    } else if (shouldRetry(row.attempts, outcome.retryable)) {
      result = 'retried';
      const next = new Date(now().getTime() + retryDelaySeconds(row.attempts) * 1000);
      changes = { status: 'pending', next_attempt_at: next.toISOString(), last_error: outcome.error.slice(0, MAX_ERROR_LENGTH), locked_until: null };
      log(`outbox: ${row.kind} ${row.id} attempt ${row.attempts} failed, next try ${next.toISOString()}: ${outcome.error}`);
    } else {
      result = 'failed';
      changes = { status: 'failed', last_error: outcome.error.slice(0, MAX_ERROR_LENGTH), locked_until: null };
      log(`outbox: ${row.kind} ${row.id} failed for good after ${row.attempts} attempt(s): ${outcome.error}`);
    }
    // Guarded by the attempt we claimed: if our lock expired and another dispatcher took the row over,
    // its result stands. (It sent with the same idempotency key, so the recipient got one e-mail.)
    const { error } = await client
      .from('email_outbox')
      .update(changes)
      .eq('id', row.id)
      .eq('status', 'sending')
      .eq('attempts', row.attempts);
    if (error) log(`outbox: could not record the result of ${row.id}: ${error.message}`);
    return result;
  }

  return {
    transportName: transport?.name ?? null,
    async dispatch(onlyIds) {
      const result: DispatchResult = { sent: 0, retried: 0, failed: 0 };
      if (!transport) {
        if (!warnedUnconfigured) {
          warnedUnconfigured = true;
          log('outbox: mail is not configured (set RESEND_API_KEY); messages stay queued until it is');
        }
        return result;
      }
      if (onlyIds && onlyIds.length === 0) return result;
      const { data, error } = await client.rpc('claim_email_outbox', { batch_size: batchSize, only_ids: onlyIds });
      if (error) throw new Error(`claiming outbox rows failed: ${error.message}`);
      // One at a time: providers limit requests per second, and a dispatch is not latency-bound.
      for (const row of data ?? []) {
        result[await record(row, await send(row))] += 1;
      }
      return result;
    },
  };
}

/** The production wiring: service client, transport and addresses from the function's secrets. */
export function outboxDispatcherFromEnv(env: EnvReader, fetch?: FetchLike): OutboxDispatcher {
  return createOutboxDispatcher({
    client: createServiceClient(env),
    transport: mailTransportFromEnv(env, fetch),
    from: env('EMAIL_FROM') || DEFAULT_EMAIL_FROM,
    teamAddress: env('TEAM_NOTIFICATION_EMAIL') || undefined,
  });
}
