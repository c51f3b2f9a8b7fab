import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollBehavior } from '@/lib/motion';
import { readScrollTarget, scrollTargetDelayMs } from '@/lib/scroll-target';

/** The element id a URL fragment names; a malformed escape such as "#100%" is taken as typed. */
function fragmentId(hash: string): string | null {
  if (hash.length <= 1) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

function scrollToElement(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  return true;
}

/**
 * Scroll and focus on navigation: a requested scroll target (navigation state: smooth, after
 * 100 ms, then the state is cleared), else the URL's #hash, else the top of the page on every
 * route change. After an in-app route change focus moves to the main region, so keyboard and
 * screen-reader users start on the new page instead of in the old page's link.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigate = useNavigate();
  const previousPathname = useRef<string | null>(null);

  useEffect(() => {
    const previous = previousPathname.current;
    previousPathname.current = location.pathname;
    const routeChanged = previous !== null && previous !== location.pathname;

    const target = readScrollTarget(location.state);
    if (target) {
      if (routeChanged) window.scrollTo(0, 0);
      const timer = window.setTimeout(() => {
        scrollToElement(target);
        navigate(
          { pathname: location.pathname, search: location.search, hash: location.hash },
          { replace: true, state: null, preventScrollReset: true },
        );
      }, scrollTargetDelayMs);
      return () => window.clearTimeout(timer);
    }

    const hashTarget = fragmentId(location.hash);
    if (hashTarget && scrollToElement(hashTarget)) return;

    if (routeChanged) {
      window.scrollTo(0, 0);
      document.getElementById('main-content')?.focus({ preventScroll: true });
    }
  }, [location, navigate]);

  return null;
}
