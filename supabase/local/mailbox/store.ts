import { randomUUID } from 'node:crypto';
import type { OutboundEmail } from '../../functions/_shared/mail/transport.ts';

/** One delivered e-mail as the mailbox shows it (the JSON of GET /mailbox/messages). */
export interface MailboxMessage {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailboxStoreOptions {
  /** Older messages are dropped beyond this many: the mailbox lives in memory for the process's lifetime. */
  capacity?: number;
  now?: () => Date;
}

/**
 * The local backend's inbox for every recipient. Delivery is idempotent on the sender's key, as with
 * Resend, so a retried send shows up once.
 */
export class MailboxStore {
  private readonly messages: (MailboxMessage & { idempotencyKey: string })[] = [];
  private readonly byKey = new Map<string, string>();
  private readonly capacity: number;
  private readonly now: () => Date;

  constructor({ capacity = 500, now = () => new Date() }: MailboxStoreOptions = {}) {
    this.capacity = capacity;
    this.now = now;
  }

  /** Stores `email` unless its idempotency key was seen; returns the message's id either way. */
  deliver(email: OutboundEmail): { id: string; duplicate: boolean } {
    const existing = this.byKey.get(email.idempotencyKey);
    if (existing) return { id: existing, duplicate: true };
    const message = {
      id: randomUUID(),
      receivedAt: this.now().toISOString(),
      from: email.from,
      to: [...email.to],
      ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      subject: email.subject,
      html: email.html,
      text: email.text,
      idempotencyKey: email.idempotencyKey,
    };
    this.messages.unshift(message);
    this.byKey.set(email.idempotencyKey, message.id);
    while (this.messages.length > this.capacity) {
      const dropped = this.messages.pop();
      if (dropped) this.byKey.delete(dropped.idempotencyKey);
    }
    return { id: message.id, duplicate: false };
  }

  /** Newest first; `to` keeps the messages with that recipient, whatever its case. */
  list({ to }: { to?: string } = {}): MailboxMessage[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages
      .filter((message) => !wanted || message.to.some((address) => addressOf(address) === wanted))
      .map(withoutKey);
  }

  get(id: string): MailboxMessage | undefined {
    const message = this.messages.find((candidate) => candidate.id === id);
    return message ? withoutKey(message) : undefined;
  }

  clear(): void {
    this.messages.length = 0;
    this.byKey.clear();
  }
}

/** `Name <a@example.com>` and `a@example.com` both name a@example.com. */
function addressOf(recipient: string): string {
  const bracketed = /<([^<>]+)>\s*$/.exec(recipient);
  return (bracketed?.[1] ?? recipient).trim().toLowerCase();
}

function withoutKey({ idempotencyKey: _key, ...message }: MailboxMessage & { idempotencyKey: string }): MailboxMessage {
  return message;
}
