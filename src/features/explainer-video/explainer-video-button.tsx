import { Play } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';

// Only this button is in the page's first load. The dialog, the player and the transcript load
// when the visitor opens it, or earlier when the pointer or keyboard focus reaches the button.
export const loadExplainerVideoDialog = () => import('./explainer-video-dialog');
export const LazyExplainerVideoDialog = lazy(loadExplainerVideoDialog);
const preload = () => void loadExplainerVideoDialog();

interface ExplainerVideoButtonProps {
  label: string;
  className?: string;
}

/** "Watch the explainer": opens the explainer video dialog, loading its code on demand. */
export function ExplainerVideoButton({ label, className }: ExplainerVideoButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted on first use and kept: reopening does not wait for the chunk again.
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      {/* buttonVariants rather than <Button>: the same classes as the router links beside it, so they match. */}
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        className={buttonVariants({ variant: 'outline', size: 'lg', className })}
      >
        <span aria-hidden="true" className="inline-flex size-6 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Play className="size-3 translate-x-px fill-current" />
        </span>
        {label}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <LazyExplainerVideoDialog open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
