import {
  createAnalytics,
  onAnalyticsEvent,
  sendAnalyticsEvent,
  setAnalyticsConsentCheck,
  trackAbTestConversion,
  trackAbTestView,
  windowGtag,
  type Gtag,
  type StoredAnalyticsEvent,
} from './analytics';

const NOW = new Date('2026-11-21T10:00:00.000Z');

function setup(options: { gtag?: Gtag | undefined; allowed?: boolean } = {}) {
  const store = vi.fn<(event: StoredAnalyticsEvent) => void>();
  const send = createAnalytics({ gtag: () => options.gtag, allowed: () => options.allowed ?? true, page: () => '/services', store, now: () => NOW });
  return { send, store };
}

afterEach(() => {
  setAnalyticsConsentCheck(() => false);
  Reflect.deleteProperty(window, 'gtag');
});

describe('createAnalytics', () => {
  it('calls the analytics function when it exists and stores the event', () => {
    const gtag = vi.fn<Gtag>();
    const { send, store } = setup({ gtag });
    send('page_load_time', { value: 812 });
    expect(gtag).toHaveBeenCalledWith('event', 'page_load_time', { value: 812 });
    expect(store).toHaveBeenCalledWith({ name: 'page_load_time', params: { value: 812 }, page: '/services', timestamp: NOW.toISOString() });
  });

  it('still stores the event when no analytics function is configured', () => {
    const { send, store } = setup({ gtag: undefined });
    send('scroll_depth', { percent: 50 });
    expect(store).toHaveBeenCalledTimes(1);
  });

  it('sends nothing anywhere without consent', () => {
    const gtag = vi.fn<Gtag>();
    const { send, store } = setup({ gtag, allowed: false });
    send('engagement_time', { seconds: 30 });
    expect(gtag).not.toHaveBeenCalled();
    expect(store).not.toHaveBeenCalled();
  });

  it('survives an analytics function that throws', () => {
    const { send, store } = setup({
      gtag: () => {
        throw new Error('blocked');
      },
    });
    expect(() => send('page_load_time', { value: 1 })).not.toThrow();
    expect(store).toHaveBeenCalledTimes(1);
  });
});

describe('the A/B events', () => {
  it('names the test and the variant (docs/product.md#analytics-events)', () => {
    const { send, store } = setup();
    trackAbTestView('A', send);
    trackAbTestConversion('Get My Free Strategy', 'B', send);
    expect(store.mock.calls.map(([event]) => [event.name, event.params])).toEqual([
      ['ab_test_view', { test_name: 'hero_cta_v1', variant: 'A' }],
      ['ab_test_conversion', { test_name: 'hero_cta_v1', label: 'Get My Free Strategy', variant: 'B' }],
    ]);
  });
});

describe('the page analytics', () => {
  it('reads window.gtag only when it is a function', () => {
    expect(windowGtag({})).toBeUndefined();
    expect(windowGtag({ gtag: 'nope' })).toBeUndefined();
    const gtag = () => undefined;
    expect(windowGtag({ gtag })).toBe(gtag);
    expect(windowGtag(null)).toBeUndefined();
  });

  it('sends nothing before the consent check is set, then reaches gtag and subscribers', () => {
    const gtag = vi.fn<Gtag>();
    Object.assign(window, { gtag });
    const listener = vi.fn();
    const unsubscribe = onAnalyticsEvent(listener);
    sendAnalyticsEvent('page_load_time', { value: 5 });
    expect(gtag).not.toHaveBeenCalled();
    setAnalyticsConsentCheck(() => true);
    sendAnalyticsEvent('page_load_time', { value: 5 });
    expect(gtag).toHaveBeenCalledWith('event', 'page_load_time', { value: 5 });
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ name: 'page_load_time', page: window.location.pathname }));
    unsubscribe();
    sendAnalyticsEvent('page_load_time', { value: 6 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
