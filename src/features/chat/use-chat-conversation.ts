import { useCallback, useEffect, useRef, useState } from 'react';
import { chatCopy } from '@/content/chat';
import { createMessage, isChatMessage, type ChatMessage } from './chat-message';
import { replyDelayMs, replyTo } from './reply-to';

/** The conversation lasts for the visit: it follows the visitor across pages and reloads, not across visits. */
export const conversationStorageKey = 'chat-conversation';
/** Enough history for context without letting storage grow for ever. */
const storedMessageLimit = 50;

function restoreConversation(): ChatMessage[] | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(conversationStorageKey) ?? 'null');
    return Array.isArray(stored) && stored.length > 0 && stored.every(isChatMessage) ? stored : null;
  } catch {
    return null;
  }
}

function storeConversation(messages: readonly ChatMessage[]) {
  try {
    sessionStorage.setItem(conversationStorageKey, JSON.stringify(messages.slice(-storedMessageLimit)));
  } catch {
    // Storage full or blocked (private mode): the conversation still works, it just is not remembered.
  }
}

/**
 * The chat's messages and Ann's scripted replies: a visitor message shows at once, then Ann is
 * "typing" for 1 to 2 s (docs/product.md#chat-assistant) before her reply. No network calls: replies are local.
 */
export function useChatConversation(random: () => number = Math.random) {
  const [messages, setMessages] = useState<ChatMessage[]>(
    () => restoreConversation() ?? [createMessage(chatCopy.greeting.text, true)],
  );
  const [pendingReplies, setPendingReplies] = useState(0);
  const timers = useRef(new Set<number>());

  useEffect(() => storeConversation(messages), [messages]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  /** Sends the visitor's message; returns false (and sends nothing) when it is empty after trimming. */
  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (!message) return false;
      setMessages((current) => [...current, createMessage(message, false)]);
      setPendingReplies((count) => count + 1);
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        const reply = replyTo(message);
        setMessages((current) => [...current, createMessage(reply.text, true, reply.links)]);
        setPendingReplies((count) => count - 1);
      }, replyDelayMs(random));
      timers.current.add(timer);
      return true;
    },
    [random],
  );

  return { messages, typing: pendingReplies > 0, send };
}
