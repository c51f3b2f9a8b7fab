import type * as React from 'react';
import { useId } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Minus, Plus, RotateCcw, X } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogOverlay, DialogPortal, DialogTitle } from '@/components/ui/dialog';
import { accessibilityPanelCopy as copy } from '@/content/accessibility';
import { cn } from '@/lib/utils';
import { canDecreaseTextSize, canIncreaseTextSize, stepTextSize } from './preferences';
import { resetPreferences, updatePreferences, usePreferences } from './preferences-store';

export interface AccessibilityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's id, which the launcher's aria-controls names. */
  id: string;
  /** Where focus goes back to on close (the launcher, which is not a Radix trigger). */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}

/**
 * The panel itself, loaded on first open. A modal dialog (focus moves in and stays, Escape and
 * a click outside close it) pinned above the launcher, over a light scrim so the page behind
 * stays visible while its text size and colours change.
 */
export default function AccessibilityDialog({ open, onOpenChange, id, returnFocusTo }: AccessibilityDialogProps) {
  const preferences = usePreferences();
  const textSizeLabelId = useId();
  const canDecrease = canDecreaseTextSize(preferences.textSize);
  const canIncrease = canIncreaseTextSize(preferences.textSize);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPortal>
        <DialogOverlay className="bg-ink/15" />
        <DialogPrimitive.Content
          id={id}
          data-slot="dialog-content"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={cn(
            'fixed inset-x-4 bottom-20 z-50 flex max-h-[calc(100dvh-6rem)] flex-col gap-5 overflow-y-auto',
            'rounded-lg border border-border bg-background p-5 text-foreground shadow-xl',
            'sm:right-auto sm:left-4 sm:w-[24rem]',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
            'motion-safe:transition-[opacity,translate] motion-safe:duration-200 motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0',
          )}
        >
          <div className="flex flex-col gap-1 pr-10">
            <DialogTitle className="text-xl">{copy.title}</DialogTitle>
            <DialogDescription>{copy.description}</DialogDescription>
          </div>

          <div role="group" aria-labelledby={textSizeLabelId} className="flex flex-col gap-2">
            <p id={textSizeLabelId} className="font-semibold">
              {copy.textSize.label}
            </p>
            <div className="flex items-center gap-3">
              <StepButton
                label={copy.textSize.decrease}
                enabled={canDecrease}
                onStep={() => updatePreferences({ textSize: stepTextSize(preferences.textSize, -1) })}
              >
                <Minus aria-hidden="true" className="size-5" />
              </StepButton>
              <output aria-live="polite" className="flex-1 text-center text-2xl font-bold tabular-nums">
                <span className="sr-only">{copy.textSize.label} </span>
                {preferences.textSize}%
              </output>
              <StepButton
                label={copy.textSize.increase}
                enabled={canIncrease}
                onStep={() => updatePreferences({ textSize: stepTextSize(preferences.textSize, 1) })}
              >
                <Plus aria-hidden="true" className="size-5" />
              </StepButton>
            </div>
          </div>

          <div className="flex flex-col gap-3">
            <ToggleRow
              label={copy.highContrast.label}
              description={copy.highContrast.description}
              checked={preferences.highContrast}
              onToggle={() => updatePreferences({ highContrast: !preferences.highContrast })}
            />
            <ToggleRow
              label={copy.largePointer.label}
              description={copy.largePointer.description}
              checked={preferences.largePointer}
              onToggle={() => updatePreferences({ largePointer: !preferences.largePointer })}
            />
          </div>

          <Button variant="outline" onClick={resetPreferences} className="w-full">
            <RotateCcw aria-hidden="true" />
            {copy.reset}
          </Button>

          <DialogPrimitive.Close
            className={cn(
              buttonVariants({ variant: 'ghost', size: 'icon' }),
              'absolute top-2 right-2 text-muted-foreground hover:text-foreground',
            )}
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{copy.close}</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPortal>
    </Dialog>
  );
}

/**
 * At a bound the button stays focusable and says it is unavailable (aria-disabled) instead of
 * becoming `disabled`: a disabled button drops the keyboard focus of whoever just pressed it.
 */
function StepButton({ label, enabled, onStep, children }: { label: string; enabled: boolean; onStep: () => void; children: React.ReactNode }) {
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={label}
      aria-disabled={enabled ? undefined : true}
      onClick={() => {
        if (enabled) onStep();
      }}
      className="size-12 rounded-full"
    >
      {children}
    </Button>
  );
}

function ToggleRow({ label, description, checked, onToggle }: { label: string; description: string; checked: boolean; onToggle: () => void }) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      onClick={onToggle}
      className={cn(
        'flex min-h-11 w-full items-center justify-between gap-4 rounded-md border p-3 text-left',
        'hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring motion-safe:transition-colors',
        checked ? 'border-primary bg-primary-soft' : 'border-border bg-background',
      )}
    >
      <span className="flex flex-col gap-0.5">
        <span id={labelId} className="font-semibold">
          {label}
        </span>
        <span id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </span>
      </span>
      {/* The state in words as well as the thumb's position: never colour alone. */}
      <span aria-hidden="true" className="flex shrink-0 items-center gap-2 text-sm font-semibold">
        <span className="w-7 text-right">{checked ? copy.on : copy.off}</span>
        <span
          className={cn(
            'relative inline-flex h-7 w-12 items-center rounded-full border-2 motion-safe:transition-colors',
            checked ? 'border-primary bg-primary' : 'border-input bg-muted',
          )}
        >
          <span
            className={cn(
              'absolute size-5 rounded-full shadow motion-safe:transition-transform',
              checked ? 'translate-x-5.5 bg-primary-foreground' : 'translate-x-0.5 bg-input',
            )}
          />
        </span>
      </span>
    </button>
  );
}
