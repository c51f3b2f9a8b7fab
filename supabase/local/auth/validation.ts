import { badRequest } from './errors.ts';

/** The pattern of github.com/badoux/checkmail's ValidateFormat, which GoTrue's validateEmail uses. */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: present, at most 255 characters, well-formed; answers it lowercased. */
export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email)) throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}

const DURATION_UNITS_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, 'µs': 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Go's time.ParseDuration ("24h", "1h30m", "90s"), in milliseconds; null when malformed. */
export function parseGoDuration(text: string): number | null {
  const match = /^([-+]?)((?:(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+)$/.exec(text);
  if (!match) return text === '0' ? 0 : null;
  const [, sign = '', body = ''] = match;
  let total = 0;
  for (const part of body.matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g)) {
    total += Number(part[1]) * (DURATION_UNITS_MS[part[2] ?? ''] ?? 0);
  }
  return sign === '-' ? -total : total;
}

/** ban_duration of the admin API: "none" lifts a ban, a Go duration sets banned_until that far ahead. */
export function bannedUntilFor(banDuration: string, now: Date): Date | null {
  if (banDuration === 'none') return null;
  const ms = parseGoDuration(banDuration);
  if (ms === null) {
    throw badRequest('validation_failed', `invalid format for ban duration: time: invalid duration "${banDuration}"`);
  }
  return ms === 0 ? null : new Date(now.getTime() + ms);
}

export interface Pagination {
  page: number;
  perPage: number;
}

const MAX_PAGINATION_VALUE = 1_000_000;

/** GoTrue's paginate(): page 1 and 50 per page unless the query says otherwise. */
export function parsePagination(query: URLSearchParams): Pagination {
  const read = (name: string, fallback: number): number => {
    const raw = query.get(name) ?? '';
    if (raw === '') return fallback;
    if (!/^\d+$/.test(raw)) {
      throw badRequest('validation_failed', `Bad Pagination Parameters: strconv.ParseUint: parsing "${raw}": invalid syntax`);
    }
    return Number(raw);
  };
  // Clamped only so that absurd numbers cannot overflow Postgres's LIMIT/OFFSET; GoTrue itself has no maximum.
  const page = Math.min(MAX_PAGINATION_VALUE, Math.max(1, read('page', 1)));
  const perPage = Math.min(MAX_PAGINATION_VALUE, Math.max(1, read('per_page', 50)));
  return { page, perPage };
}

/**
 * GoTrue's addPaginationHeaders: `Link` with rel="next" (when there is one) and rel="last", query keys sorted
 * as Go's url.Values.Encode sorts them, so `page` comes first (auth-js reads the digit right after `page=`).
 */
export function paginationHeaders(path: string, query: URLSearchParams, { page, perPage }: Pagination, total: number): Headers {
  const totalPages = Math.ceil(total / perPage);
  const linkTo = (target: number) => {
    const params = new URLSearchParams(query);
    params.set('page', String(target));
    params.sort();
    return `<${path}?${params.toString()}>`;
  };
  const links: string[] = [];
  if (totalPages > page) links.push(`${linkTo(page + 1)}; rel="next"`);
  links.push(`${linkTo(totalPages)}; rel="last"`);
  return new Headers({ Link: links.join(', '), 'X-Total-Count': String(total) });
}
