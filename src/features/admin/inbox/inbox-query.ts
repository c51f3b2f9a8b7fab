/**
 * The lead inbox's filters as they live in the URL: parsed tolerantly (a hand-edited or stale link
 * falls back to defaults rather than breaking the page) and written back without the defaults, so
 * `/admin` stays `/admin` and a shared link carries only what was chosen.
 */
import { isLeadStatus, leadSources, type LeadSource, type LeadStatus } from '../pipeline';

export type InboxStatusFilter = 'active' | LeadStatus | 'all';
export type InboxSort = 'newest' | 'oldest' | 'name' | 'name-desc';
export type CallBookedFilter = 'any' | 'yes' | 'no';
export type UserTypeFilter = '' | 'aspirer' | 'owner';

export type InboxQuery = {
  /** Free text matched against name, e-mail and company. */
  q: string;
  source: LeadSource | '';
  userType: UserTypeFilter;
  /** 'active' is every status but Spam: spam stays out of the default view. */
  status: InboxStatusFilter;
  industry: string;
  callBooked: CallBookedFilter;
  /** yyyy-mm-dd, inclusive, in the browser's time zone. */
  from: string;
  to: string;
  sort: InboxSort;
  /** 1-based. */
  page: number;
};

export const defaultInboxQuery: InboxQuery = {
  q: '',
  source: '',
  userType: '',
  status: 'active',
  industry: '',
  callBooked: 'any',
  from: '',
  to: '',
  sort: 'newest',
  page: 1,
};

export const inboxSorts: readonly { value: InboxSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name A–Z' },
  { value: 'name-desc', label: 'Name Z–A' },
];

const MAX_TEXT = 200;

/** Query-string names; short because staff copy these links around. */
const param = {
  q: 'q',
  source: 'source',
  userType: 'type',
  status: 'status',
  industry: 'industry',
  callBooked: 'booked',
  from: 'from',
  to: 'to',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof InboxQuery, string>;

function oneOf<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A real calendar day written yyyy-mm-dd, or ''. */
export function isoDay(value: string | null): string {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : '';
}

function statusFrom(value: string | null): InboxStatusFilter {
  if (value === 'all') return 'all';
  return isLeadStatus(value) ? value : 'active';
}

function pageFrom(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function parseInboxQuery(params: URLSearchParams): InboxQuery {
  const text = (name: string) => (params.get(name) ?? '').trim().slice(0, MAX_TEXT);
  return {
    q: text(param.q),
    source: oneOf<LeadSource | ''>(params.get(param.source), leadSources, ''),
    userType: oneOf<UserTypeFilter>(params.get(param.userType), ['aspirer', 'owner'], ''),
    status: statusFrom(params.get(param.status)),
    industry: text(param.industry),
    callBooked: oneOf<CallBookedFilter>(params.get(param.callBooked), ['any', 'yes', 'no'], 'any'),
    from: isoDay(params.get(param.from)),
    to: isoDay(params.get(param.to)),
    sort: oneOf<InboxSort>(params.get(param.sort), inboxSorts.map((sort) => sort.value), 'newest'),
    page: pageFrom(params.get(param.page)),
  };
}

/** The query string for `query`, leaving out every value that is the default. */
export function inboxSearchParams(query: InboxQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(param) as (keyof InboxQuery)[]) {
    const value = query[key];
    if (value !== defaultInboxQuery[key]) params.set(param[key], String(value));
  }
  return params;
}

/** The query after a filter change: any change but the page's own starts again on page 1. */
export function withFilters(query: InboxQuery, change: Partial<InboxQuery>): InboxQuery {
  return { ...query, page: 1, ...change };
}

/** How many filters differ from the defaults (search, sort and page do not count). */
export function activeFilterCount(query: InboxQuery): number {
  const filters = ['source', 'userType', 'status', 'industry', 'callBooked', 'from', 'to'] as const;
  return filters.filter((key) => query[key] !== defaultInboxQuery[key]).length;
}

/** Whether anything but the page differs from the defaults. */
export function isFiltered(query: InboxQuery): boolean {
  return activeFilterCount(query) > 0 || query.q !== '' || query.sort !== 'newest';
}

/** Owners grouped by business type (docs/product.md#lead-inbox): the list is ordered and headed by industry then. */
export function groupsByIndustry(query: InboxQuery): boolean {
  return query.userType === 'owner';
}

export function sortLabel(sort: InboxSort): string {
  return inboxSorts.find((option) => option.value === sort)?.label ?? sort;
}
