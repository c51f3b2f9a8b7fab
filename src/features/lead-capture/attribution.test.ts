import { attributionSchema } from '@shared/submission.ts';
import { ATTRIBUTION_STORAGE_KEY, attributionFrom, captureAttribution, parseStoredAttribution, readAttribution } from './attribution';

const NOW = new Date('2026-11-21T10:00:00.000Z');

function visit(path: string, referrer = ''): void {
  window.history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

afterEach(() => {
  window.sessionStorage.clear();
  visit('/');
});

describe('attributionFrom', () => {
  it('reads every campaign parameter, the landing page, the referrer and the time', () => {
    const url = new URL(
      'https://agency.example/services?utm_source=google&utm_campaign=fall&utm_medium=cpc&utm_term=seo%20la&utm_content=hero&gclid=G1&fbclid=F1',
    );
    expect(attributionFrom(url, 'https://www.google.com/', NOW)).toEqual({
      utm_source: 'google',
      utm_campaign: 'fall',
      utm_medium: 'cpc',
      utm_term: 'seo la',
      utm_content: 'hero',
      gclid: 'G1',
      fbclid: 'F1',
      landing_page: url.pathname + url.search,
      referrer: 'https://www.google.com/',
      timestamp: '2026-11-21T10:00:00.000Z',
    });
  });

  it('leaves out parameters that are missing or blank, and a direct visit has no referrer', () => {
    expect(attributionFrom(new URL('https://agency.example/?utm_source=%20%20'), '', NOW)).toEqual({
      landing_page: '/?utm_source=%20%20',
      timestamp: '2026-11-21T10:00:00.000Z',
    });
  });

  it('cuts values to 500 characters so the server never refuses a lead for them', () => {
    const long = 'x'.repeat(600);
    const attribution = attributionFrom(new URL(`https://agency.example/?utm_source=${long}`), long, NOW);
    expect(attribution.utm_source).toHaveLength(500);
    expect(attribution.referrer).toHaveLength(500);
    expect(attributionSchema.safeParse(attribution).success).toBe(true);
  });

  it('produces what the server schema accepts, timestamp included', () => {
    const attribution = attributionFrom(new URL('https://agency.example/?utm_source=fb'), '', NOW);
    expect(attributionSchema.parse(attribution)).toEqual(attribution);
  });
});

describe('parseStoredAttribution', () => {
  it('keeps the known string fields only', () => {
    expect(parseStoredAttribution(JSON.stringify({ utm_source: 'google', evil: 'x', gclid: 5, referrer: '' }))).toEqual({ utm_source: 'google' });
  });

  it.each(['not json', 'null', '[]', '"text"', '{}', ''])('treats %j as nothing stored', (raw) => {
    expect(parseStoredAttribution(raw)).toBeUndefined();
  });

  it('treats a missing entry as nothing stored', () => {
    expect(parseStoredAttribution(null)).toBeUndefined();
  });
});

describe('captureAttribution', () => {
  it('stores the first page of the session under campaignAttribution', () => {
    visit('/services?utm_source=google&utm_campaign=fall', 'https://www.google.com/');
    captureAttribution(NOW);
    expect(JSON.parse(window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null')).toEqual({
      utm_source: 'google',
      utm_campaign: 'fall',
      landing_page: '/services?utm_source=google&utm_campaign=fall',
      referrer: 'https://www.google.com/',
      timestamp: NOW.toISOString(),
    });
  });

  it('keeps the first page when later pages of the same session are visited', () => {
    visit('/?utm_source=google');
    captureAttribution(NOW);
    visit('/contact?utm_source=facebook');
    captureAttribution(new Date('2026-11-21T10:05:00.000Z'));
    expect(readAttribution()).toMatchObject({ utm_source: 'google', landing_page: '/?utm_source=google', timestamp: NOW.toISOString() });
  });

  it('replaces a corrupted entry instead of keeping it forever', () => {
    window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, '{broken');
    visit('/?gclid=abc');
    captureAttribution(NOW);
    expect(readAttribution()).toMatchObject({ gclid: 'abc' });
  });

  it('does not throw when storage refuses writes', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    visit('/?utm_source=google');
    expect(() => captureAttribution(NOW)).not.toThrow();
    expect(setItem).toHaveBeenCalled();
  });
});

describe('readAttribution', () => {
  it('falls back to the current page when nothing was captured', () => {
    visit('/pricing?utm_medium=email');
    expect(readAttribution(NOW)).toEqual({ utm_medium: 'email', landing_page: '/pricing?utm_medium=email', timestamp: NOW.toISOString() });
  });
});
