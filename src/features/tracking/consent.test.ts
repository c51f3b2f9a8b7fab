import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  consentClaim,
  createConsentStore,
  decideConsent,
  mayCollectAnalytics,
  needsConsentDecision,
  parseConsent,
  readGpc,
  serializeConsent,
  type ConsentRecord,
} from './consent';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const accepted: ConsentRecord = { analytics: true, decidedAt: NOW.toISOString(), version: CONSENT_VERSION, source: 'banner' };
const refused: ConsentRecord = { ...accepted, analytics: false };

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('parseConsent', () => {
  it('round-trips a record', () => {
    expect(parseConsent(serializeConsent(accepted))).toEqual(accepted);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['a string', '"yes"'],
    ['analytics not a boolean', JSON.stringify({ ...accepted, analytics: 'true' })],
    ['unknown source', JSON.stringify({ ...accepted, source: 'cookie-wall' })],
    ['no version', JSON.stringify({ ...accepted, version: '' })],
    ['a date that is not a date', JSON.stringify({ ...accepted, decidedAt: 'soon' })],
  ])('treats %s as no decision', (_label, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });

  it('drops unknown keys', () => {
    expect(parseConsent(JSON.stringify({ ...accepted, marketing: true }))).toEqual(accepted);
  });
});

describe('decisions', () => {
  it('records time, wording version and source', () => {
    expect(decideConsent(true, 'settings', NOW)).toEqual({ analytics: true, decidedAt: NOW.toISOString(), version: CONSENT_VERSION, source: 'settings' });
  });

  it('a GPC record is always a refusal', () => {
    expect(decideConsent(true, 'gpc', NOW).analytics).toBe(false);
  });

  it('reads GPC only when the browser says exactly true', () => {
    expect(readGpc({ globalPrivacyControl: true })).toBe(true);
    expect(readGpc({ globalPrivacyControl: 'true' })).toBe(false);
    expect(readGpc({})).toBe(false);
    expect(readGpc(undefined)).toBe(false);
  });
});

describe('mayCollectAnalytics', () => {
  it('allows analytics only after an acceptance of the current wording without GPC', () => {
    expect(mayCollectAnalytics(accepted, false)).toBe(true);
    expect(mayCollectAnalytics(null, false)).toBe(false);
    expect(mayCollectAnalytics(refused, false)).toBe(false);
    expect(mayCollectAnalytics(accepted, true)).toBe(false);
    expect(mayCollectAnalytics({ ...accepted, version: 'older' }, false)).toBe(false);
  });

  it('asks again when the wording changed, never when GPC answered', () => {
    expect(needsConsentDecision(null, false)).toBe(true);
    expect(needsConsentDecision(refused, false)).toBe(false);
    expect(needsConsentDecision({ ...accepted, version: 'older' }, false)).toBe(true);
    expect(needsConsentDecision(null, true)).toBe(false);
  });

  it('gives beacons a claim only when analytics is allowed', () => {
    expect(consentClaim({ analyticsAllowed: true, record: accepted })).toEqual({ analytics: true, version: CONSENT_VERSION });
    expect(consentClaim({ analyticsAllowed: false, record: accepted })).toBeNull();
    expect(consentClaim({ analyticsAllowed: true, record: null })).toBeNull();
  });
});

describe('createConsentStore', () => {
  it('starts undecided, with the banner needed and nothing allowed', () => {
    const store = createConsentStore({ storage: () => memoryStorage(), gpc: () => false, now: () => NOW });
    expect(store.getSnapshot()).toEqual({ record: null, gpc: false, analyticsAllowed: false, needsDecision: true });
  });

  it('keeps the snapshot stable between changes', () => {
    const store = createConsentStore({ storage: () => memoryStorage(), gpc: () => false });
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('stores a choice, notifies subscribers, and a new store (next visit) reads it back', () => {
    const storage = memoryStorage();
    const store = createConsentStore({ storage: () => storage, gpc: () => false, now: () => NOW });
    const listener = vi.fn();
    store.subscribe(listener);
    store.choose(true, 'banner');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ analyticsAllowed: true, needsDecision: false, record: accepted });
    expect(parseConsent(storage.getItem(CONSENT_STORAGE_KEY))).toEqual(accepted);

    const nextVisit = createConsentStore({ storage: () => storage, gpc: () => false });
    expect(nextVisit.getSnapshot().analyticsAllowed).toBe(true);
  });

  it('withdrawing in the settings turns analytics off at once', () => {
    const store = createConsentStore({ storage: () => memoryStorage(), gpc: () => false, now: () => NOW });
    store.choose(true, 'banner');
    store.choose(false, 'settings');
    expect(store.getSnapshot()).toMatchObject({ analyticsAllowed: false, record: { analytics: false, source: 'settings' } });
  });

  it('with GPC: records a gpc refusal, never asks, never allows', () => {
    const storage = memoryStorage({ [CONSENT_STORAGE_KEY]: serializeConsent(accepted) });
    const store = createConsentStore({ storage: () => storage, gpc: () => true, now: () => NOW });
    expect(store.getSnapshot()).toMatchObject({ gpc: true, analyticsAllowed: false, needsDecision: false, record: { analytics: false, source: 'gpc' } });
    expect(parseConsent(storage.getItem(CONSENT_STORAGE_KEY))?.source).toBe('gpc');
    store.choose(true, 'settings');
    expect(store.getSnapshot().analyticsAllowed).toBe(false);
  });

  it('tolerates corrupted and unavailable storage', () => {
    const corrupted = createConsentStore({ storage: () => memoryStorage({ [CONSENT_STORAGE_KEY]: '{' }), gpc: () => false });
    expect(corrupted.getSnapshot().needsDecision).toBe(true);

    const throwing = memoryStorage();
    throwing.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    throwing.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const store = createConsentStore({ storage: () => throwing, gpc: () => false });
    expect(store.getSnapshot().record).toBeNull();
    store.choose(true, 'banner');
    expect(store.getSnapshot().analyticsAllowed).toBe(true);

    const none = createConsentStore({ storage: () => null, gpc: () => false });
    none.choose(false, 'banner');
    expect(none.getSnapshot().record?.analytics).toBe(false);
  });

  it('follows a decision made in another tab', () => {
    const storage = memoryStorage();
    const store = createConsentStore({ storage: () => storage, gpc: () => false, events: window });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.getSnapshot().analyticsAllowed).toBe(false);
    storage.setItem(CONSENT_STORAGE_KEY, serializeConsent(accepted));
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().analyticsAllowed).toBe(true);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('prerenders nothing allowed, and the banner (CSS shows it only to a visitor who must decide)', () => {
    const store = createConsentStore({ storage: () => memoryStorage(), gpc: () => false });
    expect(store.getServerSnapshot()).toEqual({ record: null, gpc: false, analyticsAllowed: false, needsDecision: true });
  });
});

describe("index.html's pre-paint consent script", () => {
  const indexHtml = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
  const script = /<script id="consent-boot">([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';
  const stored: Array<[label: string, raw: string | null]> = [
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['an empty object', '{}'],
    ['an acceptance of the current wording', serializeConsent(accepted)],
    ['a refusal of the current wording', serializeConsent(refused)],
    ['a GPC refusal', serializeConsent({ ...refused, source: 'gpc' })],
    ['a choice from the settings dialog', serializeConsent({ ...accepted, source: 'settings' })],
    ['an older wording', serializeConsent({ ...accepted, version: '2025-01-01' })],
    ['an unknown source', JSON.stringify({ ...accepted, source: 'cookie-wall' })],
    ['analytics as text', JSON.stringify({ ...accepted, analytics: 'yes' })],
    ['a decision date that is not one', JSON.stringify({ ...accepted, decidedAt: 'yesterday' })],
  ];

  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-consent-ask');
    vi.unstubAllGlobals();
  });

  it('names the current wording', () => {
    expect(script).toContain(`'${CONSENT_STORAGE_KEY}'`);
    expect(script).toContain(`'${CONSENT_VERSION}'`);
  });

  for (const gpc of [false, true]) {
    it.each(stored)(`asks exactly when needsConsentDecision does: %s${gpc ? ', with GPC' : ''}`, (_label, raw) => {
      if (raw !== null) localStorage.setItem(CONSENT_STORAGE_KEY, raw);
      vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: gpc });
      // Indirect eval: the script runs in the global scope, as a classic <script> does.
      (0, eval)(script);
      expect(document.documentElement.hasAttribute('data-consent-ask')).toBe(needsConsentDecision(parseConsent(raw), gpc));
    });
  }
});
