import { headerSafe, isRetryableStatus, MailTransportError, postJson, readErrorResponse, type FetchLike, type MailTransport } from './transport.ts';

export const RESEND_EMAILS_URL = 'https://api.resend.com/emails';

export interface ResendTransportOptions {
  apiKey: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

/**
 * Sends through Resend's HTTP API (POST /emails). The outbox row's id goes in the Idempotency-Key
 * header: Resend answers a repeated key within 24 hours with the first send's id instead of mailing again.
 */
export function createResendTransport({ apiKey, fetch: fetchOption, timeoutMs = 10_000 }: ResendTransportOptions): MailTransport {
  // Called as a plain function: some runtimes refuse a fetch invoked as a method of another object.
  const fetchImpl: FetchLike = fetchOption ?? ((input, init) => globalThis.fetch(input, init));
  return {
    name: 'resend',
    async send(outbound) {
      // Resend takes JSON, not raw headers, but builds headers from these fields: they must be clean.
      const email = headerSafe(outbound);
      const response = await postJson(fetchImpl, RESEND_EMAILS_URL, {
        service: 'Resend',
        timeoutMs,
        headers: { Authorization: `Bearer ${apiKey}`, 'Idempotency-Key': email.idempotencyKey },
        body: {
          from: email.from,
          to: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          ...(email.replyTo ? { reply_to: email.replyTo } : {}),
          // Resend's attachment: base64 `content`, `filename`, and `content_type` (else guessed from the name).
          ...(email.attachments && email.attachments.length > 0
            ? {
                attachments: email.attachments.map(({ filename, contentType, contentBase64 }) => ({
                  filename,
                  content: contentBase64,
                  content_type: contentType,
                })),
              }
            : {}),
        },
      });
      if (!response.ok) {
        const { name, description } = await readErrorResponse(response);
        // The same key still in flight elsewhere: the other request decides, ask again later.
        const retryable = isRetryableStatus(response.status) || name === 'concurrent_idempotent_requests';
        throw new MailTransportError(`Resend answered ${description}`, retryable, response.status);
      }
      const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
      if (!body || typeof body.id !== 'string') {
        // Accepted but unreadable: retrying is safe, the idempotency key prevents a second e-mail.
        throw new MailTransportError(`Resend answered ${response.status} without an id`, true, response.status);
      }
      return { id: body.id };
    },
  };
}
