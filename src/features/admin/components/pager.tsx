import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageCount, pageSummary } from '../pagination';

/** Previous and next for a server-paged list, with the count the server gave (count=exact). */
export function Pager({ page, pageSize, total, noun, onPageChange }: { page: number; pageSize: number; total: number; noun: string; onPageChange: (page: number) => void }) {
  const pages = pageCount(total, pageSize);
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {pageSummary(page, pageSize, total, noun)}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <span className="text-sm tabular-nums">
          Page {Math.min(page, pages)} of {pages}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
