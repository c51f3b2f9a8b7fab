import { describe, expect, it } from 'vitest';
import { mailTransportFromEnv } from './from-env.ts';
import { sampleEmail as email } from './mail-test-kit.ts';
import { MailTransportError, type FetchLike } from './transport.ts';

function envOf(values: Record<string, string>) {
  return (name: string) => values[name];
}

describe('mailTransportFromEnv', () => {
  it('uses Resend when RESEND_API_KEY is set, even where a local mailbox exists', () => {
    const transport = mailTransportFromEnv(envOf({ RESEND_API_KEY: 're_1', LOCAL_MAILBOX_URL: 'http://127.0.0.1:54321/mailbox/messages', SUPABASE_SECRET_KEYS: '{"default":"service"}' }));
    expect(transport?.name).toBe('resend');
  });

  it('uses the local mailbox when only the local backend’s LOCAL_MAILBOX_URL is set', () => {
    const transport = mailTransportFromEnv(envOf({ LOCAL_MAILBOX_URL: 'http://127.0.0.1:54321/mailbox/messages', SUPABASE_SECRET_KEYS: '{"default":"service"}' }));
    expect(transport?.name).toBe('mailbox');
  });

  it('has no transport when mail is not configured', () => {
    expect(mailTransportFromEnv(envOf({ SUPABASE_SECRET_KEYS: '{"default":"service"}' }))).toBeNull();
    expect(mailTransportFromEnv(envOf({ RESEND_API_KEY: '' }))).toBeNull();
  });
});

describe('the local mailbox transport', () => {
  it('POSTs the message as JSON with the project\'s secret key and returns the mailbox’s id', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch: FetchLike = async (url, init) => {
      calls.push({ url, init });
      return Response.json({ id: 'mailbox-1' }, { status: 201 });
    };
    const transport = mailTransportFromEnv(envOf({ LOCAL_MAILBOX_URL: 'http://127.0.0.1:54321/mailbox/messages', SUPABASE_SECRET_KEYS: '{"default":"service-key"}' }), fetch);

    expect(await transport?.send(email)).toEqual({ id: 'mailbox-1' });
    expect(calls[0]?.url).toBe('http://127.0.0.1:54321/mailbox/messages');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer service-key');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(email);
  });

  it('reports a refused message as final and an unreachable mailbox as worth retrying', async () => {
    const env = envOf({ LOCAL_MAILBOX_URL: 'http://127.0.0.1:54321/mailbox/messages', SUPABASE_SECRET_KEYS: '{"default":"service-key"}' });
    const refused = mailTransportFromEnv(env, async () => Response.json({ error: 'Invalid message' }, { status: 400 }));
    await expect(refused?.send(email)).rejects.toMatchObject({ retryable: false, message: 'The local mailbox answered 400 Invalid message' });

    const down = mailTransportFromEnv(env, async () => {
      throw new TypeError('fetch failed');
    });
    const error = await down?.send(email).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(MailTransportError);
    expect(error).toMatchObject({ retryable: true });
  });
});
