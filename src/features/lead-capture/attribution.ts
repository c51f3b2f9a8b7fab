import type { Attribution } from '@shared/submission.ts';

/** The sessionStorage key (docs/product.md#attribution): one entry per browser-tab session. */
export const ATTRIBUTION_STORAGE_KEY = 'campaignAttribution';

/** Values longer than this are cut: the server refuses longer ones, and a lead must not fail for tracking. */
const MAX_VALUE_LENGTH = 500;

const URL_PARAMS = ['utm_source', 'utm_campaign', 'utm_medium', 'utm_term', 'utm_content', 'gclid', 'fbclid'] as const;
const STORED_FIELDS = [...URL_PARAMS, 'landing_page', 'referrer', 'timestamp'] as const;

/** The attribution a landing URL and referrer carry (pure: the caller passes the location and the clock). */
export function attributionFrom(url: URL, referrer: string, now: Date): Attribution {
  const attribution: Attribution = { landing_page: `${url.pathname}${url.search}`.slice(0, MAX_VALUE_LENGTH) };
  for (const param of URL_PARAMS) {
    const value = url.searchParams.get(param)?.trim();
    if (value) attribution[param] = value.slice(0, MAX_VALUE_LENGTH);
  }
  if (referrer) attribution.referrer = referrer.slice(0, MAX_VALUE_LENGTH);
  attribution.timestamp = now.toISOString();
  return attribution;
}

/**
 * Reads a stored entry, keeping only the known fields that hold strings. Anything else (a corrupted
 * entry, another script's data under our key) gives undefined, so the caller falls back cleanly.
 */
export function parseStoredAttribution(raw: string | null): Attribution | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const attribution: Attribution = {};
  for (const field of STORED_FIELDS) {
    const fieldValue: unknown = (value as Record<string, unknown>)[field];
    if (typeof fieldValue === 'string' && fieldValue !== '') attribution[field] = fieldValue.slice(0, MAX_VALUE_LENGTH);
  }
  return Object.keys(attribution).length > 0 ? attribution : undefined;
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // Some privacy modes throw on access to storage itself.
  }
}

/**
 * Records the session's first page once; later pages of the same session keep it, so a lead sent
 * three pages later still names the campaign that brought the visitor.
 */
export function captureAttribution(now: Date = new Date()): void {
  const store = session();
  if (!store) return;
  try {
    if (parseStoredAttribution(store.getItem(ATTRIBUTION_STORAGE_KEY))) return;
    store.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attributionFrom(new URL(window.location.href), document.referrer, now)));
  } catch {
    // Storage full or disabled: leads are sent with the current page's attribution instead.
  }
}

/** The session's attribution, or what the current page says when none was captured. */
export function readAttribution(now: Date = new Date()): Attribution | undefined {
  if (typeof window === 'undefined') return undefined;
  let stored: string | null = null;
  try {
    stored = session()?.getItem(ATTRIBUTION_STORAGE_KEY) ?? null;
  } catch {
    // Unreadable storage: fall through to the current page.
  }
  return parseStoredAttribution(stored) ?? attributionFrom(new URL(window.location.href), document.referrer, now);
}
