import { lazy, Suspense, useId } from 'react';
import { LoadError, Loading } from '../components/query-status';

function ChunkLoadError() {
  return <LoadError message="Could not load the Analytics tab" onRetry={() => window.location.reload()} />;
}

// The charts are their own chunk, downloaded only when someone opens the tab. A failed download
// (a deploy replaced the chunk) offers a reload instead of blanking the dashboard.
const AnalyticsView = lazy(() => import('./analytics-view').catch(() => ({ default: ChunkLoadError })));

/** `/admin?tab=analytics`: the heading is here, so focus has somewhere to land while the charts load. */
export function AnalyticsTab() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-2xl font-bold">
        Analytics
      </h2>
      <Suspense fallback={<Loading label="Loading analytics…" rows={4} />}>
        <AnalyticsView />
      </Suspense>
    </section>
  );
}
