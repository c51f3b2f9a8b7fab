import type * as React from 'react';

import { cn } from '@/lib/utils';

// A progress bar must have an accessible name: the type requires one of the two.
type ProgressName = { 'aria-label': string; 'aria-labelledby'?: string } | { 'aria-label'?: string; 'aria-labelledby': string };

type ProgressProps = Omit<React.ComponentProps<'div'>, 'children' | 'role' | 'aria-label' | 'aria-labelledby'> &
  ProgressName & {
    /** Percentage complete; clamped to 0–100, non-numbers count as 0. */
    value?: number;
    indicatorClassName?: string;
  };

/** Clamps a percentage to 0–100; NaN becomes 0. */
function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

function Progress({ className, indicatorClassName, value = 0, ...props }: ProgressProps) {
  const percent = clampPercent(value);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-slot="progress"
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary-soft', className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        className={cn('h-full rounded-full bg-primary motion-safe:transition-[width]', indicatorClassName)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

export { Progress, clampPercent };
export type { ProgressProps };
