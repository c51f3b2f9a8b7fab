/**
 * The proof of each privacy choice (contract: POST /api/consent). It is sent whatever the choice,
 * a refusal included: the record is what shows later that the visitor was asked and what they
 * answered. It carries no analytics data. Failures are silent; the choice holds in the browser anyway.
 */
import { CONSENT_VERSION, getConsentStore, type ConsentRecord, type ConsentSource, type ConsentStore } from './consent';
import { getTrackingSessionId } from './session-id';

export const CONSENT_RECORD_URL = '/api/consent';
/** localStorage: the decidedAt of the last GPC decision already reported, so each is reported once. */
export const GPC_REPORTED_STORAGE_KEY = 'privacyConsentGpcReported';

export interface ConsentRecordBody {
  analytics: boolean;
  version: string;
  source: ConsentSource;
  sessionId: string;
}

export interface ConsentRecordDeps {
  fetch?: typeof fetch;
  sessionId?: () => string;
}

/** POSTs one decision; resolves when done, never rejects. */
export async function postConsentRecord(record: Pick<ConsentRecord, 'analytics' | 'version' | 'source'>, deps: ConsentRecordDeps = {}): Promise<void> {
  try {
    const body: ConsentRecordBody = {
      analytics: record.analytics,
      version: record.version,
      source: record.source,
      sessionId: (deps.sessionId ?? (() => getTrackingSessionId()))(),
    };
    // keepalive: an accept is often followed at once by a click that leaves the page.
    await (deps.fetch ?? fetch)(CONSENT_RECORD_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    });
  } catch {
    // Silent: the visitor's choice is already applied in this browser.
  }
}

/** Applies the visitor's choice (banner or settings dialog) and sends its proof. */
export function recordConsentChoice(
  analytics: boolean,
  source: Exclude<ConsentSource, 'gpc'>,
  deps: ConsentRecordDeps & { store?: ConsentStore } = {},
): ConsentRecord {
  const record = (deps.store ?? getConsentStore()).choose(analytics, source);
  void postConsentRecord(record, deps);
  return record;
}

/**
 * GPC answers for the visitor without a click; that answer is recorded too, once per GPC decision
 * the consent store made (not on every page load).
 */
export function reportGpcDecisionOnce(record: ConsentRecord | null, storage: Storage | null, deps: ConsentRecordDeps = {}): boolean {
  if (record?.source !== 'gpc' || record.version !== CONSENT_VERSION) return false;
  try {
    if (storage?.getItem(GPC_REPORTED_STORAGE_KEY) === record.decidedAt) return false;
    storage?.setItem(GPC_REPORTED_STORAGE_KEY, record.decidedAt);
  } catch {
    // Unreadable storage: report anyway; a duplicate proof is harmless.
  }
  void postConsentRecord(record, deps);
  return true;
}
