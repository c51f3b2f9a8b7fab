import type { Attribution } from '@shared/submission.ts';

const ATTRIBUTION_KEY = 'visit-attribution';
const PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'] as const;

/** The attribution a landing URL and referrer carry (pure: the caller passes the location). */
export function attributionFrom(url: URL, referrer: string): Attribution {
  const attribution: Attribution = { landing_page: `${url.pathname}${url.search}`.slice(0, 500) };
  for (const param of PARAMS) {
    const value = url.searchParams.get(param);
    if (value) attribution[param] = value.slice(0, 500);
  }
  if (referrer) attribution.referrer = referrer.slice(0, 500);
  return attribution;
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Records the landing page of this visit once; later pages of the same visit keep the first one. */
export function captureAttribution(): void {
  const store = session();
  if (!store || store.getItem(ATTRIBUTION_KEY)) return;
  try {
    store.setItem(ATTRIBUTION_KEY, JSON.stringify(attributionFrom(new URL(window.location.href), document.referrer)));
  } catch {
    // Storage full or disabled: leads are sent without attribution.
  }
}

/** The visit's attribution, or what the current page says when none was captured. */
export function readAttribution(): Attribution | undefined {
  if (typeof window === 'undefined') return undefined;
  const stored = session()?.getItem(ATTRIBUTION_KEY);
  if (stored) {
    try {
      return JSON.parse(stored) as Attribution;
    } catch {
      // A corrupted entry falls through to the current page.
    }
  }
  return attributionFrom(new URL(window.location.href), document.referrer);
}
