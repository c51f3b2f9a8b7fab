import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { InboxSummary } from '../api/types';
import { StatusBadge } from '../components/status-badge';
import { LoadError } from '../components/query-status';
import { formatDuration } from '../format';
import { leadStatuses, ownerBusinessTypes } from '../pipeline';
import { inboxHref } from './use-inbox-query';
import { defaultInboxQuery, type InboxQuery } from './inbox-query';
import { useInboxSummary } from './inbox-api';

const linkClass = 'rounded-sm underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring';

// Summary links start from the default view, so the list they open holds exactly the leads counted.
const filtered = (change: Partial<InboxQuery>) => inboxHref(change, defaultInboxQuery);

function Stat({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border border-border bg-background p-3 shadow-sm sm:p-4">
      <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
      <dd className="mt-1 text-lg font-bold tabular-nums sm:text-2xl">{value}</dd>
      {note ? <dd className="mt-1 text-xs sm:text-sm">{note}</dd> : null}
    </div>
  );
}

/** Business types in the quiz's order, then any other value the data holds. */
function businessTypeCounts(counts: Record<string, number>): [string, number][] {
  const known: string[] = [...ownerBusinessTypes];
  const others = Object.keys(counts).filter((industry) => !known.includes(industry)).sort();
  return [...known, ...others].map((industry) => [industry, counts[industry] ?? 0]);
}

function SummaryBody({ summary }: { summary: InboxSummary }) {
  const median = summary.median_response_seconds;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Stat label="New leads (30 days)" value={summary.leads_in_period} />
        <Stat
          label="Awaiting first response"
          value={summary.awaiting_response}
          note={
            <Link to={filtered({ status: 'New' })} className={`${linkClass} text-primary`}>
              Show new
            </Link>
          }
        />
        <Stat label="Median response time (30 days)" value={median === null ? '—' : formatDuration(median)} note={median === null ? <span className="text-muted-foreground">No responses yet</span> : null} />
      </dl>
      <div className="grid gap-3 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="pipeline-heading" className="rounded-lg border border-border bg-background p-4 shadow-sm">
          <h3 id="pipeline-heading" className="text-sm font-semibold text-muted-foreground">
            Pipeline
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {leadStatuses.map((status) => {
              const count = status === 'Spam' ? summary.spam_leads : (summary.status_counts[status] ?? 0);
              return (
                <li key={status}>
                  <Link to={filtered({ status })} className={`${linkClass} inline-flex items-center gap-2 rounded-md border border-border px-2 py-1.5 text-sm hover:bg-muted`}>
                    <StatusBadge status={status} />
                    <span className="font-semibold tabular-nums">{count}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="owners-heading" className="rounded-lg border border-border bg-background p-4 shadow-sm">
          <h3 id="owners-heading" className="text-sm font-semibold text-muted-foreground">
            Owners by business type
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {businessTypeCounts(summary.owner_business_types).map(([industry, count]) => (
              <li key={industry}>
                <Link to={filtered({ userType: 'owner', industry })} className={`${linkClass} inline-flex items-center gap-2 rounded-md border border-border px-2 py-1.5 text-sm hover:bg-muted`}>
                  {industry}
                  <span className="font-semibold tabular-nums">{count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

/** The numbers a sales lead looks at first: volume, backlog, speed to lead, the pipeline. */
export function InboxSummaryStrip() {
  const summary = useInboxSummary();
  if (summary.isError) return <LoadError message="Failed to load the summary" onRetry={() => void summary.refetch()} />;
  if (!summary.data) {
    return (
      <div role="status" className="grid grid-cols-3 gap-2 sm:gap-3">
        <span className="sr-only">Loading summary…</span>
        {[0, 1, 2].map((index) => (
          <div key={index} aria-hidden="true" className="h-24 animate-pulse rounded-lg bg-muted motion-reduce:animate-none" />
        ))}
      </div>
    );
  }
  return <SummaryBody summary={summary.data} />;
}
