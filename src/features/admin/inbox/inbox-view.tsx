import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { EmptyState, Loading, LoadError } from '../components/query-status';
import { Pager } from '../components/pager';
import { ExportButton } from './export-button';
import { INBOX_PAGE_SIZE, useInboxPage } from './inbox-api';
import { InboxFilterBar } from './inbox-filter-bar';
import { defaultInboxQuery, groupsByIndustry, isFiltered, sortLabel } from './inbox-query';
import { InboxResults } from './inbox-results';
import { InboxSummaryStrip } from './inbox-summary';
import { useInboxQuery } from './use-inbox-query';

const LOAD_FAILED = 'Failed to load leads';

/** The lead inbox: summary, filters in the URL, one server-counted page of leads, CSV export. */
export function InboxView() {
  const [query, setQuery] = useInboxQuery();
  const page = useInboxPage(query);
  const clear = () => setQuery({ ...defaultInboxQuery });

  // The load-failure message (docs/product.md#lead-inbox) as a toast too, once per failure rather than on every render.
  useEffect(() => {
    if (page.isError) toast({ title: LOAD_FAILED, variant: 'destructive' });
  }, [page.isError]);

  // A page past the end (the list shrank, or a stale link): start again at the first, without a history entry.
  const beyondEnd = page.data?.beyondEnd === true && query.page > 1;
  useEffect(() => {
    if (beyondEnd) setQuery({ page: 1 }, { replace: true });
  }, [beyondEnd, setQuery]);

  const grouped = groupsByIndustry(query);

  return (
    <section aria-labelledby="inbox-heading" className="grid gap-6">
      <h2 id="inbox-heading" tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
        Leads
      </h2>
      <InboxSummaryStrip />
      <InboxFilterBar query={query} onChange={setQuery} onClear={clear} actions={<ExportButton query={query} />} />
      <div aria-busy={page.isFetching} className="grid gap-2">
        {page.isError ? (
          <LoadError message={LOAD_FAILED} onRetry={() => void page.refetch()} />
        ) : !page.data ? (
          <Loading label="Loading leads…" />
        ) : page.data.rows.length === 0 ? (
          page.data.beyondEnd ? (
            <Loading label="Loading leads…" />
          ) : (
            <EmptyState title="No leads match these filters">
              {isFiltered(query) ? (
                <Button variant="link" onClick={clear}>
                  Clear filters
                </Button>
              ) : (
                'Leads appear here as soon as a visitor sends a form.'
              )}
            </EmptyState>
          )
        ) : (
          <>
            <InboxResults rows={page.data.rows} grouped={grouped} caption={`Leads, ${grouped ? 'owners grouped by business type, then ' : ''}${sortLabel(query.sort).toLowerCase()}`} />
            <Pager page={query.page} pageSize={INBOX_PAGE_SIZE} total={page.data.total} noun="leads" onPageChange={(next) => setQuery({ page: next })} />
          </>
        )}
      </div>
    </section>
  );
}
