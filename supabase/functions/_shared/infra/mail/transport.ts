import { LINE_BREAKING, collapseLineBreaks, singleLine } from '../../rules/escape-html.ts';

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

/**
 * One bare address: local part, @, domain, and nothing that could add a recipient or a header
 * (whitespace, line breaks and other control or format characters, `,` `;`, a display name's `<` `>`
 * `"` `(` `)`, a second `@`).
 */
const SINGLE_ADDRESS = /^[^\s@,;<>"()[\]\\\p{C}]+@[^\s@,;<>"()[\]\\\p{C}]+$/u;

/** RFC 5322's line limit; a subject longer than this is shortened rather than folded. */
const MAX_SUBJECT_LENGTH = 998;

function refuse(field: string, value: string): never {
  // JSON.stringify shows a CR or LF as \r or \n, so the logged value cannot forge log lines either.
  throw new MailTransportError(`Refusing to send: ${field} ${JSON.stringify(value.slice(0, 320))} is not one plain e-mail address`, false);
}

/**
 * The message as a transport may hand it on: the last line of defence against header injection,
 * behind the lead schemas (which keep visitor text on one line and addresses plain). Each recipient
 * and the reply-to must be exactly one plain address, else the send fails for good (a message we
 * cannot address safely never becomes sendable by retrying); the subject and attachment names lose
 * any control characters and line breaks; a sender with a line break is refused.
 */
export function headerSafe(email: OutboundEmail): OutboundEmail {
  if (email.to.length === 0) throw new MailTransportError('Refusing to send: no recipient', false);
  for (const address of email.to) if (!SINGLE_ADDRESS.test(address)) refuse('recipient', address);
  if (email.replyTo !== undefined && !SINGLE_ADDRESS.test(email.replyTo)) refuse('reply-to', email.replyTo);
  if (LINE_BREAKING.test(email.from)) throw new MailTransportError('Refusing to send: the sender (EMAIL_FROM) holds a line break or control character', false);
  return {
    ...email,
    subject: singleLine(email.subject, MAX_SUBJECT_LENGTH),
    ...(email.attachments
      ? { attachments: email.attachments.map((file) => ({ ...file, filename: collapseLineBreaks(file.filename).trim(), contentType: collapseLineBreaks(file.contentType).trim() })) }
      : {}),
  };
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
