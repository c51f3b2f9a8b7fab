import { Suspense, use, useId, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { trackedImport } from '@/lib/loading/tracked-import';
import { cn } from '@/lib/utils';
import type { AccessibilityDialogProps } from './accessibility-dialog';

// The panel, its store and its icons load on first open (or as soon as the pointer or focus
// reaches the launcher): every page's first load carries only this button. The saved
// preferences are applied before the first paint by index.html, not by this code.
const dialogModule = trackedImport(() => import('./accessibility-dialog'));

/**
 * The launcher's accessible name. Kept here rather than in src/content/accessibility.ts (the
 * panel's copy): importing that module would put all of the panel's copy into the first load.
 */
export const accessibilityLauncherLabel = 'Accessibility settings';

function LoadedDialog(props: AccessibilityDialogProps) {
  const { default: AccessibilityDialog } = use(dialogModule.promise());
  return <AccessibilityDialog {...props} />;
}

/**
 * The accessibility launcher (bottom-left; the chat sits bottom-right) and its panel. Rendered
 * right after the skip link on every page, so it is the second stop of the keyboard's tab order.
 */
export function AccessibilityPanel() {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();

  const preload = () => {
    // A failed download is retried by the next attempt; the launcher stays usable meanwhile.
    dialogModule.preload().catch(() => undefined);
  };

  const openPanel = () => {
    dialogModule.preload().then(
      () => {
        setLoaded(true);
        setOpen(true);
      },
      () => undefined,
    );
  };

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        aria-label={accessibilityLauncherLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Names the panel only while it exists: it is not in the page until it is opened.
        aria-controls={open ? dialogId : undefined}
        onClick={openPanel}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        className={cn(buttonVariants({ size: 'icon' }), 'fixed bottom-6 left-4 z-40 size-12 rounded-full shadow-lg print:hidden')}
      >
        <UniversalAccessIcon />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <LoadedDialog open={open} onOpenChange={setOpen} id={dialogId} returnFocusTo={launcherRef} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The universal-access symbol: a figure with open arms inside a circle. */
function UniversalAccessIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-7"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="10.25" />
      <circle cx="12" cy="6.75" r="1.6" fill="currentColor" stroke="none" />
      <path d="M6.75 9.5 12 10.75l5.25-1.25" />
      <path d="M12 10.75v3.5l-2.5 4.5M12 14.25l2.5 4.5" />
    </svg>
  );
}
