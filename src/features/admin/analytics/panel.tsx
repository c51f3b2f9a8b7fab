import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { cn } from '@/lib/utils';
import { EmptyState, LoadError, Loading } from '../components/query-status';

/** A card with its heading and a one-line reading aid that says how to read what follows. */
export function Panel({ title, aid, className, children }: { title: string; aid: ReactNode; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('grid min-w-0 content-start gap-3 rounded-lg border border-border bg-background p-4 shadow-sm', className)}>
      <div>
        <h3 id={headingId} className="text-lg font-bold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{aid}</p>
      </div>
      {children}
    </section>
  );
}

type QueryBodyProps<T> = {
  query: UseQueryResult<T[]>;
  loading: string;
  error: string;
  empty: string;
  children: (rows: T[]) => ReactNode;
};

/** A panel's read: skeleton, error with retry, an empty note, or the rows (dimmed while the next period loads). */
export function QueryBody<T>({ query, loading, error, empty, children }: QueryBodyProps<T>) {
  if (query.isPending) return <Loading label={loading} rows={3} />;
  if (query.isError) return <LoadError message={error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title={empty} />;
  return (
    <div aria-busy={query.isPlaceholderData} className={cn('grid min-w-0 gap-3', query.isPlaceholderData && 'opacity-60')}>
      {children(query.data)}
    </div>
  );
}

/** A column of a panel table's head: its words, and whether it holds figures (set to the right). */
export type PanelColumn = { label: ReactNode; figures?: boolean; className?: string };

/**
 * The header row of a panel table, in the muted type every panel uses; `plain` for a table that is never
 * drawn (the screen-reader copy of a chart), which needs no styling.
 */
export function PanelTableHead({ columns, plain = false }: { columns: PanelColumn[]; plain?: boolean }) {
  return (
    <thead className={plain ? undefined : 'text-muted-foreground'}>
      <tr>
        {columns.map((column, index) => (
          // A head's columns never move, so their place is their identity.
          <th key={index} scope="col" className={plain ? undefined : cn(column.className, 'py-1', column.figures ? 'text-right' : 'text-left', 'font-medium')}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A horizontal bar for tables of shares: decoration, the numbers beside it say the same. */
export function ShareBar({ share, className }: { share: number | null; className?: string }) {
  const width = share === null ? 0 : Math.max(0, Math.min(1, share)) * 100;
  return (
    <div aria-hidden="true" className="h-3 w-full min-w-16 rounded-sm bg-muted">
      <div className={cn('h-3 rounded-sm bg-primary', className)} style={{ width: `${width}%` }} />
    </div>
  );
}
