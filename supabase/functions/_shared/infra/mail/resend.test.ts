import { afterEach, describe, expect, it, vi } from 'vitest';
import { createResendTransport, RESEND_EMAILS_URL } from './resend.ts';
import { MailTransportError, type FetchLike, type OutboundEmail } from './transport.ts';

const email: OutboundEmail = {
  from: 'Westside Growth <hello@example.com>',
  to: ['ada@example.com'],
  replyTo: 'team@example.com',
  subject: 'Thanks for reaching out',
  html: '<p>Thanks</p>',
  text: 'Thanks',
  idempotencyKey: '5b1f3c2e-8a59-4a8e-9a39-1d3f5c0e7b21',
};

function answering(status: number, body: unknown): { fetch: FetchLike; calls: { url: string; init: RequestInit }[] } {
  const calls: { url: string; init: RequestInit }[] = [];
  return {
    calls,
    fetch: async (url, init) => {
      calls.push({ url, init });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  };
}

async function failureOf(promise: Promise<unknown>): Promise<MailTransportError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the send to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(MailTransportError);
  return error as MailTransportError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the Resend transport', () => {
  it('POSTs the message to Resend’s /emails with the API key and the row id as Idempotency-Key', async () => {
    const fake = answering(200, { id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' });
    const transport = createResendTransport({ apiKey: 're_test_123', fetch: fake.fetch });

    expect(transport.name).toBe('resend');
    expect(await transport.send(email)).toEqual({ id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' });
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call?.url).toBe('https://api.resend.com/emails');
    expect(RESEND_EMAILS_URL).toBe('https://api.resend.com/emails');
    expect(call?.init.method).toBe('POST');
    const headers = new Headers(call?.init.headers);
    expect(headers.get('authorization')).toBe('Bearer re_test_123');
    expect(headers.get('idempotency-key')).toBe(email.idempotencyKey);
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(call?.init.body))).toEqual({
      from: 'Westside Growth <hello@example.com>',
      to: ['ada@example.com'],
      subject: 'Thanks for reaching out',
      html: '<p>Thanks</p>',
      text: 'Thanks',
      reply_to: 'team@example.com',
    });
  });

  it('leaves reply_to out when there is none', async () => {
    const fake = answering(200, { id: 'x' });
    await createResendTransport({ apiKey: 're_test_123', fetch: fake.fetch }).send({ ...email, replyTo: undefined });
    expect(JSON.parse(String(fake.calls[0]?.init.body))).not.toHaveProperty('reply_to');
  });

  it.each([
    [429, { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests' }],
    [500, { statusCode: 500, name: 'internal_server_error', message: 'An unexpected error occurred.' }],
    [503, 'Service Unavailable'],
    [409, { statusCode: 409, name: 'concurrent_idempotent_requests', message: 'Same idempotency key used while original request is still in progress.' }],
  ])('calls a %i answer worth retrying', async (status, body) => {
    const transport = createResendTransport({ apiKey: 're_test_123', fetch: answering(status, body).fetch });
    const error = await failureOf(transport.send(email));
    expect(error.retryable).toBe(true);
    expect(error.status).toBe(status);
    expect(error.message).toContain(`Resend answered ${status}`);
  });

  it.each([
    [422, { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' }],
    [403, { statusCode: 403, name: 'validation_error', message: 'You can only send testing emails to your own email address.' }],
    [401, { statusCode: 401, name: 'missing_api_key', message: 'Missing API key in the authorization header.' }],
    [409, { statusCode: 409, name: 'invalid_idempotent_request', message: 'Same idempotency key used with a different request payload.' }],
  ])('calls a %i answer final', async (status, body) => {
    const transport = createResendTransport({ apiKey: 're_test_123', fetch: answering(status, body).fetch });
    const error = await failureOf(transport.send(email));
    expect(error.retryable).toBe(false);
    expect(error.message).toBe(`Resend answered ${status} ${(body as { name: string }).name}: ${(body as { message: string }).message}`);
  });

  it('never puts the API key in an error message', async () => {
    const transport = createResendTransport({
      apiKey: 're_secret_value',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const error = await failureOf(transport.send(email));
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('Could not reach Resend: fetch failed');
    expect(error.message).not.toContain('re_secret_value');
  });

  it('gives up on a request Resend does not answer in time, as a retryable failure', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const transport = createResendTransport({
      apiKey: 're_test_123',
      timeoutMs: 10_000,
      fetch: (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined;
          init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    });
    const sending = failureOf(transport.send(email));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await sending;
    expect(signal?.aborted).toBe(true);
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('Resend did not answer within 10 s');
  });

  it('treats an accepted request without an id as retryable (the idempotency key prevents a second e-mail)', async () => {
    const transport = createResendTransport({ apiKey: 're_test_123', fetch: answering(200, 'not json').fetch });
    expect((await failureOf(transport.send(email))).retryable).toBe(true);
  });
});
