import { SendHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink, isInternalHref } from '@/components/app-link';
import { chatCopy, chatSuggestions, type ChatLink } from '@/content/chat';
import { cn } from '@/lib/utils';
import type { ChatMessage } from './chat-message';
import { useChatConversation } from './use-chat-conversation';

export interface ChatPanelProps {
  /** The element id the launcher's aria-controls names. */
  id: string;
  open: boolean;
  /** Closes the panel; `returnFocus` is false when the visitor is leaving for another page. */
  onClose: (returnFocus: boolean) => void;
  /** The random source for the reply delay (tests pass a fixed one). */
  random?: () => number;
}

function MessageBubble({ message, onFollowLink }: { message: ChatMessage; onFollowLink: (link: ChatLink) => void }) {
  const { isBot } = message;
  return (
    <div className={cn('flex flex-col gap-2', isBot ? 'items-start' : 'items-end')}>
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap',
          isBot ? 'rounded-bl-sm bg-muted text-foreground' : 'rounded-br-sm bg-primary text-primary-foreground',
        )}
      >
        <span className="sr-only">{isBot ? `${chatCopy.assistantName}: ` : 'You: '}</span>
        {message.text}
      </p>
      {message.links ? (
        <ul className="flex max-w-[90%] flex-wrap gap-2" aria-label={`Links from ${chatCopy.assistantName}`}>
          {message.links.map((link) => {
            const newTab = /^https?:/.test(link.href);
            return (
              <li key={link.href}>
                <AppLink
                  href={link.href}
                  newTab={newTab}
                  onClick={() => onFollowLink(link)}
                  className="inline-flex min-h-11 items-center rounded-full border border-primary/40 bg-background px-4 py-2 text-sm leading-snug font-semibold text-primary hover:bg-primary-soft"
                >
                  {link.label}
                </AppLink>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

function TypingDots() {
  return (
    <span aria-hidden="true" className="inline-flex gap-1">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-1.5 rounded-full bg-muted-foreground motion-safe:animate-bounce"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

/**
 * The chat panel: a non-modal dialog (the page stays usable behind it). Loaded on demand by the
 * launcher, then kept mounted and only hidden, so the conversation survives closing and navigating.
 */
export default function ChatPanel({ id, open, onClose, random }: ChatPanelProps) {
  const { messages, typing, send } = useChatConversation(random);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const titleId = useId();
  const inputId = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Newest message in view. While Ann types, the end of the conversation (the indicator); once
  // she replies, the start of her reply, so a long answer is read from its first line.
  useEffect(() => {
    const list = scrollRef.current;
    if (!list || !open) return;
    const newest = logRef.current?.lastElementChild;
    list.scrollTop =
      typing || !(newest instanceof HTMLElement) ? list.scrollHeight : Math.max(0, newest.offsetTop - 16);
  }, [messages, typing, open]);

  const submit = (text: string) => {
    if (send(text)) setDraft('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(draft);
  };

  // Enter sends; Shift+Enter is a new line; Enter that confirms an IME composition is left alone.
  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit(draft);
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(true);
    }
  };

  // A link to another page closes the panel so the page is visible (the sheet covers a phone's screen);
  // a phone link keeps it open. Focus goes back to the launcher only if the page stays the same.
  const onFollowLink = (link: ChatLink) => {
    if (!isInternalHref(link.href)) return;
    const samePage = new URL(link.href, window.location.origin).pathname === pathname;
    onClose(samePage);
  };

  const visitorHasSpoken = messages.some((message) => !message.isBot);
  const canSend = draft.trim().length > 0;

  return (
    // Escape anywhere inside closes it, as in any dialog; the keydown is a delegate, not a control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onPanelKeyDown}
      className={cn(
        'fixed inset-x-0 bottom-0 z-50 flex h-[min(36rem,85dvh)] flex-col overflow-hidden rounded-t-2xl border border-border bg-background shadow-2xl',
        'sm:inset-x-auto sm:right-6 sm:bottom-24 sm:h-[min(36rem,calc(100dvh-8rem))] sm:w-[380px] sm:rounded-2xl',
        'motion-safe:transition-[opacity,translate] motion-safe:duration-200 motion-safe:starting:translate-y-4 motion-safe:starting:opacity-0',
      )}
    >
      <div className="flex items-center gap-3 bg-ink px-4 py-3 text-ink-foreground">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground ring-2 ring-ink-foreground/30"
        >
          {chatCopy.assistantName.charAt(0)}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base leading-tight font-semibold">
            {chatCopy.title}
          </h2>
          <p className="flex items-center gap-1.5 text-xs text-ink-foreground/80">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
            {chatCopy.subtitle}
          </p>
        </div>
        <button
          type="button"
          onClick={() => onClose(true)}
          aria-label={chatCopy.closeLabel}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-foreground hover:bg-ink-foreground/10 focus-visible:outline-ink-foreground"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      {/* Scrollable and focusable, so keyboard users can scroll back through a long conversation. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={scrollRef} tabIndex={0} aria-label="Conversation" role="region" className="relative flex-1 overflow-y-auto overscroll-contain px-4 py-4">
        <div ref={logRef} role="log" aria-live="polite" aria-relevant="additions" className="flex flex-col gap-4">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} onFollowLink={onFollowLink} />
          ))}
        </div>

        {visitorHasSpoken ? null : (
          <ul aria-label={chatCopy.suggestionsLabel} className="mt-4 flex flex-wrap gap-2">
            {chatSuggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  onClick={() => submit(suggestion)}
                  className="inline-flex min-h-11 items-center rounded-full border border-border bg-surface px-4 text-left text-sm font-medium text-foreground hover:border-primary hover:text-primary"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        )}

        <div role="status" className="mt-4 min-h-6 text-sm text-muted-foreground">
          {typing ? (
            <span className="inline-flex items-center gap-2 rounded-2xl rounded-bl-sm bg-muted px-4 py-2.5">
              <TypingDots />
              {chatCopy.typing}
            </span>
          ) : null}
        </div>
      </div>

      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-border bg-background p-3">
        <label htmlFor={inputId} className="sr-only">
          {chatCopy.inputLabel}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          rows={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
          placeholder={chatCopy.inputPlaceholder}
          maxLength={1000}
          enterKeyHint="send"
          className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-input bg-background px-3 py-2.5 text-base [field-sizing:content] placeholder:text-muted-foreground sm:text-sm"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={chatCopy.sendLabel}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground hover:bg-[color-mix(in_oklab,var(--color-primary),black_15%)] disabled:opacity-50"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </form>
    </div>
  );
}
