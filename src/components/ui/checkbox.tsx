import type * as React from 'react';
import { Check } from 'lucide-react';

import { cn } from '@/lib/utils';

type CheckboxProps = Omit<React.ComponentProps<'input'>, 'type'>;

/**
 * A native checkbox with a custom look: it submits with the form and toggles without JavaScript.
 * The tick is a sibling icon shown by CSS (peer-checked); in forced-colors mode the native box returns.
 */
function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <span data-slot="checkbox-root" className="relative inline-flex size-5 shrink-0">
      <input
        type="checkbox"
        data-slot="checkbox"
        className={cn(
          'peer size-5 shrink-0 cursor-pointer appearance-none rounded-sm border border-input bg-background',
          'motion-safe:transition-colors checked:border-primary checked:bg-primary',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
          'disabled:cursor-not-allowed disabled:opacity-50',
          'forced-colors:appearance-auto',
          className,
        )}
        {...props}
      />
      <Check
        aria-hidden="true"
        data-slot="checkbox-indicator"
        strokeWidth={3}
        className="pointer-events-none invisible absolute inset-0 m-auto size-3.5 text-primary-foreground peer-checked:visible forced-colors:hidden"
      />
    </span>
  );
}

export { Checkbox };
export type { CheckboxProps };
