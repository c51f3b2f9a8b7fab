import { hasSubmittedLead } from '@/features/lead-capture/lead-memory';

/** sessionStorage: the offer was shown in this visit. */
export const SHOWN_THIS_VISIT_KEY = 'exit-intent-shown';
/** localStorage: when the visitor last dismissed or answered the offer (ISO time). */
const CLOSED_AT_KEY = 'exit-intent-closed-at';

/** How long the offer stays away after a visitor dismissed or answered it. */
export const EXIT_INTENT_QUIET_MS = 7 * 24 * 60 * 60 * 1000;

function store(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    // Disabled storage (privacy settings): then the offer cannot be remembered either way.
    return null;
  }
}

function write(kind: 'localStorage' | 'sessionStorage', key: string, value: string): void {
  try {
    store(kind)?.setItem(key, value);
  } catch {
    // Full storage: at worst the offer shows once more.
  }
}

/** Whether `closedAt` (an ISO time or null) is less than seven days before `now`. */
export function isWithinQuietPeriod(closedAt: string | null, now: number): boolean {
  if (closedAt === null) return false;
  const closed = Date.parse(closedAt);
  return Number.isFinite(closed) && now - closed < EXIT_INTENT_QUIET_MS;
}

/**
 * Whether this visitor may see the offer now: not yet in this visit, not within seven days of
 * dismissing or answering it, and never to someone who already sent a lead from this browser.
 * Without storage the offer is not shown: it could not keep its once-per-visit promise.
 */
export function mayOfferExitIntent(now: number = Date.now()): boolean {
  const session = store('sessionStorage');
  const local = store('localStorage');
  if (!session || !local) return false;
  return session.getItem(SHOWN_THIS_VISIT_KEY) === null && !isWithinQuietPeriod(local.getItem(CLOSED_AT_KEY), now) && !hasSubmittedLead();
}

export function rememberOfferShown(): void {
  write('sessionStorage', SHOWN_THIS_VISIT_KEY, '1');
}

/** The visitor dismissed or answered the offer: quiet for seven days. */
export function rememberOfferClosed(now: Date = new Date()): void {
  write('localStorage', CLOSED_AT_KEY, now.toISOString());
}
