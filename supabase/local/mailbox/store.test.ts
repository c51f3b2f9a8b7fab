import { describe, expect, it } from 'vitest';
import { MailboxStore } from './store.ts';

function email(overrides: Partial<{ to: string[]; subject: string; idempotencyKey: string; replyTo: string }> = {}) {
  return {
    from: 'Westside Growth <hello@example.com>',
    to: ['ada@example.com'],
    subject: 'Thanks',
    html: '<p>Thanks</p>',
    text: 'Thanks',
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  };
}

describe('the local mailbox store', () => {
  it('lists messages newest first, as delivered', () => {
    let clock = Date.parse('2026-11-21T10:00:00Z');
    const store = new MailboxStore({ now: () => new Date((clock += 1000)) });
    const first = store.deliver(email({ subject: 'first', replyTo: 'team@example.com' }));
    store.deliver(email({ subject: 'second' }));
    const messages = store.list();
    expect(messages.map((message) => message.subject)).toEqual(['second', 'first']);
    expect(messages[1]).toEqual({
      id: first.id,
      receivedAt: '2026-11-21T10:00:01.000Z',
      from: 'Westside Growth <hello@example.com>',
      to: ['ada@example.com'],
      replyTo: 'team@example.com',
      subject: 'first',
      html: '<p>Thanks</p>',
      text: 'Thanks',
    });
    expect(messages[0]).not.toHaveProperty('replyTo');
  });

  it('delivers a retried send once: same idempotency key, same message', () => {
    const store = new MailboxStore();
    const message = email();
    const first = store.deliver(message);
    const again = store.deliver({ ...message });
    expect(first.duplicate).toBe(false);
    expect(again).toEqual({ id: first.id, duplicate: true });
    expect(store.list()).toHaveLength(1);
  });

  it('filters by recipient whatever the case, also inside "Name <address>"', () => {
    const store = new MailboxStore();
    store.deliver(email({ to: ['Ada@Example.com'], subject: 'to ada' }));
    store.deliver(email({ to: ['Team <team@example.com>', 'owner@example.com'], subject: 'to team' }));
    expect(store.list({ to: 'ADA@example.com' }).map((message) => message.subject)).toEqual(['to ada']);
    expect(store.list({ to: 'team@example.com' }).map((message) => message.subject)).toEqual(['to team']);
    expect(store.list({ to: 'owner@example.com' }).map((message) => message.subject)).toEqual(['to team']);
    expect(store.list({ to: 'nobody@example.com' })).toEqual([]);
    expect(store.list({ to: '' })).toHaveLength(2);
  });

  it('keeps only the newest messages beyond its capacity, and forgets the dropped keys', () => {
    const store = new MailboxStore({ capacity: 2 });
    const oldest = email({ subject: 'oldest' });
    store.deliver(oldest);
    store.deliver(email({ subject: 'middle' }));
    store.deliver(email({ subject: 'newest' }));
    expect(store.list().map((message) => message.subject)).toEqual(['newest', 'middle']);
    expect(store.deliver(oldest).duplicate).toBe(false);
  });

  it('finds one message by id and clears everything', () => {
    const store = new MailboxStore();
    const { id } = store.deliver(email({ subject: 'find me' }));
    expect(store.get(id)?.subject).toBe('find me');
    expect(store.get('missing')).toBeUndefined();
    store.clear();
    expect(store.list()).toEqual([]);
    expect(store.get(id)).toBeUndefined();
  });
});
