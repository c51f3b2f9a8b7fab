/** Server-side paging: which rows to ask PostgREST for (Range is inclusive) and how to describe them. */
export function pageRange(page: number, pageSize: number): { from: number; to: number } {
  const from = (Math.max(1, page) - 1) * pageSize;
  return { from, to: from + pageSize - 1 };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Showing 26–50 of 132", or "No results". */
export function pageSummary(page: number, pageSize: number, total: number, noun: string): string {
  if (total === 0) return `No ${noun}`;
  const { from } = pageRange(page, pageSize);
  const last = Math.min(total, from + pageSize);
  return `Showing ${from + 1}–${last} of ${total} ${noun}`;
}
