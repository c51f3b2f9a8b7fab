import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// Only this launcher is in the first load of every page. The panel, the reply rules and Ann's
// script load when the visitor opens the chat, or earlier when the pointer or focus reaches
// the launcher, so the panel usually opens without a wait.
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);
const preloadPanel = () => void loadPanel();

const panelId = 'chat-panel';

interface ChatAssistantProps {
  /** The random source for Ann's reply delay; tests pass a fixed one. */
  random?: () => number;
}

/** Ann, the scripted chat assistant: a launcher at the bottom right of every page and its panel. */
export function ChatAssistant({ random }: ChatAssistantProps) {
  const [open, setOpen] = useState(false);
  // Once opened the panel stays mounted (hidden when closed): the conversation lives on.
  const [mounted, setMounted] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    // Lets other fixed buttons (back to top) step aside while the panel covers their corner.
    document.documentElement.toggleAttribute('data-chat-open', open);
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      launcherRef.current?.focus();
    }
  }, [open]);

  const close = (focusLauncher: boolean) => {
    returnFocus.current = focusLauncher;
    setOpen(false);
  };

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        aria-expanded={open}
        aria-controls={mounted ? panelId : undefined}
        onClick={() => {
          setMounted(true);
          setOpen((value) => !value);
        }}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        // On a phone the open panel is a bottom sheet over this corner: the launcher steps out of the way.
        className={`fixed right-4 bottom-4 z-50 inline-flex size-14 items-center justify-center gap-2 rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-[color-mix(in_oklab,var(--color-primary),black_15%)] sm:right-6 sm:bottom-6 sm:w-auto sm:px-5 ${open ? 'max-sm:hidden' : ''}`}
      >
        <MessageCircle aria-hidden="true" className="size-6" />
        <span className="sr-only font-semibold sm:not-sr-only">Chat with Ann</span>
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} open={open} onClose={close} random={random} />
        </Suspense>
      ) : null}
    </>
  );
}
