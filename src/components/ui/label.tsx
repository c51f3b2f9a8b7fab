import type * as React from 'react';

import { cn } from '@/lib/utils';

/** A plain <label>: pass htmlFor, or nest the control inside it. */
function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the caller supplies htmlFor or the nested control
    <label
      data-slot="label"
      className={cn(
        'flex items-center gap-2 text-sm leading-snug font-medium text-foreground select-none',
        'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        'group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-60',
        className,
      )}
      {...props}
    />
  );
}

export { Label };
