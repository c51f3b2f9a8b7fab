/** What one replayed attack measured, whether the control held, and the Markdown table bench/abuse prints. */
import { markdownTable } from './markdown-table.ts';

export interface AttackResult {
  attack: string;
  /** Requests the attack sent. */
  requests: number;
  /** Of those, the ones answered 2xx (or, for an in-process check, passed). */
  accepted: number;
  /** E-mails that reached the attacked address(es); null where the attack e-mails no one. */
  emails: number | null;
  /** What the control promises, in a few words. */
  target: string;
  /** What the run measured against the target. */
  observed: string;
  held: boolean;
}

export function countAccepted(statuses: readonly number[]): number {
  return statuses.filter((status) => status >= 200 && status < 300).length;
}

/** "a×3, b×2": how many times each label occurs, in the order each first occurs. */
export function tally(labels: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts.entries()].map(([label, count]) => `${label}×${count}`).join(', ');
}

/** "200×10, 429×50": how many answers of each status, lowest status first. */
export function statusTally(statuses: readonly number[]): string {
  return tally([...statuses].sort((a, b) => a - b).map((status) => (status === 0 ? 'no answer' : String(status))));
}

/** How many fixed windows of `windowSeconds` a run from `start` to `end` touched. */
export function windowsTouched(start: Date, end: Date, windowSeconds: number): number {
  const windowMs = windowSeconds * 1000;
  return Math.floor(end.getTime() / windowMs) - Math.floor(start.getTime() / windowMs) + 1;
}

/** "in 1 window", "in 2 windows". */
export function inWindows(windows: number): string {
  return `in ${windows} window${windows === 1 ? '' : 's'}`;
}

/** One line per attack whose control did not hold. */
export function brokenControls(results: readonly AttackResult[]): string[] {
  return results.filter((result) => !result.held).map((result) => `${result.attack}: wanted ${result.target}, got ${result.observed}`);
}

/** A Markdown table, one row per attack, counts right-aligned. */
export function formatAbuseTable(results: readonly AttackResult[]): string {
  const header = ['attack', 'requests', 'accepted (2xx)', 'e-mails sent', 'target', 'observed', 'held'];
  const rows = results.map((result) => [
    result.attack,
    String(result.requests),
    String(result.accepted),
    result.emails === null ? '–' : String(result.emails),
    result.target,
    result.observed,
    result.held ? '✓' : '✗',
  ]);
  return markdownTable(header, rows, { leftAligned: [0, 4, 5, 6] });
}
