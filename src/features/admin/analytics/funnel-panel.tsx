import { useFunnel } from './analytics-api';
import type { Period } from './analytics-params';
import { formatCount, formatPercent } from './figure-format';
import { funnelsFrom } from './funnel';
import { Panel, PanelTableHead, QueryBody, ShareBar, type PanelColumn } from './panel';

const headColumns: PanelColumn[] = [
  { label: 'Step' },
  { label: <span className="sr-only">Share of starts, as a bar</span>, className: 'w-1/3' },
  { label: 'Sessions', figures: true },
  { label: 'Kept from previous', figures: true },
  { label: 'Of starts', figures: true },
];

export function FunnelPanel({ days }: { days: Period }) {
  const query = useFunnel(days);
  return (
    <Panel title="Quiz funnel" aid="Sessions at each step of each quiz; the bar is the share of starts still there, the percentages what each step kept.">
      <QueryBody query={query} loading="Loading the quiz funnel…" error="Could not load the quiz funnel" empty={`No quiz sessions in the last ${days} days`}>
        {(rows) =>
          funnelsFrom(rows).map((funnel) => (
            <table key={funnel.quiz} className="w-full text-sm">
              <caption className="pb-1 text-left font-semibold">{funnel.label}</caption>
              <PanelTableHead columns={headColumns} />
              <tbody>
                {funnel.steps.map((step) => (
                  <tr key={step.step} className="border-t border-border">
                    <th scope="row" className="py-1 pr-2 text-left font-normal">
                      {step.label}
                    </th>
                    <td className="py-1 pr-2">
                      <ShareBar share={step.fromStart} />
                    </td>
                    <td className="py-1 text-right tabular-nums">{formatCount(step.sessions)}</td>
                    <td className="py-1 text-right tabular-nums">{formatPercent(step.fromPrevious)}</td>
                    <td className="py-1 text-right tabular-nums">{formatPercent(step.fromStart)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))
        }
      </QueryBody>
    </Panel>
  );
}
