import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { fragmentNamesAnchor } from '@/lib/route-table';
import { readScrollTarget, scrollTargetDelayMs } from '@/lib/scroll-target';
import { scrollWhenPresent } from '@/lib/scroll-when-present';

/** The element id a URL fragment names; a malformed escape such as "#100%" is taken as typed. */
function fragmentId(hash: string): string | null {
  if (hash.length <= 1) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

function href(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * Scroll and focus on navigation: a requested scroll target (navigation state: smooth, after
 * scrollTargetDelayMs, then the state is cleared), else the URL's #hash (unless the route reads its fragment as
 * data: route-table.ts), else the top of the page on every route change. After an in-app route
 * change focus moves to the main region, so keyboard and screen-reader users start on the new page
 * instead of in the old page's link.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigate = useNavigate();
  const previousPathname = useRef<string | null>(null);
  /**
   * The wait for a scroll target's element. It belongs to the arrival, not to one run of the effect:
   * clearing the state is itself a navigation, which re-runs the effect, and the target (the home
   * page's onboarding wizard, in an island the browser draws after a client-side navigation) usually
   * renders only after that.
   * The next real navigation, or unmounting, ends it.
   */
  const pendingTargetScroll = useRef<(() => void) | null>(null);
  /** Where our own state-clearing navigation lands: arriving there is not a new navigation. */
  const clearingStateAt = useRef<string | null>(null);

  useEffect(() => () => pendingTargetScroll.current?.(), []);

  useEffect(() => {
    const previous = previousPathname.current;
    previousPathname.current = location.pathname;

    const clearedOwnState = clearingStateAt.current === href(location) && location.state === null;
    clearingStateAt.current = null;
    if (clearedOwnState) return;
    pendingTargetScroll.current?.();
    pendingTargetScroll.current = null;

    const routeChanged = previous !== null && previous !== location.pathname;
    const target = readScrollTarget(location.state);
    if (target) {
      if (routeChanged) window.scrollTo(0, 0);
      const timer = window.setTimeout(() => {
        pendingTargetScroll.current = scrollWhenPresent(target);
        clearingStateAt.current = href(location);
        navigate(
          { pathname: location.pathname, search: location.search, hash: location.hash },
          { replace: true, state: null, preventScrollReset: true },
        );
      }, scrollTargetDelayMs);
      return () => window.clearTimeout(timer);
    }

    const toTop = () => {
      if (!routeChanged) return;
      window.scrollTo(0, 0);
      document.getElementById('main-content')?.focus({ preventScroll: true });
    };
    const hashTarget = fragmentNamesAnchor(location.pathname) ? fragmentId(location.hash) : null;
    if (!hashTarget) {
      toTop();
      return;
    }
    if (routeChanged && !document.getElementById(hashTarget)) window.scrollTo(0, 0);
    return scrollWhenPresent(hashTarget, { missing: toTop });
  }, [location, navigate]);

  return null;
}
