import { createContext, use, useRef, useState, useTransition, type ComponentProps } from 'react';
import type * as React from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';

import { cn } from '@/lib/utils';

/** True from the press that opens a select until its menu is on screen. */
const SelectOpeningContext = createContext(false);

/**
 * Radix's select, with its menu mounted and unmounted in transitions. Mounting the menu (focus trap,
 * positioning, scroll lock), and taking it down with the chosen value, is long work on a slow phone;
 * done inside the press, the press waits for it before its first frame, past the INP target
 * (decision 011 has the figures; bench/inp.ts holds the press to the target). So a press that opens
 * paints the trigger's pressed state at once, and a choice paints the new value and its check mark at once; the menu appears or leaves in the next
 * frames. Escape and a press outside close at once: there the menu leaving is the feedback.
 */
function Select({ open: openProp, onOpenChange, onValueChange, ...props }: ComponentProps<typeof SelectPrimitive.Root>) {
  const [ownOpen, setOwnOpen] = useState(props.defaultOpen ?? false);
  const [opening, startMenuTransition] = useTransition();
  const choosing = useRef(false);
  const changeValue = (value: string) => {
    choosing.current = true;
    onValueChange?.(value);
  };
  const changeOpen = (next: boolean) => {
    // Radix reports a choice just before the close it causes.
    const deferred = next || choosing.current;
    choosing.current = false;
    if (deferred) startMenuTransition(() => setOwnOpen(next));
    else setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <SelectOpeningContext value={opening && !ownOpen}>
      <SelectPrimitive.Root data-slot="select" open={openProp ?? ownOpen} onOpenChange={changeOpen} onValueChange={changeValue} {...props} />
    </SelectOpeningContext>
  );
}

function SelectGroup(props: React.ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

function SelectValue(props: React.ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

function SelectTrigger({
  className,
  size = 'default',
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Trigger> & { size?: 'sm' | 'default' }) {
  const opening = use(SelectOpeningContext);
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      data-size={size}
      data-opening={opening || undefined}
      className={cn(
        'flex w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-base text-foreground',
        'data-[size=default]:min-h-11 data-[size=sm]:min-h-9 data-[size=sm]:text-sm',
        'data-placeholder:text-muted-foreground',
        // The pressed state, painted in the press's own frame while the menu mounts (see Select).
        'data-opening:border-ring data-[state=open]:border-ring',
        '[&[data-opening]>svg]:rotate-180 [&[data-state=open]>svg]:rotate-180',
        'focus-visible:border-ring focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
        'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
        '*:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2',
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="text-muted-foreground" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

function SelectScrollUpButton({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.ScrollUpButton>) {
  return (
    <SelectPrimitive.ScrollUpButton
      data-slot="select-scroll-up-button"
      className={cn('flex cursor-default items-center justify-center py-1 text-muted-foreground', className)}
      {...props}
    >
      <ChevronUp aria-hidden="true" className="size-4" />
    </SelectPrimitive.ScrollUpButton>
  );
}

function SelectScrollDownButton({
  className,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.ScrollDownButton>) {
  return (
    <SelectPrimitive.ScrollDownButton
      data-slot="select-scroll-down-button"
      className={cn('flex cursor-default items-center justify-center py-1 text-muted-foreground', className)}
      {...props}
    >
      <ChevronDown aria-hidden="true" className="size-4" />
    </SelectPrimitive.ScrollDownButton>
  );
}

/** Opens as a popper below the trigger, kept 10 px from the viewport edges. */
function SelectContent({
  className,
  children,
  position = 'popper',
  align = 'center',
  collisionPadding = 10,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-32 overflow-x-hidden overflow-y-auto',
          'origin-(--radix-select-content-transform-origin) rounded-md border border-border bg-background text-foreground shadow-md',
          'motion-safe:transition-opacity motion-safe:starting:opacity-0',
          position === 'popper' &&
            'data-[side=bottom]:translate-y-1 data-[side=left]:-translate-x-1 data-[side=right]:translate-x-1 data-[side=top]:-translate-y-1',
          className,
        )}
        position={position}
        align={align}
        collisionPadding={collisionPadding}
        {...props}
      >
        <SelectScrollUpButton />
        <SelectPrimitive.Viewport
          className={cn(
            'p-1',
            position === 'popper' &&
              'h-(--radix-select-trigger-height) w-full min-w-(--radix-select-trigger-width) scroll-my-1',
          )}
        >
          {children}
        </SelectPrimitive.Viewport>
        <SelectScrollDownButton />
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

function SelectLabel({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn('px-2 py-1.5 text-xs font-medium text-muted-foreground', className)}
      {...props}
    />
  );
}

// value="" throws in Radix (empty string is reserved for "clear to placeholder"): give every item a real value.
function SelectItem({ className, children, ...props }: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex min-h-10 w-full cursor-default items-center gap-2 rounded-sm py-2 pr-8 pl-2 text-base outline-hidden select-none',
        // A solid highlight: a pale tint would not reach 3:1 against the menu for keyboard users.
        'data-highlighted:bg-primary data-highlighted:text-primary-foreground',
        'data-disabled:pointer-events-none data-disabled:opacity-50',
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    >
      <span className="absolute right-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

function SelectSeparator({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn('pointer-events-none -mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectScrollDownButton,
  SelectScrollUpButton,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
};
