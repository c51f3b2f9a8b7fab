import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { ScrollDepthRow } from '../api/admin-database';
import { useScrollDepth } from './analytics-api';
import type { Period } from './analytics-params';
import { formatCount, formatPercent } from './figure-format';
import { Panel, PanelTableHead, QueryBody, ShareBar, type PanelColumn } from './panel';
import { scrollDepthBars, scrollPages } from './scroll-depth';

const headColumns: PanelColumn[] = [
  { label: 'Depth' },
  { label: <span className="sr-only">Share, as a bar</span>, className: 'w-1/2' },
  { label: 'Reached', figures: true },
  { label: 'Sessions', figures: true },
];

function ScrollBody({ rows, page, onPageChange }: { rows: ScrollDepthRow[]; page: string | null; onPageChange: (page: string) => void }) {
  const selectId = useId();
  const pages = scrollPages(rows);
  const chosen = page !== null && pages.includes(page) ? page : (pages[0] ?? '');
  const { sessions, bars } = scrollDepthBars(rows, chosen);
  return (
    <>
      <div className="grid gap-1 sm:max-w-sm">
        <Label htmlFor={selectId}>Page</Label>
        <NativeSelect id={selectId} value={chosen} onChange={(event) => onPageChange(event.target.value)}>
          {pages.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
      </div>
      <table className="w-full text-sm">
        <caption className="pb-1 text-left">
          {formatCount(sessions)} {sessions === 1 ? 'session' : 'sessions'} on {chosen}
        </caption>
        <PanelTableHead columns={headColumns} />
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.depth} className="border-t border-border">
              <th scope="row" className="py-1 pr-2 text-left font-normal tabular-nums">
                {bar.depth} %
              </th>
              <td className="py-1 pr-2">
                <ShareBar share={bar.share} />
              </td>
              <td className="py-1 text-right tabular-nums">{formatPercent(bar.share)}</td>
              <td className="py-1 text-right tabular-nums">{formatCount(bar.sessions)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function ScrollDepthPanel({ days, page, onPageChange }: { days: Period; page: string | null; onPageChange: (page: string) => void }) {
  const query = useScrollDepth(days);
  return (
    <Panel title="Scroll depth" aid="The share of sessions on the page that scrolled at least this far down it.">
      <QueryBody query={query} loading="Loading scroll depth…" error="Could not load scroll depth" empty={`No scroll data in the last ${days} days`}>
        {(rows) => <ScrollBody rows={rows} page={page} onPageChange={onPageChange} />}
      </QueryBody>
    </Panel>
  );
}
