import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import type { DescribedField } from './describe-record';

/** One titled part of the lead's page: a section named by its h3, so screen readers list it as a region. */
export function DetailSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('min-w-0 rounded-lg border border-border bg-background p-4 shadow-sm sm:p-5', className)}>
      <h3 id={headingId} className="mb-3 text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Label and value pairs; values are text (React escapes them), long ones wrap instead of widening the page. */
export function FieldList({ fields, empty }: { fields: readonly DescribedField[]; empty: string }) {
  if (fields.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <dl className="grid gap-x-4 gap-y-3 text-sm sm:gap-y-2 sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {fields.map((field) => (
        <div key={field.key} className="grid gap-0.5 sm:contents">
          <dt className="font-medium text-muted-foreground">{field.label}</dt>
          <dd className="min-w-0 break-words whitespace-pre-wrap">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One label and value of a record in a list (a booking, an agreement, a link); the value wraps. */
export function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium text-muted-foreground">{label}:</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
