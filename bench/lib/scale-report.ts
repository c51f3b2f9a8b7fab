/** What one row of the scale bench measured, whether it kept its budget, and the Markdown bench/scale prints. */
import { markdownTable } from './markdown-table.ts';

/** What a row's result showed beside its timing: a count, or a fact checked against the database. */
export interface RowCheck {
  text: string;
  /** false: the dashboard would show something wrong (a failure); undefined: a fact, nothing to judge. */
  ok?: boolean;
  /** Worth a look but not wrong (a read that came back at exactly max_rows, say). */
  warning?: boolean;
}

export interface RowResult {
  name: string;
  budgetMs: number;
  /** Milliseconds per measured run, the warm-up left out. */
  samples: readonly number[];
  /** Set when a run was cut off at this many milliseconds (the row is then over budget, whatever ran before). */
  timedOutAfterMs?: number;
  /** What went wrong when a run failed for another reason than the time limit. */
  error?: string;
  check?: RowCheck;
  notes?: readonly string[];
}

export type TimeStatus = 'ok' | 'OVER' | 'failed';

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function max(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : Math.max(...values);
}

/**
 * Whether a row runs once more: up to `plannedRuns`, but a row whose runs already add up to `allowanceMs`
 * stops there (at least one run), so a slow row costs seconds, not minutes; the table says how many ran.
 */
export function wantsAnotherRun(samples: readonly number[], plannedRuns: number, allowanceMs: number): boolean {
  if (samples.length >= plannedRuns) return false;
  return samples.length === 0 || samples.reduce((sum, sample) => sum + sample, 0) < allowanceMs;
}

/** The median against the budget; a run cut off by the time limit is over it, a run that failed is neither. */
export function timeStatus(row: RowResult): TimeStatus {
  if (row.error !== undefined) return 'failed';
  if (row.timedOutAfterMs !== undefined) return 'OVER';
  return median(row.samples) <= row.budgetMs ? 'ok' : 'OVER';
}

/** Milliseconds as the table shows them: whole, with thousands separated. */
export function formatMs(ms: number): string {
  return Number.isNaN(ms) ? '–' : Math.round(ms).toLocaleString('en-US');
}

function checkCell(check: RowCheck | undefined): string {
  if (!check) return '';
  const mark = check.ok === false ? '✗ ' : check.warning ? '⚠ ' : check.ok === true ? '✓ ' : '';
  return `${mark}${check.text}`;
}

/** One line per row; a row cut off shows "> limit" as its median and max. */
export function formatScaleTable(rows: readonly RowResult[]): string {
  const header = ['row', 'budget ms', 'median ms', 'max ms', 'runs', 'status', 'result', 'note'];
  const lines = rows.map((row) => {
    const timedOut = row.timedOutAfterMs === undefined ? null : `> ${formatMs(row.timedOutAfterMs)}`;
    const notes = [...(row.notes ?? []), ...(row.error === undefined ? [] : [row.error])];
    return [
      row.name,
      formatMs(row.budgetMs),
      timedOut ?? formatMs(median(row.samples)),
      timedOut ?? formatMs(max(row.samples)),
      String(row.samples.length),
      timeStatus(row),
      checkCell(row.check),
      notes.join('; '),
    ];
  });
  return markdownTable(header, lines, { leftAligned: [0, 5, 6, 7] });
}

/** One message per row that missed its budget, failed, or showed something wrong. */
export function scaleFailures(rows: readonly RowResult[]): string[] {
  return rows.flatMap((row) => {
    const failures: string[] = [];
    const status = timeStatus(row);
    if (status === 'failed') failures.push(`${row.name}: failed: ${row.error ?? ''}`);
    if (status === 'OVER') {
      const measured = row.timedOutAfterMs === undefined ? `median ${formatMs(median(row.samples))} ms` : `cut off after ${formatMs(row.timedOutAfterMs)} ms`;
      failures.push(`${row.name}: ${measured}, budget ${formatMs(row.budgetMs)} ms`);
    }
    if (row.check?.ok === false) failures.push(`${row.name}: wrong result: ${row.check.text}`);
    return failures;
  });
}

/** "100,000 leads, 200,000 lead events": counts with their labels, in the order given. */
export function formatCounts(counts: readonly (readonly [label: string, count: number])[]): string {
  return counts.map(([label, count]) => `${count.toLocaleString('en-US')} ${label}`).join(', ');
}
