import { describe, expect, it } from 'vitest';
import { renderMessagePage } from './page.ts';
import { MailboxStore } from './store.ts';

const base = {
  from: 'Westside Growth <hello@example.com>',
  to: ['ada@example.com'],
  subject: 'Booked',
  html: '<p>Booked</p>',
  text: 'Booked',
};

describe('the local mailbox store with attachments', () => {
  it('lists each attachment by name, type and decoded size, and serves its bytes', () => {
    const store = new MailboxStore();
    const { id } = store.deliver({
      ...base,
      idempotencyKey: crypto.randomUUID(),
      attachments: [{ filename: 'invite.ics', contentType: 'text/calendar', contentBase64: Buffer.from('BEGIN:VCALENDAR').toString('base64') }],
    });
    expect(store.get(id)?.attachments).toEqual([{ filename: 'invite.ics', contentType: 'text/calendar', size: 15 }]);
    const file = store.attachment(id, 0);
    expect(new TextDecoder().decode(file?.content)).toBe('BEGIN:VCALENDAR');
    expect(store.attachment(id, 1)).toBeUndefined();
    expect(store.attachment('unknown', 0)).toBeUndefined();
  });

  it("links each attachment from the message's page", () => {
    const store = new MailboxStore();
    const { id } = store.deliver({
      ...base,
      idempotencyKey: crypto.randomUUID(),
      attachments: [{ filename: '<invite>.ics', contentType: 'text/calendar', contentBase64: 'QQ==' }],
    });
    const message = store.get(id);
    if (!message) throw new Error('message not stored');
    const page = renderMessagePage(message);
    expect(page).toContain(`<a href="/mailbox/${id}/attachments/0">&lt;invite&gt;.ics</a> (text/calendar, 1 bytes)`);
  });

  it('shows no attachments field on a message without files', () => {
    const store = new MailboxStore();
    const { id } = store.deliver({ ...base, idempotencyKey: crypto.randomUUID() });
    expect(store.get(id)).not.toHaveProperty('attachments');
  });
});
