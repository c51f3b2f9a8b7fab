/**
 * Attachments from the outbox row to the provider: the dispatcher reads the column's shape, Resend
 * receives base64 `content` with `filename` and `content_type`, and an e-mail without files keeps its
 * old request body.
 */
import { describe, expect, it } from 'vitest';
import { attachmentsOf } from '../outbox/dispatcher.ts';
import { createResendTransport } from './resend.ts';
import { recordingProvider, sampleEmail as email } from './mail-test-kit.ts';
import { MailTransportError } from './transport.ts';

describe('Resend attachments', () => {
  it('sends each file as base64 content with its filename and content type', async () => {
    const resend = recordingProvider();
    await createResendTransport({ apiKey: 're_test', fetch: resend.fetch }).send({
      ...email,
      attachments: [{ filename: 'invite.ics', contentType: 'text/calendar; charset=UTF-8; method=REQUEST', contentBase64: 'QkVHSU4=' }],
    });
    expect(resend.bodies[0]?.attachments).toEqual([
      { filename: 'invite.ics', content: 'QkVHSU4=', content_type: 'text/calendar; charset=UTF-8; method=REQUEST' },
    ]);
  });

  it('leaves attachments out when there are none', async () => {
    const resend = recordingProvider();
    await createResendTransport({ apiKey: 're_test', fetch: resend.fetch }).send({ ...email, attachments: [] });
    expect(resend.bodies[0]).not.toHaveProperty('attachments');
  });
});

describe('attachmentsOf (the outbox column)', () => {
  it('maps the stored shape to the transport shape', () => {
    expect(attachmentsOf({ attachments: [{ filename: 'a.ics', content_type: 'text/calendar', content_base64: 'QQ==' }] })).toEqual([
      { filename: 'a.ics', contentType: 'text/calendar', contentBase64: 'QQ==' },
    ]);
    expect(attachmentsOf({ attachments: [] })).toEqual([]);
    expect(attachmentsOf({})).toEqual([]);
  });

  it('refuses a malformed entry for good instead of sending the e-mail without it', () => {
    expect(() => attachmentsOf({ attachments: [{ filename: 'a.ics' }] })).toThrow(MailTransportError);
    expect(() => attachmentsOf({ attachments: [{ filename: 'a.ics' }] })).toThrow(expect.objectContaining({ retryable: false }));
  });
});
