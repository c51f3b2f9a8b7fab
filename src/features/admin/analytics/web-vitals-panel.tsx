import { cn } from '@/lib/utils';
import { useWebVitals } from './analytics-api';
import type { Period } from './analytics-params';
import { formatCount } from './figure-format';
import { Panel, PanelTableHead, QueryBody } from './panel';
import { formatVital, ratingLabels, vitalsTable, type VitalCell, type VitalRating } from './web-vitals-rating';

const metricLabels: Record<string, string> = { LCP: 'LCP', INP: 'INP', CLS: 'CLS', FID: 'FID', page_load_time: 'Page load' };

// Text colours from the tokens, each at least 4.5:1 on white; the word says the rating too.
const ratingClasses: Record<VitalRating, string> = { good: 'text-success', 'needs-improvement': 'text-star', poor: 'text-destructive' };

function Cell({ metric, cell }: { metric: string; cell: VitalCell | undefined }) {
  if (!cell) return <td className="py-1 pl-2 text-right text-muted-foreground">—</td>;
  return (
    <td className="py-1 pl-2 text-right">
      <span className="font-semibold tabular-nums">{formatVital(metric, cell.p75)}</span>
      {cell.rating ? <span className={cn('block text-xs font-semibold', ratingClasses[cell.rating])}>{ratingLabels[cell.rating]}</span> : null}
      <span className="block text-xs text-muted-foreground">
        {formatCount(cell.samples)} {cell.samples === 1 ? 'sample' : 'samples'}
      </span>
    </td>
  );
}

export function WebVitalsPanel({ days }: { days: Period }) {
  const query = useWebVitals(days);
  return (
    <Panel
      title="Web vitals (75th percentile)"
      aid="Three in four visits were at least this fast. Google's ratings: LCP good to 2.5 s, poor over 4 s; INP 200 / 500 ms; CLS 0.1 / 0.25; FID 100 / 300 ms."
    >
      <QueryBody query={query} loading="Loading web vitals…" error="Could not load web vitals" empty={`No web vitals in the last ${days} days`}>
        {(rows) => {
          const table = vitalsTable(rows);
          return (
            // On a phone the five columns scroll sideways: the scroller is focusable so keyboards reach it.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Web vitals table (scrolls sideways)">
              <table className="w-full text-sm">
                <PanelTableHead columns={[{ label: 'Route' }, ...table.metrics.map((metric) => ({ label: metricLabels[metric] ?? metric, figures: true, className: 'pl-2' }))]} />
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.page} className="border-t border-border align-top">
                      <th scope="row" className="py-1 text-left font-normal break-all">
                        {row.page}
                      </th>
                      {table.metrics.map((metric) => (
                        <Cell key={metric} metric={metric} cell={row.cells[metric]} />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </QueryBody>
    </Panel>
  );
}
