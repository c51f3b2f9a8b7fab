import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { abTestCopy } from '@/content/admin-ab-test';
import { cn } from '@/lib/utils';
import { summarizeAbTest } from './ab-test-summary';
import { useAbResults } from './analytics-api';
import type { Period } from './analytics-params';
import { formatCount, formatPercent } from './figure-format';
import { Panel, PanelTableHead, QueryBody, type PanelColumn } from './panel';

const { columns } = abTestCopy;
const figureColumns = [columns.views, columns.ctaClicks, columns.clickRate, columns.leads, columns.leadRate];
const headColumns: PanelColumn[] = [{ label: columns.variant }, ...figureColumns.map((label) => ({ label, figures: true }))];

export function AbTestPanel({ days }: { days: Period }) {
  const query = useAbResults(days);
  return (
    <Panel title={abTestCopy.title} aid={abTestCopy.aid}>
      <QueryBody query={query} loading={abTestCopy.loading} error={abTestCopy.error} empty={abTestCopy.empty(days)}>
        {(rows) => {
          const summary = summarizeAbTest(rows);
          return (
            <>
              <table className="w-full text-sm">
                <PanelTableHead columns={headColumns} />
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
