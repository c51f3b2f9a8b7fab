import { headerSafe, isRetryableStatus, MailTransportError, postJson, readErrorResponse, type FetchLike, type MailTransport } from './transport.ts';

export interface MailboxTransportOptions {
  /** The local backend's mailbox, e.g. http://127.0.0.1:54321/mailbox/messages. */
  url: string;
  /** The mailbox accepts messages with the project's secret key only, as a provider accepts only its API key. */
  serverKey: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

/** Delivers to the local backend's mailbox (development and tests): readable at /mailbox, nothing leaves the machine. */
export function createMailboxTransport({ url, serverKey, fetch: fetchOption, timeoutMs = 10_000 }: MailboxTransportOptions): MailTransport {
  const fetchImpl: FetchLike = fetchOption ?? ((input, init) => globalThis.fetch(input, init));
  return {
    name: 'mailbox',
    async send(email) {
      const response = await postJson(fetchImpl, url, {
        service: 'the local mailbox',
        timeoutMs,
        headers: { Authorization: `Bearer ${serverKey}` },
        // The same checks as for Resend, so local mail shows what production would send (or refuse).
        body: headerSafe(email),
      });
      if (!response.ok) {
        const { description } = await readErrorResponse(response);
        throw new MailTransportError(`The local mailbox answered ${description}`, isRetryableStatus(response.status), response.status);
      }
      const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
      if (!body || typeof body.id !== 'string') {
        throw new MailTransportError(`The local mailbox answered ${response.status} without an id`, true, response.status);
      }
      return { id: body.id };
    },
  };
}
