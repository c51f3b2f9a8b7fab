import { cn } from '@/lib/utils';
import { statusStyle } from '../pipeline';

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span className={cn('inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', statusStyle(status), className)}>
      {status}
    </span>
  );
}
