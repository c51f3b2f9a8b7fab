/**
 * The visitor's privacy choice. Two categories: `necessary` (always on: what the site needs to work,
 * such as the session attribution attached to a lead the visitor sends) and `analytics` (heatmaps,
 * scroll and engagement milestones, web vitals, A/B events, the conversion beacon). Analytics is
 * opt-in: nothing in that category is collected until the visitor accepts, and Global Privacy
 * Control always means no. Every decision is stored with its time, wording version and source so
 * it can be proven later.
 */

/** localStorage key of the stored decision. */
export const CONSENT_STORAGE_KEY = 'privacyConsent';

/**
 * The version of the banner's and settings' wording. Bump it when the wording changes materially:
 * older decisions then no longer count and the banner asks again.
 */
export const CONSENT_VERSION = '2026-11-21';

export const consentSources = ['banner', 'settings', 'gpc'] as const;
export type ConsentSource = (typeof consentSources)[number];

export type ConsentCategory = 'necessary' | 'analytics';

export interface ConsentRecord {
  analytics: boolean;
  /** ISO time of the decision. */
  decidedAt: string;
  /** CONSENT_VERSION at the time of the decision. */
  version: string;
  source: ConsentSource;
}

/** What the beacons send to prove consent (the server refuses analytics without it). */
export interface ConsentClaim {
  analytics: true;
  version: string;
}

/** The store's snapshot: everything the banner, the settings dialog and the collectors need. */
export interface ConsentState {
  record: ConsentRecord | null;
  /** navigator.globalPrivacyControl is on. */
  gpc: boolean;
  analyticsAllowed: boolean;
  /** Show the banner: no decision for the current wording, and no GPC signal answering for the visitor. */
  needsDecision: boolean;
}

function isConsentSource(value: unknown): value is ConsentSource {
  return typeof value === 'string' && (consentSources as readonly string[]).includes(value);
}

/** Reads a stored record; anything malformed (corrupted storage, an old format) counts as no decision. */
export function parseConsent(raw: string | null): ConsentRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { analytics, decidedAt, version, source } = value as Record<string, unknown>;
  if (typeof analytics !== 'boolean' || typeof version !== 'string' || version === '' || !isConsentSource(source)) return null;
  if (typeof decidedAt !== 'string' || Number.isNaN(Date.parse(decidedAt))) return null;
  return { analytics, decidedAt, version, source };
}

export function serializeConsent(record: ConsentRecord): string {
  const { analytics, decidedAt, version, source } = record;
  return JSON.stringify({ analytics, decidedAt, version, source });
}

/** A new decision under the current wording. A GPC-sourced record is always a refusal. */
export function decideConsent(analytics: boolean, source: ConsentSource, now: Date, version: string = CONSENT_VERSION): ConsentRecord {
  return { analytics: source === 'gpc' ? false : analytics, decidedAt: now.toISOString(), version, source };
}

/** Whether the browser sends the Global Privacy Control signal. */
export function readGpc(nav: { globalPrivacyControl?: unknown } | undefined): boolean {
  return nav?.globalPrivacyControl === true;
}

/** Analytics may run only with an acceptance of the current wording and no GPC signal. */
export function mayCollectAnalytics(record: ConsentRecord | null, gpc: boolean, version: string = CONSENT_VERSION): boolean {
  return !gpc && record !== null && record.analytics && record.version === version;
}

/** The banner asks when no decision covers the current wording, unless GPC already answered. */
export function needsConsentDecision(record: ConsentRecord | null, gpc: boolean, version: string = CONSENT_VERSION): boolean {
  return !gpc && (record === null || record.version !== version);
}

/** The proof a beacon carries, or null when analytics is not allowed (then nothing may be sent). */
export function consentClaim(state: Pick<ConsentState, 'analyticsAllowed' | 'record'>): ConsentClaim | null {
  return state.analyticsAllowed && state.record ? { analytics: true, version: state.record.version } : null;
}

function stateOf(record: ConsentRecord | null, gpc: boolean, version: string): ConsentState {
  return {
    record,
    gpc,
    analyticsAllowed: mayCollectAnalytics(record, gpc, version),
    needsDecision: needsConsentDecision(record, gpc, version),
  };
}

export interface ConsentStoreOptions {
  /** Where decisions are kept; null when storage is unavailable (decisions then last for the page). */
  storage: () => Storage | null;
  gpc: () => boolean;
  now?: () => Date;
  version?: string;
  /** Where to hear other tabs' decisions (the `storage` event); omitted in tests and on the server. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export interface ConsentStore {
  subscribe: (listener: () => void) => () => void;
  /** A stable object between changes, as useSyncExternalStore requires. */
  getSnapshot: () => ConsentState;
  /**
   * Prerendering: no decision known, nothing allowed, and the banner in the HTML (index.html's
   * pre-paint script lets CSS show it only to a visitor who needs to decide).
   */
  getServerSnapshot: () => ConsentState;
  /** Records the visitor's choice from the banner or the settings dialog. */
  choose: (analytics: boolean, source: Exclude<ConsentSource, 'gpc'>) => ConsentRecord;
}

const SERVER_SNAPSHOT: ConsentState = { record: null, gpc: false, analyticsAllowed: false, needsDecision: true };

/** A subscribe/getSnapshot store over localStorage for useSyncExternalStore and for non-React collectors. */
export function createConsentStore(options: ConsentStoreOptions): ConsentStore {
  const now = options.now ?? (() => new Date());
  const version = options.version ?? CONSENT_VERSION;
  const listeners = new Set<() => void>();
  let snapshot: ConsentState | undefined;

  function readStored(): ConsentRecord | null {
    try {
      return parseConsent(options.storage()?.getItem(CONSENT_STORAGE_KEY) ?? null);
    } catch {
      return null;
    }
  }

  function write(record: ConsentRecord): void {
    try {
      options.storage()?.setItem(CONSENT_STORAGE_KEY, serializeConsent(record));
    } catch {
      // Storage refused: the choice still holds for this page.
    }
  }

  function load(): ConsentState {
    const gpc = options.gpc();
    let record = readStored();
    // GPC answers for the visitor; keep a record of that answer too, so the refusal can be shown.
    if (gpc && (record === null || record.source !== 'gpc' || record.version !== version)) {
      record = decideConsent(false, 'gpc', now(), version);
      write(record);
    }
    return stateOf(record, gpc, version);
  }

  function emit(): void {
    listeners.forEach((listener) => listener());
  }

  function onStorage(event: StorageEvent): void {
    if (event.key !== CONSENT_STORAGE_KEY && event.key !== null) return;
    snapshot = load();
    emit();
  }

  return {
    subscribe(listener) {
      if (listeners.size === 0) options.events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) options.events?.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot() {
      snapshot ??= load();
      return snapshot;
    },
    getServerSnapshot: () => SERVER_SNAPSHOT,
    choose(analytics, source) {
      const record = decideConsent(analytics, source, now(), version);
      write(record);
      snapshot = stateOf(record, options.gpc(), version);
      emit();
      return record;
    },
  };
}

let browserStore: ConsentStore | undefined;

/** The page's consent store over window.localStorage and navigator.globalPrivacyControl (browser only). */
export function getConsentStore(): ConsentStore {
  // The prerenderer renders the same components without a window: it gets a store that knows nothing
  // (no decision, nothing allowed), which is what the server snapshot says anyway.
  if (typeof window === 'undefined') return createConsentStore({ storage: () => null, gpc: () => false });
  browserStore ??= createConsentStore({
    storage: () => {
      try {
        return window.localStorage;
      } catch {
        return null; // Storage blocked entirely: choices last for the page.
      }
    },
    gpc: () => readGpc(navigator as Navigator & { globalPrivacyControl?: unknown }),
    events: window,
  });
  return browserStore;
}
