import { randomUUID } from 'node:crypto';
import type { EmailAttachment, OutboundEmail } from '../../functions/_shared/infra/mail/transport.ts';

/** An attachment as the mailbox lists it; the content is served at /mailbox/<id>/attachments/<index>. */
export interface MailboxAttachmentInfo {
  filename: string;
  contentType: string;
  /** Decoded size in bytes. */
  size: number;
}

/** One delivered e-mail as the mailbox shows it (the JSON of GET /mailbox/messages): the sent addresses and content, its files listed rather than carried. */
export interface MailboxMessage extends Pick<OutboundEmail, 'from' | 'to' | 'replyTo' | 'subject' | 'html' | 'text'> {
  id: string;
  receivedAt: string;
  /** Present only when the e-mail carried attachments. */
  attachments?: MailboxAttachmentInfo[];
}

/** One attachment's bytes, as GET /mailbox/<id>/attachments/<index> serves them. */
export interface MailboxAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array<ArrayBuffer>;
}

type StoredMessage = Omit<MailboxMessage, 'attachments'> & { idempotencyKey: string; files: MailboxAttachment[] };

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
  private readonly messages: StoredMessage[] = [];
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
    const message: StoredMessage = {
      id: randomUUID(),
      receivedAt: this.now().toISOString(),
      from: email.from,
      to: [...email.to],
      ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      subject: email.subject,
      html: email.html,
      text: email.text,
      idempotencyKey: email.idempotencyKey,
      files: (email.attachments ?? []).map(decodeAttachment),
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

  /** The `index`th attachment (0-based) of message `id`, or undefined. */
  attachment(id: string, index: number): MailboxAttachment | undefined {
    return this.messages.find((candidate) => candidate.id === id)?.files[index];
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

function decodeAttachment({ filename, contentType, contentBase64 }: EmailAttachment): MailboxAttachment {
  return { filename, contentType, content: new Uint8Array(Buffer.from(contentBase64, 'base64')) };
}

function withoutKey({ idempotencyKey: _key, files, ...message }: StoredMessage): MailboxMessage {
  if (files.length === 0) return message;
  return { ...message, attachments: files.map(({ filename, contentType, content }) => ({ filename, contentType, size: content.byteLength })) };
}
