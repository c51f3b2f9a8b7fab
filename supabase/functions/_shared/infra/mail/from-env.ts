import { serverKeyFromEnv } from '../api-keys.ts';
import type { EnvReader } from '../env.ts';
import { createMailboxTransport } from './mailbox-transport.ts';
import { createResendTransport } from './resend.ts';
import type { FetchLike, MailTransport } from './transport.ts';

/**
 * The transport the environment asks for: Resend when RESEND_API_KEY is set (production, or a developer
 * trying real delivery), else the local backend's mailbox (LOCAL_MAILBOX_URL, which only the local
 * backend sets), else none: messages then wait in the outbox until mail is configured.
 */
export function mailTransportFromEnv(env: EnvReader, fetch?: FetchLike): MailTransport | null {
  const options = fetch ? { fetch } : {};
  const apiKey = env('RESEND_API_KEY');
  if (apiKey) return createResendTransport({ apiKey, ...options });
  const mailboxUrl = env('LOCAL_MAILBOX_URL');
  if (mailboxUrl) return createMailboxTransport({ url: mailboxUrl, serverKey: serverKeyFromEnv(env), ...options });
  return null;
}
