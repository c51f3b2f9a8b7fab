import * as React from 'react';
import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';

import { cn } from '@/lib/utils';
import { ToasterFrame } from '@/components/ui/toaster-frame';
import { dismissToast, useToasts, type ToastItem } from '@/components/ui/use-toast';

// setTimeout overflows past 2^31-1 ms and fires at once; longer durations never expire.
const MAX_TIMEOUT_MS = 2_147_483_647;

const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-12 shadow-lg',
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        success: 'border-transparent bg-success text-success-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** Dismisses the toast after its duration; the clock stops while `paused` and resumes with the time left. */
function useAutoDismiss(id: string, duration: number, paused: boolean): void {
  const remaining = React.useRef(duration);
  React.useEffect(() => {
    if (paused || !Number.isFinite(duration) || remaining.current > MAX_TIMEOUT_MS) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [id, duration, paused]);
}

function Toast({ item }: { item: ToastItem }) {
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  useAutoDismiss(item.id, item.duration, hovered || focused);
  const titleId = `${item.id}-title`;

  return (
    <div
      data-slot="toast"
      data-variant={item.variant}
      className={cn(
        toastVariants({ variant: item.variant }),
        'motion-safe:transition-[opacity,translate] motion-safe:duration-200 motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0',
      )}
      // A mouse pauses the clock while over the toast; a tap on a phone must not pause it for good
      // (touch has no "leave" until the next tap elsewhere), or it would sit over the page's buttons.
      onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="grid min-w-0 gap-1">
        <p id={titleId} data-slot="toast-title" className="text-sm font-semibold">
          {item.title}
        </p>
        {item.description ? (
          <p
            data-slot="toast-description"
            className={cn('text-sm', item.variant === 'default' ? 'text-muted-foreground' : 'text-current')}
          >
            {item.description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        data-slot="toast-dismiss"
        aria-label="Dismiss notification"
        aria-describedby={titleId}
        onClick={() => dismissToast(item.id)}
        // currentColor outline: the ring colour would not show on the red or green toasts.
        className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-current"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * Renders the toasts from toast(); mount once at the app root. Both live regions are always in
 * the DOM so screen readers are already watching them when a toast is added.
 */
function Toaster() {
  const items = useToasts();
  const urgent = items.filter((item) => item.variant === 'destructive');
  const polite = items.filter((item) => item.variant !== 'destructive');

  return (
    <ToasterFrame
      alerts={urgent.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
      list={polite.map((item) => (
        <li key={item.id}>
          <Toast item={item} />
        </li>
      ))}
    />
  );
}

export { Toaster, toastVariants };
