import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { cn } from '@/lib/utils';
import { summarizeAbTest } from './ab-test';
import { useAbResults } from './analytics-api';
import type { Period } from './analytics-params';
import { formatCount, formatPercent } from './format';
import { Panel, QueryBody } from './panel';

const columns = ['Views', 'CTA clicks', 'Click rate', 'Leads', 'Lead rate'];

export function AbTestPanel({ days }: { days: Period }) {
  const query = useAbResults(days);
  return (
    <Panel title="A/B test: hero button (hero_cta_v1)" aid="Lead rate is leads per view of the hero; the test asks whether B's differs from A's by more than chance.">
      <QueryBody query={query} loading="Loading the A/B test…" error="Could not load the A/B test" empty={`No A/B test views in the last ${days} days`}>
        {(rows) => {
          const summary = summarizeAbTest(rows);
          return (
            <>
              <table className="w-full text-sm">
                <thead className="text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-1 text-left font-medium">
                      Variant
                    </th>
                    {columns.map((column) => (
                      <th key={column} scope="col" className="py-1 text-right font-medium">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {summary.variants.map((variant) => (
                    <tr key={variant.variant} className="border-t border-border">
                      <th scope="row" className="py-1 text-left font-semibold">
                        {variant.variant}
                      </th>
                      <td className="py-1 text-right tabular-nums">{formatCount(variant.views)}</td>
                      <td className="py-1 text-right tabular-nums">{formatCount(variant.ctaClicks)}</td>
                      <td className="py-1 text-right tabular-nums">{formatPercent(variant.clickRate)}</td>
                      <td className="py-1 text-right tabular-nums">{formatCount(variant.leads)}</td>
                      <td className="py-1 text-right tabular-nums">{formatPercent(variant.leadRate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className={cn('text-base', summary.significant && 'font-semibold')}>{summary.verdict}</p>
              {summary.split ? (
                <p className={cn('flex items-start gap-2 text-sm', summary.split.mismatch ? 'font-semibold text-destructive' : 'text-success')}>
                  {summary.split.mismatch ? <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
                  <span>
                    {summary.split.mismatch ? <span className="sr-only">Warning: </span> : null}
                    {summary.split.sentence}
                  </span>
                </p>
              ) : null}
            </>
          );
        }}
      </QueryBody>
    </Panel>
  );
}
