/** A file sent with an e-mail; the content is base64 so that the JSON between outbox, transport and provider stays text. */
export interface EmailAttachment {
  filename: string;
  /** The MIME type, parameters included (a calendar invite needs `method=REQUEST`). */
  contentType: string;
  contentBase64: string;
}

/**
 * How the outbox hands a message to whoever delivers it: Resend's HTTP API in production, the local
 * backend's mailbox in development. Both runtimes (Deno on Supabase, Node locally) use the same code.
 */
export interface OutboundEmail {
  /** `Name <address>` or a bare address. */
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Left out when there are none. */
  attachments?: EmailAttachment[];
  /** The outbox row's id: a retried send of the same row is delivered once. */
  idempotencyKey: string;
}

export interface MailTransport {
  /** Shown in logs: 'resend' or 'mailbox'. */
  name: string;
  /** Resolves with the provider's id for the message; throws MailTransportError when it was not accepted. */
  send(email: OutboundEmail): Promise<{ id: string }>;
}

export class MailTransportError extends Error {
  constructor(
    message: string,
    /** Worth trying again later: timeouts, network failures, 429 and 5xx. Other 4xx answers are final. */
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MailTransportError';
  }
}

/** The part of fetch a transport uses; tests pass a fake. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Whether an HTTP status means "try again later" (rate limited, server trouble) rather than "this will never work". */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 408 || status >= 500;
}

/**
 * POSTs JSON with a deadline. Network failures and timeouts become retryable MailTransportErrors,
 * phrased without the request's headers (they carry the API key).
 */
export async function postJson(
  fetchImpl: FetchLike,
  url: string,
  { headers, body, timeoutMs, service }: { headers: Record<string, string>; body: unknown; timeoutMs: number; service: string },
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) {
      throw new MailTransportError(`${service} did not answer within ${Math.round(timeoutMs / 1000)} s`, true);
    }
    throw new MailTransportError(`Could not reach ${service}: ${error instanceof Error ? error.message : String(error)}`, true);
  } finally {
    clearTimeout(timer);
  }
}

/** A provider's error answer: its status, error name (Resend's `name`) and a short description for logs and last_error. */
export async function readErrorResponse(response: Response): Promise<{ name: string | null; description: string }> {
  const raw = await response.text().catch(() => '');
  let name: string | null = null;
  let detail = raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') {
      const body = parsed as { name?: unknown; message?: unknown; error?: unknown };
      name = typeof body.name === 'string' ? body.name : null;
      detail = [body.name, body.message ?? body.error].filter((part) => typeof part === 'string' && part !== '').join(': ') || raw;
    }
  } catch {
    // Not JSON: the text itself says what went wrong.
  }
  detail = detail.replace(/\s+/g, ' ').trim().slice(0, 300);
  return { name, description: `${response.status}${detail ? ` ${detail}` : ''}` };
}
