import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { inboxSearchParams, parseInboxQuery, withFilters, type InboxQuery } from './inbox-query';

/**
 * The inbox's filters, read from and written to the URL. Each change is a new history entry, so the
 * back button walks the filters; a change of anything but the page starts again on page 1.
 */
export function useInboxQuery(): [InboxQuery, (change: Partial<InboxQuery>, options?: { replace?: boolean }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseInboxQuery(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<InboxQuery>, options?: { replace?: boolean }) => {
      setSearchParams((current) => inboxSearchParams(withFilters(parseInboxQuery(current), change)), { replace: options?.replace ?? false });
    },
    [setSearchParams],
  );
  return [query, update];
}

/** The /admin address of the inbox filtered by `change` from the defaults (summary cards link there). */
export function inboxHref(change: Partial<InboxQuery>, base: InboxQuery): string {
  const params = inboxSearchParams(withFilters(base, change)).toString();
  return params ? `/admin?${params}` : '/admin';
}
