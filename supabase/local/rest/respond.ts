/** Statuses and headers of PostgREST's successful answers (PostgREST.Response, PostgREST.RangeQuery). Pure. */
import { outOfRange } from './errors.ts';

/**
 * `Content-Range: 0-9/42`: the rows sent and the total when counted (`*` otherwise);
 * `*` for the range when nothing was sent or the total is zero.
 */
export function contentRange(lower: number, upper: number, total: number | null): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === null ? '*' : total}`;
}

/** 200, or 206 when a counted result was cut by a range; an offset past the total is a 416. */
export function rangeStatus(offset: number, rowsSent: number, total: number | null): 200 | 206 {
  if (total === null) return 200;
  if (offset > total) throw outOfRange(offset, total);
  return rowsSent < total ? 206 : 200;
}

/** The result row every built query returns (see build-sql.ts). */
export interface ResultRow {
  total: string | null;
  page_total: string;
  body: string | null;
}

export function counts(row: ResultRow | undefined): { rows: number; total: number | null; body: string | null } {
  return {
    rows: row ? Number.parseInt(row.page_total, 10) : 0,
    total: row?.total === null || row?.total === undefined ? null : Number.parseInt(row.total, 10),
    body: row?.body ?? null,
  };
}

/** A Location for an inserted row, `/leads?id=eq.…`, from the row's primary key values. */
export function locationOf(table: string, primaryKey: readonly string[], firstRow: Record<string, unknown> | undefined): string | null {
  if (!firstRow || primaryKey.length === 0) return null;
  const query = new URLSearchParams();
  for (const column of primaryKey) {
    const value = firstRow[column];
    query.append(column, `eq.${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  return `/${encodeURIComponent(table)}?${query.toString()}`;
}

export function respond(method: string, status: number, headers: Record<string, string | null>, body: string | null): Response {
  const present: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== null) present[name] = value;
  const sendsBody = body !== null && method !== 'HEAD' && status !== 204;
  return new Response(sendsBody ? body : null, { status, headers: present });
}
