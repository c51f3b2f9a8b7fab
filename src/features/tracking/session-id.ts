/**
 * A random id for one visit (one tab session), so the admin can count visitors per A/B variant and
 * group a visit's clicks without knowing who the visitor is. It is created only when an analytics
 * beacon is about to be sent, so a visitor who refuses analytics never gets one.
 */
export const TRACKING_SESSION_STORAGE_KEY = 'trackingSessionId';

const VALID_ID = /^[A-Za-z0-9_-]{8,64}$/;

export interface SessionIdOptions {
  storage?: Storage | null;
  newId?: () => string;
}

let pageFallback: string | undefined;

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The visit's id: the stored one when valid, otherwise a new one (kept for the page if storage fails). */
export function getTrackingSessionId(options: SessionIdOptions = {}): string {
  const storage = options.storage === undefined ? sessionStore() : options.storage;
  try {
    const stored = storage?.getItem(TRACKING_SESSION_STORAGE_KEY);
    if (stored && VALID_ID.test(stored)) return stored;
  } catch {
    // Unreadable storage: use the page's id below.
  }
  if (pageFallback && !storage) return pageFallback;
  const id = (options.newId ?? (() => crypto.randomUUID()))();
  try {
    storage?.setItem(TRACKING_SESSION_STORAGE_KEY, id);
  } catch {
    // Not kept across pages; the visit then counts as several, which is the lesser harm.
  }
  pageFallback ??= id;
  return id;
}
