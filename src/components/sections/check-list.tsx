import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A list of short selling points, each with a green check. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2 text-sm', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {item}
        </li>
      ))}
    </ul>
  );
}
