import type * as React from 'react';
import { ChevronDown } from 'lucide-react';

import { cn } from '@/lib/utils';

/**
 * The browser's own <select>, styled like Input. For dense screens (the dashboard's filters and
 * per-row status) where many Radix selects would cost weight and the platform picker is what
 * keyboard and phone users already know.
 */
function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <span className={cn('relative inline-flex w-full', className)}>
      <select
        data-slot="native-select"
        className={cn(
          'min-h-11 w-full min-w-0 appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base text-foreground sm:text-sm',
          'focus-visible:border-ring focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
        )}
        {...props}
      />
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
    </span>
  );
}

export { NativeSelect };
