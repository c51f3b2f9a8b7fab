import { cn } from '@/lib/utils';
import type { LeadsPerDayRow } from '../api/admin-database';
import { useLeadsPerDay } from './analytics-api';
import type { Period } from './analytics-params';
import { formatCount, formatDay, formatPercent } from './figure-format';
import { stackLeadsPerDay, todayInLosAngeles, type LeadsChart } from './leads-per-day';
import { Panel, PanelTableHead, QueryBody, type PanelColumn } from './panel';

const WIDTH = 720;
const HEIGHT = 220;
const PLOT = { left: 36, right: 8, top: 8, bottom: 24 };
const channelColumns: PanelColumn[] = [{ label: 'Channel' }, { label: 'Leads', figures: true }, { label: 'Share', figures: true }];
const formColumns: PanelColumn[] = [{ label: 'Form' }, { label: 'Leads', figures: true }];

/** A round top for the y axis: 1, 2, 5 × 10ⁿ, so the gridlines read as plain numbers. */
function axisMax(value: number): number {
  if (value <= 4) return Math.max(1, value);
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((candidate) => candidate * power >= value) ?? 10;
  return step * power;
}

function StackedBars({ chart, days }: { chart: LeadsChart; days: number }) {
  const top = axisMax(chart.maxDayTotal);
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / chart.columns.length;
  const barWidth = Math.max(1, slot * 0.72);
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  const colourOf = new Map(chart.channels.map(({ channel, colour }) => [channel, colour.fill]));
  const busiest = chart.columns.reduce((best, column) => (column.total > best.total ? column : best), chart.columns[0] ?? { day: '', total: 0 });
  const labelled = new Set([0, Math.floor((chart.columns.length - 1) / 2), chart.columns.length - 1]);
  const label = `Stacked bar chart of leads per day over the last ${days} days: ${formatCount(chart.total)} leads${busiest.total > 0 ? `, the busiest day ${formatDay(busiest.day)} with ${formatCount(busiest.total)}` : ''}. The table below lists every day.`;

  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full text-muted-foreground">
      {[0, top / 2, top].map((tick) => (
        <g key={tick}>
          <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} className="stroke-border" />
          <text x={PLOT.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="11" fill="currentColor">
            {Number.isInteger(tick) ? tick : ''}
          </text>
        </g>
      ))}
      {chart.columns.map((column, index) => {
        const x = PLOT.left + index * slot + (slot - barWidth) / 2;
        return (
          <g key={column.day}>
            {column.segments.map((segment) => (
              <rect
                key={segment.channel}
                x={x}
                width={barWidth}
                y={y(segment.offset + segment.leads)}
                height={y(segment.offset) - y(segment.offset + segment.leads)}
                // A thin gap in the card's colour tells neighbouring segments apart without relying on hue.
                className={cn(colourOf.get(segment.channel), 'stroke-background')}
                strokeWidth={1}
              >
                <title>{`${formatDay(column.day)}, ${segment.channel}: ${segment.leads}`}</title>
              </rect>
            ))}
            {labelled.has(index) ? (
              <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="11" fill="currentColor">
                {formatDay(column.day)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

function LeadsBody({ rows, days }: { rows: LeadsPerDayRow[]; days: Period }) {
  const chart = stackLeadsPerDay(rows, days, todayInLosAngeles(new Date()));
  return (
    <>
      <p className="text-2xl font-bold tabular-nums">
        {formatCount(chart.total)} <span className="text-base font-normal text-muted-foreground">leads in the last {days} days</span>
      </p>
      <StackedBars chart={chart} days={days} />
      {/* A table ignores a 1 px width: the wrapper is what stays out of the layout. */}
      <div className="sr-only">
        <table>
          <caption>Leads per day by channel</caption>
          <PanelTableHead plain columns={[{ label: 'Day' }, ...chart.channels.map(({ channel }) => ({ label: channel })), { label: 'Total' }]} />
          <tbody>
            {chart.columns.map((column) => (
              <tr key={column.day}>
                <th scope="row">{formatDay(column.day)}</th>
                {chart.channels.map(({ channel }) => (
                  <td key={channel}>{column.segments.find((segment) => segment.channel === channel)?.leads ?? 0}</td>
                ))}
                <td>{column.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <table className="w-full text-sm">
          <caption className="pb-1 text-left font-semibold">Totals by channel (legend)</caption>
          <PanelTableHead columns={channelColumns} />
          <tbody>
            {chart.channels.map(({ channel, leads, colour }) => (
              <tr key={channel} className="border-t border-border">
                <th scope="row" className="py-1 text-left font-normal">
                  <span aria-hidden="true" className={cn('mr-2 inline-block size-3 rounded-sm align-middle', colour.swatch)} />
                  {channel}
                </th>
                <td className="py-1 text-right tabular-nums">{formatCount(leads)}</td>
                <td className="py-1 text-right tabular-nums">{formatPercent(leads / chart.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="w-full text-sm">
          <caption className="pb-1 text-left font-semibold">Totals by form</caption>
          <PanelTableHead columns={formColumns} />
          <tbody>
            {chart.forms.map(({ form, leads }) => (
              <tr key={form} className="border-t border-border">
                <th scope="row" className="py-1 text-left font-normal">
                  {form}
                </th>
                <td className="py-1 text-right tabular-nums">{formatCount(leads)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function LeadsPanel({ days }: { days: Period }) {
  const query = useLeadsPerDay(days);
  return (
    <Panel title="Leads per day by channel" aid="Each bar is one day; its colours are the channels (the campaign's utm_source, or direct), the busiest at the bottom.">
      <QueryBody query={query} loading="Loading leads per day…" error="Could not load leads per day" empty={`No leads in the last ${days} days`}>
        {(rows) => <LeadsBody rows={rows} days={days} />}
      </QueryBody>
    </Panel>
  );
}
