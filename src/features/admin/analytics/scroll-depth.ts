import type { ScrollDepthRow } from '../api/admin-database';

export const SCROLL_DEPTHS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;

export type ScrollBar = { depth: number; sessions: number; /** Of the sessions on the page; null when none. */ share: number | null };

/** Pages with scroll data, the most-read first. */
export function scrollPages(rows: ScrollDepthRow[]): string[] {
  const reach = new Map<string, number>();
  for (const row of rows) reach.set(row.page, Math.max(reach.get(row.page) ?? 0, row.sessions));
  return [...reach].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([page]) => page);
}

/**
 * A bar per 10 % of depth for one page. Each row counts sessions that reached at least that depth,
 * so the largest count (the shallowest depth) is every session on the page: the base of the shares.
 * A depth the database left out had no session reach it.
 */
export function scrollDepthBars(rows: ScrollDepthRow[], page: string): { sessions: number; bars: ScrollBar[] } {
  const forPage = rows.filter((row) => row.page === page);
  const sessions = forPage.reduce((max, row) => Math.max(max, row.sessions), 0);
  const bars = SCROLL_DEPTHS.map((depth) => {
    const reached = forPage.find((row) => row.depth === depth)?.sessions ?? 0;
    return { depth, sessions: reached, share: sessions > 0 ? reached / sessions : null };
  });
  return { sessions, bars };
}
