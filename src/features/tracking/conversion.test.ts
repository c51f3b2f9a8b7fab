import { conversionSchema } from '@shared/tracking-schemas.ts';
import { CONVERSION_URL, conversionPayload, trackConversion, type TrackConversionDeps } from './conversion';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const CONSENT = { analytics: true as const, version: '2026-11-21' };
const ATTRIBUTION = { utm_source: 'google', utm_campaign: 'fall', gclid: 'G1', landing_page: '/?utm_source=google', referrer: 'https://www.google.com/', timestamp: '2026-11-21T09:00:00.000Z' };

function deps(fetchFn: typeof fetch, overrides: Partial<TrackConversionDeps> = {}): TrackConversionDeps {
  return { consent: () => CONSENT, fetch: fetchFn, attribution: () => ATTRIBUTION, sessionId: () => 'session-1234', now: () => NOW, ...overrides };
}

describe('conversionPayload', () => {
  it('carries the type, the attribution fields and the time, and matches the server schema', () => {
    const payload = conversionPayload({ type: 'generate_lead', attribution: ATTRIBUTION, now: NOW, sessionId: 'session-1234', consent: CONSENT });
    expect(payload).toEqual({
      conversion_type: 'generate_lead',
      conversion_timestamp: NOW.toISOString(),
      session_id: 'session-1234',
      consent: CONSENT,
      utm_source: 'google',
      utm_campaign: 'fall',
      gclid: 'G1',
      landing_page: '/?utm_source=google',
      referrer: 'https://www.google.com/',
    });
    expect(conversionSchema.safeParse(payload).success).toBe(true);
  });

  it('names no value or currency: what a conversion is worth is the server’s', () => {
    const payload = conversionPayload({ type: 'generate_lead', attribution: undefined, now: NOW, sessionId: 'session-1234', consent: CONSENT });
    expect(payload).not.toHaveProperty('conversion_value');
    expect(payload).not.toHaveProperty('currency');
  });
});

describe('trackConversion', () => {
  it('POSTs the payload as JSON with keepalive', async () => {
    const fetchFn = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
    await trackConversion('generate_lead', deps(fetchFn));
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe(CONVERSION_URL);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toMatchObject({ conversion_type: 'generate_lead', utm_source: 'google' });
  });

  it('sends nothing without analytics consent', async () => {
    const fetchFn = vi.fn<typeof fetch>();
    await trackConversion('generate_lead', deps(fetchFn, { consent: () => null }));
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it("logs 'Conversion tracking error' when the network fails, without throwing", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(trackConversion('generate_lead', deps(() => Promise.reject(new TypeError('offline'))))).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith('Conversion tracking error', expect.any(TypeError));
  });

  it("logs 'Conversion tracking error' when the server refuses", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await trackConversion('generate_lead', deps(() => Promise.resolve(new Response('{}', { status: 400 }))));
    expect(consoleError).toHaveBeenCalledWith('Conversion tracking error', 400);
  });
});
