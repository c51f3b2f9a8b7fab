/** What the mail transports' tests share: an e-mail to send, and a provider that records what it is sent. */
import type { FetchLike, OutboundEmail } from './transport.ts';

/** A plain e-mail from the agency to one address, with a reply-to: every header is safe as it is. */
export const sampleEmail: OutboundEmail = {
  from: 'Westside Growth <hello@example.com>',
  to: ['ann@example.com'],
  replyTo: 'team@example.com',
  subject: 'New lead: Ann',
  html: '<p>Hi</p>',
  text: 'Hi',
  idempotencyKey: '5b1f3c2e-8a59-4a8e-9a39-1d3f5c0e7b21',
};

/** A provider (Resend or the local mailbox) that accepts every message and records each JSON body it is sent. */
export function recordingProvider(): { bodies: Record<string, unknown>[]; fetch: FetchLike } {
  const bodies: Record<string, unknown>[] = [];
  return {
    bodies,
    fetch: async (_url, init) => {
      bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return Response.json({ id: 'provider-id' }, { status: 201 });
    },
  };
}
