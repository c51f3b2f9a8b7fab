import type { ChatLink } from '@/content/chat';

/** One line of the conversation (docs/product.md#chat-assistant). */
export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  /** When it was said, in milliseconds since the epoch. */
  timestamp: number;
  /** Pages Ann points to under her reply. */
  links?: readonly ChatLink[];
}

let sequence = 0;

export function createMessage(text: string, isBot: boolean, links?: readonly ChatLink[]): ChatMessage {
  const timestamp = Date.now();
  sequence += 1;
  return { id: `${timestamp.toString(36)}-${sequence}`, text, isBot, timestamp, ...(links?.length ? { links } : {}) };
}

const isLink = (value: unknown): value is ChatLink =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChatLink).label === 'string' &&
  typeof (value as ChatLink).href === 'string';

/** Whether a value read back from storage is a message this version can show. */
export function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Partial<ChatMessage>;
  return (
    typeof message.id === 'string' &&
    typeof message.text === 'string' &&
    typeof message.isBot === 'boolean' &&
    typeof message.timestamp === 'number' &&
    (message.links === undefined || (Array.isArray(message.links) && message.links.every(isLink)))
  );
}
