/**
 * The transports' last line of defence against header injection: whatever reaches them, the provider
 * gets one plain address per recipient, no added recipient fields, and a subject on one line. The
 * lead schemas stop such values first (schemas.test.ts); these tests feed the transports directly.
 */
import { describe, expect, it } from 'vitest';
import { createMailboxTransport } from './mailbox-transport.ts';
import { createResendTransport } from './resend.ts';
import { recordingProvider, sampleEmail as email } from './mail-test-kit.ts';
import { headerSafe, MailTransportError, type FetchLike } from './transport.ts';

const BREAKS: readonly [string, string][] = [
  ['CR LF', '\r\n'],
  ['LF', '\n'],
  ['CR', '\r'],
  ['NEL', '\u0085'],
  ['U+2028', '\u2028'],
  ['U+2029', '\u2029'],
  ['NUL', '\u0000'],
];

const transports = [
  ['Resend', (fetch: FetchLike) => createResendTransport({ apiKey: 're_test', fetch })],
  ['the local mailbox', (fetch: FetchLike) => createMailboxTransport({ url: 'http://127.0.0.1:54321/mailbox/messages', serverKey: 'service', fetch })],
] as const;

describe('headerSafe', () => {
  it.each(BREAKS)('puts a subject with %s on one line', (_label, breaker) => {
    expect(headerSafe({ ...email, subject: `New lead: Eve${breaker}Bcc: victim@example.com` }).subject).toBe('New lead: Eve Bcc: victim@example.com');
  });

  it.each([
    ['a header after CR LF', 'ann@example.com\r\nBcc: victim@example.com'],
    ['a header after LF', 'ann@example.com\nBcc: victim@example.com'],
    ['a comma list', 'ann@example.com,victim@example.com'],
    ['a semicolon list', 'ann@example.com;victim@example.com'],
    ['a display name', 'Ann <ann@example.com>'],
    ['a NEL', 'ann@example.com\u0085victim@example.com'],
    ['a space', 'ann@example.com victim@example.com'],
    ['two @', 'ann@victim@example.com'],
  ])('refuses a recipient with %s, for good', (_label, address) => {
    const attempt = () => headerSafe({ ...email, to: [address] });
    expect(attempt).toThrow(MailTransportError);
    expect(attempt).toThrow(expect.objectContaining({ retryable: false }));
  });

  it('refuses a reply-to that is not one address, and a sender with a line break', () => {
    expect(() => headerSafe({ ...email, replyTo: 'ann@example.com\r\nBcc: victim@example.com' })).toThrow(/reply-to "ann@example.com\\r\\nBcc/);
    expect(() => headerSafe({ ...email, from: 'Westside\r\nBcc: victim@example.com <hello@example.com>' })).toThrow(MailTransportError);
    expect(() => headerSafe({ ...email, to: [] })).toThrow('Refusing to send: no recipient');
  });

  it('keeps several configured recipients (the team) and leaves a clean message as it was', () => {
    const team = { ...email, to: ['sales@example.com', 'owner@example.com'] };
    expect(headerSafe(team)).toEqual(team);
  });

  it('takes line breaks out of attachment names', () => {
    const safe = headerSafe({ ...email, attachments: [{ filename: 'invite.ics\r\nBcc: x@example.com', contentType: 'text/calendar', contentBase64: 'QQ==' }] });
    expect(safe.attachments?.[0]?.filename).toBe('invite.ics Bcc: x@example.com');
  });
});

describe.each(transports)('%s', (_name, create) => {
  it('sends one recipient, no cc or bcc, and a one-line subject when the subject carries a Bcc header', async () => {
    const provider = recordingProvider();
    await create(provider.fetch).send({ ...email, subject: 'New lead: Eve\r\nBcc: victim@example.com\r\n\r\n<img src=x>' });
    const [body, ...more] = provider.bodies;
    expect(more).toEqual([]);
    expect(body?.to).toEqual(['ann@example.com']);
    expect(body?.subject).toBe('New lead: Eve Bcc: victim@example.com <img src=x>');
    expect(Object.keys(body ?? {}).filter((key) => /^(cc|bcc|headers)$/i.test(key))).toEqual([]);
  });

  it('never calls the provider for a recipient that smuggles in a second address', async () => {
    const provider = recordingProvider();
    const error = await create(provider.fetch)
      .send({ ...email, to: ['ann@example.com\r\nBcc: victim@example.com'] })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(MailTransportError);
    expect(error).toMatchObject({ retryable: false });
    expect(provider.bodies).toEqual([]);
  });
});
