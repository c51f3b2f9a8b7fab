import { describe, expect, it } from 'vitest';
import {
  createAnalyticsEventsHandler,
  createConsentHandler,
  createHeatmapClicksHandler,
  createHeatmapScrollHandler,
  createTrackConversionHandler,
  GPC_REFUSAL_MESSAGE,
  MAX_TRACKING_BODY_BYTES,
  RATE_LIMITED_MESSAGE,
  trackingClientKey,
  trackingDependenciesFromEnv,
  TRACKING_RATE_LIMIT,
  UNSUPPORTED_CONTENT_TYPE_MESSAGE,
  userAgentFamily,
  type TrackingDependencies,
  type TrackingEndpoint,
  type TrackingWrite,
} from './tracking.ts';
import {
  CONSENT_REQUIRED_MESSAGE,
  MAX_EVENT_PARAMS_BYTES,
  type AnalyticsEventRecord,
  type AnalyticsEventsBeacon,
  type HeatmapClicksBeacon,
} from '../rules/tracking-schemas.ts';
import { GENERATE_LEAD_VALUE_USD } from '../rules/conversion-value.ts';
import { NUL_CHARACTER_MESSAGE, UNPAIRED_SURROGATE_MESSAGE } from '../rules/validation.ts';

const NOW = new Date('2026-11-21T15:00:30Z');
const consent = { analytics: true, version: '2026-11' } as const;

/** A store that keeps what it is given and counts requests per client the way the SQL function does. */
function fakes(maxRequests = 60) {
  const writes: { endpoint: TrackingEndpoint; write: TrackingWrite }[] = [];
  const counts = new Map<string, number>();
  const deps: TrackingDependencies = {
    store: {
      async record(endpoint, write) {
        const key = `${endpoint}:${write.clientKey}`;
        const count = (counts.get(key) ?? 0) + 1;
        counts.set(key, count);
        if (count > write.rateLimit.maxRequests) return { stored: 0, retry_after_seconds: 30 };
        writes.push({ endpoint, write });
        return { stored: write.rows.length, retry_after_seconds: 0 };
      },
    },
    hashSalt: 'test-salt',
    now: () => NOW,
    rateLimit: { maxRequests, windowSeconds: 60 },
  };
  return { deps, writes, rows: () => writes.flatMap(({ write }) => write.rows) };
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('https://project.supabase.co/functions/v1/beacon', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', 'user-agent': 'TestAgent/1.0', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function clicksBody(count = 2, overrides: Partial<HeatmapClicksBeacon> = {}): HeatmapClicksBeacon {
  return {
    page: '/services/google-advertising',
    viewportWidth: 390,
    viewportHeight: 844,
    abVariant: 'B',
    sessionId: 'session-abc12345',
    consent,
    clicks: Array.from({ length: count }, (_, index) => ({ x: 10 + index, y: 200, element: 'button', timestamp: 1_763_737_200_000 + index })),
    ...overrides,
  };
}

const conversionBody = {
  conversion_type: 'generate_lead',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'fall-promo',
  gclid: 'abc123',
  landing_page: '/services/google-advertising?utm_source=google',
  referrer: '',
  timestamp: '2026-11-21T14:00:00.000Z',
  conversion_timestamp: '2026-11-21T15:00:00.000Z',
  session_id: 'session-abc12345',
  consent,
};

const scrollBody = {
  page: '/',
  documentHeight: 5200,
  sessionId: 'session-abc12345',
  consent,
  scroll: [
    { scrollY: 0, timestamp: '2026-11-21T15:00:00.000Z', viewportHeight: 900 },
    { scrollY: 1300, timestamp: '2026-11-21T15:00:02.000Z', viewportHeight: 900 },
  ],
};

async function issuesOf(response: Response): Promise<{ path: string; message: string }[]> {
  const body = (await response.json()) as { issues?: { path: string; message: string }[] };
  return body.issues ?? [];
}

describe('heatmap-clicks', () => {
  it('stores a valid batch with the device class and answers 204', async () => {
    const { deps, rows, writes } = fakes();
    const response = await createHeatmapClicksHandler(deps)(post(clicksBody(2)));
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(writes[0]?.endpoint).toBe('heatmap-clicks');
    expect(writes[0]?.write.requestedAt).toEqual(NOW);
    expect(rows()).toEqual([
      expect.objectContaining({ page_path: '/services/google-advertising', x: 10, y: 200, element: 'button', device_class: 'mobile', ab_variant: 'B', session_id: 'session-abc12345', client_timestamp: new Date(1_763_737_200_000).toISOString() }),
      expect.objectContaining({ x: 11, viewport_width: 390, viewport_height: 844 }),
    ]);
  });

  it('accepts the text/plain body navigator.sendBeacon sends for a string', async () => {
    const { deps, rows } = fakes();
    const response = await createHeatmapClicksHandler(deps)(post(clicksBody(1), { 'content-type': 'text/plain;charset=UTF-8' }));
    expect(response.status).toBe(204);
    expect(rows()).toHaveLength(1);
  });

  it('refuses 11 clicks with the issue on clicks, and stores nothing', async () => {
    const { deps, rows } = fakes();
    const response = await createHeatmapClicksHandler(deps)(post(clicksBody(11)));
    expect(response.status).toBe(400);
    expect(await issuesOf(response)).toEqual([{ path: 'clicks', message: 'At most 10 clicks per batch' }]);
    expect(rows()).toEqual([]);
  });

  it('refuses an element name that is not a tag name (what a visitor typed never fits)', async () => {
    const { deps, rows } = fakes();
    const body = clicksBody(1, { clicks: [{ x: 10, y: 200, element: 'my secret password', timestamp: '2026-11-21T15:00:00.000Z' }] });
    const response = await createHeatmapClicksHandler(deps)(post(body));
    expect(response.status).toBe(400);
    expect(await issuesOf(response)).toEqual([{ path: 'clicks.0.element', message: "Element must be a lower-case tag name or 'unknown'" }]);
    expect(rows()).toEqual([]);
  });

  it('refuses coordinates off any screen', async () => {
    const { deps } = fakes();
    const body = clicksBody(1, { clicks: [{ x: 20_001, y: 200, element: 'div', timestamp: '2026-11-21T15:00:00.000Z' }] });
    const response = await createHeatmapClicksHandler(deps)(post(body));
    expect(response.status).toBe(400);
    expect((await issuesOf(response)).map((issue) => issue.path)).toEqual(['clicks.0.x']);
  });

  it('takes a click low on a long page (y is a page coordinate; the home page is over 30,000 px tall on a phone)', async () => {
    const { deps, rows } = fakes();
    const body = clicksBody(1, { clicks: [{ x: 190, y: 30_409, element: 'button', timestamp: '2026-11-21T15:00:00.000Z' }] });
    expect((await createHeatmapClicksHandler(deps)(post(body))).status).toBe(204);
    expect(rows()).toEqual([expect.objectContaining({ y: 30_409 })]);
  });

  it('stores nothing without the consent marker', async () => {
    const { deps, rows } = fakes();
    const withoutConsent: Record<string, unknown> = { ...clicksBody(1) };
    delete withoutConsent.consent;
    const refused = await createHeatmapClicksHandler(deps)(post(withoutConsent));
    expect(refused.status).toBe(400);
    expect(await issuesOf(refused)).toEqual([{ path: 'consent', message: CONSENT_REQUIRED_MESSAGE }]);

    const declined = await createHeatmapClicksHandler(deps)(post({ ...clicksBody(1), consent: { analytics: false, version: '2026-11' } }));
    expect(declined.status).toBe(400);
    expect(await issuesOf(declined)).toEqual([{ path: 'consent.analytics', message: CONSENT_REQUIRED_MESSAGE }]);
    expect(rows()).toEqual([]);
  });

  it('stores nothing when the browser sends Global Privacy Control', async () => {
    const { deps, rows } = fakes();
    const response = await createHeatmapClicksHandler(deps)(post(clicksBody(1), { 'sec-gpc': '1' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: GPC_REFUSAL_MESSAGE });
    expect(rows()).toEqual([]);
  });

  it('refuses an oversized body with 413 before parsing it, declared or not', async () => {
    const { deps, rows } = fakes();
    const handler = createHeatmapClicksHandler(deps);
    const padded = JSON.stringify({ ...clicksBody(1), padding: 'x'.repeat(MAX_TRACKING_BODY_BYTES) });
    const declared = await handler(post(padded));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: 'Request body is too large', issues: [{ path: '', message: 'Request body is too large' }] });

    // A streamed body with no Content-Length is cut off as it passes the bound.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(padded));
        controller.close();
      },
    });
    const streamed = new Request('https://project.supabase.co/functions/v1/heatmap-clicks', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await handler(streamed)).status).toBe(413);
    expect(rows()).toEqual([]);
  });

  it('refuses text the database cannot store (NUL, unpaired surrogates) with 400 and the field, storing nothing', async () => {
    const { deps, rows } = fakes();
    const handler = createConsentHandler(deps);
    const nul = await handler(post({ analytics: true, version: '2026-11\u0000', source: 'banner', sessionId: 'session-12345' }));
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({ error: 'Validation failed', issues: [{ path: 'version', message: NUL_CHARACTER_MESSAGE }] });
    const events = await createAnalyticsEventsHandler(deps)(post(eventsBody([{ ...lcp, params: { metric: 'LCP\ud800' } }])));
    expect(events.status).toBe(400);
    expect(await events.json()).toEqual({ error: 'Validation failed', issues: [{ path: 'events.0.params.metric', message: UNPAIRED_SURROGATE_MESSAGE }] });
    expect(rows()).toEqual([]);
  });

  it('answers malformed JSON with 400 and the conventions’ error shape', async () => {
    const { deps } = fakes();
    const response = await createHeatmapClicksHandler(deps)(post('{"clicks": [', { 'content-type': 'text/plain' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Request body must be JSON', issues: [{ path: '', message: 'Invalid JSON' }] });
  });

  it('refuses other content types and other methods', async () => {
    const { deps } = fakes();
    const handler = createHeatmapClicksHandler(deps);
    const multipart = await handler(post(clicksBody(1), { 'content-type': 'multipart/form-data; boundary=x' }));
    expect(multipart.status).toBe(415);
    expect(await multipart.json()).toEqual({ error: UNSUPPORTED_CONTENT_TYPE_MESSAGE, issues: [{ path: '', message: UNSUPPORTED_CONTENT_TYPE_MESSAGE }] });
    expect((await handler(new Request('https://x/functions/v1/heatmap-clicks'))).status).toBe(405);
    const preflight = await handler(new Request('https://x/functions/v1/heatmap-clicks', { method: 'OPTIONS' }));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 429 with Retry-After once the client passes the limit, and stores nothing more', async () => {
    const { deps, rows } = fakes(3);
    const handler = createHeatmapClicksHandler(deps);
    for (let request = 0; request < 3; request += 1) expect((await handler(post(clicksBody(1)))).status).toBe(204);
    const limited = await handler(post(clicksBody(1)));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(await limited.json()).toEqual({ error: RATE_LIMITED_MESSAGE });
    expect(rows()).toHaveLength(3);
    // Another client (another address) is counted on its own.
    expect((await handler(post(clicksBody(1), { 'x-forwarded-for': '198.51.100.2' }))).status).toBe(204);
  });
});

describe('heatmap-scroll', () => {
  it('stores each sample with the page and document height', async () => {
    const { deps, rows } = fakes();
    const response = await createHeatmapScrollHandler(deps)(post(scrollBody));
    expect(response.status).toBe(204);
    expect(rows()).toEqual([
      { page_path: '/', scroll_y: 0, viewport_height: 900, document_height: 5200, session_id: 'session-abc12345', client_timestamp: '2026-11-21T15:00:00.000Z' },
      { page_path: '/', scroll_y: 1300, viewport_height: 900, document_height: 5200, session_id: 'session-abc12345', client_timestamp: '2026-11-21T15:00:02.000Z' },
    ]);
  });

  it('refuses 21 samples and an empty batch', async () => {
    const { deps, rows } = fakes();
    const handler = createHeatmapScrollHandler(deps);
    const sample = { scrollY: 10, timestamp: '2026-11-21T15:00:00.000Z', viewportHeight: 900 };
    const tooMany = await handler(post({ ...scrollBody, scroll: Array.from({ length: 21 }, () => sample) }));
    expect(tooMany.status).toBe(400);
    expect((await issuesOf(tooMany)).map((issue) => issue.path)).toEqual(['scroll']);
    expect((await handler(post({ ...scrollBody, scroll: [] }))).status).toBe(400);
    expect(rows()).toEqual([]);
  });
});

describe('track-conversion', () => {
  it('stores the conversion with its attribution, blank fields as null, at the server’s value in USD', async () => {
    const { deps, rows } = fakes();
    const response = await createTrackConversionHandler(deps)(post(conversionBody, { 'content-type': 'text/plain;charset=UTF-8' }));
    expect(response.status).toBe(204);
    expect(rows()).toEqual([
      {
        conversion_type: 'generate_lead',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'fall-promo',
        utm_term: null,
        utm_content: null,
        gclid: 'abc123',
        fbclid: null,
        landing_page: '/services/google-advertising?utm_source=google',
        referrer: null,
        conversion_timestamp: '2026-11-21T15:00:00.000Z',
        conversion_value: GENERATE_LEAD_VALUE_USD,
        currency: 'USD',
        session_id: 'session-abc12345',
      },
    ]);
  });

  it('stores the value of the conversion’s type, not the one the beacon names, and accepts such a beacon all the same', async () => {
    const { deps, rows } = fakes();
    const handler = createTrackConversionHandler(deps);
    const forged = { conversion_value: 1_000_000, currency: 'JPY' };
    expect((await handler(post({ ...conversionBody, ...forged }))).status).toBe(204);
    expect((await handler(post({ ...conversionBody, ...forged, conversion_type: 'agreement_accepted' }))).status).toBe(204);
    // Old pages sent a value; one out of range is not a reason to lose their conversion.
    expect((await handler(post({ ...conversionBody, conversion_value: -1 }))).status).toBe(204);
    expect(rows().map((row) => [row.conversion_type, row.conversion_value, row.currency])).toEqual([
      ['generate_lead', GENERATE_LEAD_VALUE_USD, 'USD'],
      ['agreement_accepted', 0, 'USD'],
      ['generate_lead', GENERATE_LEAD_VALUE_USD, 'USD'],
    ]);
  });

  it('refuses an unknown type, a long attribution field and a date that is not ISO', async () => {
    const { deps, rows } = fakes();
    const response = await createTrackConversionHandler(deps)(
      post({ ...conversionBody, conversion_type: 'purchase', utm_source: 'x'.repeat(501), conversion_timestamp: 'yesterday' }),
    );
    expect(response.status).toBe(400);
    expect((await issuesOf(response)).map((issue) => issue.path).sort()).toEqual(['conversion_timestamp', 'conversion_type', 'utm_source']);
    expect(rows()).toEqual([]);
  });

  it('follows the same consent and Global Privacy Control rules as the heatmaps', async () => {
    const { deps, rows } = fakes();
    const handler = createTrackConversionHandler(deps);
    expect((await handler(post(conversionBody, { 'sec-gpc': '1' }))).status).toBe(403);
    expect((await handler(post({ ...conversionBody, consent: undefined }))).status).toBe(400);
    expect(rows()).toEqual([]);
  });
});

function eventsBody(events: AnalyticsEventRecord[], overrides: Partial<AnalyticsEventsBeacon> = {}): AnalyticsEventsBeacon {
  return { events, sessionId: 'session-abc12345', abVariant: 'A', viewportWidth: 1280, consent, ...overrides };
}

const lcp: AnalyticsEventRecord = { name: 'core_web_vital', page: '/', params: { metric: 'LCP', value: 1840, page: '/' }, timestamp: '2026-11-21T15:00:00.000Z' };

describe('analytics-events', () => {
  it('stores each event with the batch’s session, variant and device class, and answers 204', async () => {
    const { deps, rows, writes } = fakes();
    const quizStep: AnalyticsEventRecord = { name: 'quiz_step', page: '/quiz/owner', params: { quiz: 'owner', step: 2 }, timestamp: 1_763_737_200_000 };
    const response = await createAnalyticsEventsHandler(deps)(post(eventsBody([lcp, quizStep], { viewportWidth: 390 }), { 'content-type': 'text/plain' }));
    expect(response.status).toBe(204);
    expect(writes[0]?.endpoint).toBe('analytics-events');
    expect(rows()).toEqual([
      { name: 'core_web_vital', page: '/', params: { metric: 'LCP', value: 1840, page: '/' }, session_id: 'session-abc12345', ab_variant: 'A', viewport_width: 390, device_class: 'mobile', client_timestamp: '2026-11-21T15:00:00.000Z' },
      { name: 'quiz_step', page: '/quiz/owner', params: { quiz: 'owner', step: 2 }, session_id: 'session-abc12345', ab_variant: 'A', viewport_width: 390, device_class: 'mobile', client_timestamp: new Date(1_763_737_200_000).toISOString() },
    ]);
  });

  it('stores events without params as {} and without a variant as null', async () => {
    const { deps, rows } = fakes();
    const { abVariant: _omitted, ...withoutVariant } = eventsBody([{ name: 'quiz_start', page: '/quiz/aspirer', timestamp: '2026-11-21T15:00:00.000Z' }]);
    expect((await createAnalyticsEventsHandler(deps)(post(withoutVariant))).status).toBe(204);
    expect(rows()).toEqual([expect.objectContaining({ params: {}, ab_variant: null, device_class: 'desktop' })]);
  });

  it('refuses 21 events and an empty batch, and stores nothing', async () => {
    const { deps, rows } = fakes();
    const handler = createAnalyticsEventsHandler(deps);
    const tooMany = await handler(post(eventsBody(Array.from({ length: 21 }, () => lcp))));
    expect(tooMany.status).toBe(400);
    expect(await issuesOf(tooMany)).toEqual([{ path: 'events', message: 'At most 20 events per batch' }]);
    expect((await handler(post(eventsBody([])))).status).toBe(400);
    expect(rows()).toEqual([]);
  });

  it('refuses an event name outside the list', async () => {
    const { deps, rows } = fakes();
    const response = await createAnalyticsEventsHandler(deps)(post(eventsBody([{ ...lcp, name: 'purchase' } as unknown as AnalyticsEventRecord])));
    expect(response.status).toBe(400);
    expect(await issuesOf(response)).toEqual([{ path: 'events.0.name', message: 'Unknown event name' }]);
    expect(rows()).toEqual([]);
  });

  it(`refuses params over ${MAX_EVENT_PARAMS_BYTES} bytes, nested params and null values`, async () => {
    const { deps, rows } = fakes();
    const handler = createAnalyticsEventsHandler(deps);
    // Five values of 450 characters: each within the per-value bound, together past MAX_EVENT_PARAMS_BYTES.
    const big = Object.fromEntries(Array.from({ length: 5 }, (_, index) => [`note${index}`, 'x'.repeat(450)]));
    const tooBig = await handler(post(eventsBody([{ ...lcp, params: big }])));
    expect(tooBig.status).toBe(400);
    expect(await issuesOf(tooBig)).toEqual([{ path: 'events.0.params', message: `Params must be at most ${MAX_EVENT_PARAMS_BYTES} bytes` }]);

    const nested = await handler(post(eventsBody([{ ...lcp, params: { metric: { name: 'LCP' } } as unknown as Record<string, string> }])));
    expect(nested.status).toBe(400);
    expect((await issuesOf(nested)).map((issue) => issue.path)).toEqual(['events.0.params.metric']);
    const withNull = await handler(post(eventsBody([{ ...lcp, params: { metric: null } as unknown as Record<string, string> }])));
    expect(withNull.status).toBe(400);
    expect(rows()).toEqual([]);
  });

  it('stores nothing without analytics consent', async () => {
    const { deps, rows } = fakes();
    const handler = createAnalyticsEventsHandler(deps);
    const { consent: _omitted, ...withoutConsent } = eventsBody([lcp]);
    const missing = await handler(post(withoutConsent));
    expect(missing.status).toBe(400);
    expect(await issuesOf(missing)).toEqual([{ path: 'consent', message: CONSENT_REQUIRED_MESSAGE }]);
    const declined = await handler(post({ ...eventsBody([lcp]), consent: { analytics: false, version: '2026-11' } }));
    expect(declined.status).toBe(400);
    expect(rows()).toEqual([]);
  });

  it('stores nothing when the browser sends Global Privacy Control, even with consent in the body', async () => {
    const { deps, rows } = fakes();
    const response = await createAnalyticsEventsHandler(deps)(post(eventsBody([lcp]), { 'sec-gpc': '1' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: GPC_REFUSAL_MESSAGE });
    expect(rows()).toEqual([]);
  });

  it('answers 413 past the body bound and 429 past the rate limit', async () => {
    const { deps, rows } = fakes(1);
    const handler = createAnalyticsEventsHandler(deps);
    expect((await handler(post({ ...eventsBody([lcp]), padding: 'x'.repeat(MAX_TRACKING_BODY_BYTES) }))).status).toBe(413);
    expect((await handler(post(eventsBody([lcp])))).status).toBe(204);
    const limited = await handler(post(eventsBody([lcp])));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(rows()).toHaveLength(1);
  });
});

const chromeOnMac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('consent', () => {
  const choice = { analytics: true, version: '2026-11-21', source: 'banner', sessionId: 'session-abc12345' } as const;

  it('stores an acceptance and a refusal, neither needing a consent marker', async () => {
    const { deps, rows, writes } = fakes();
    const handler = createConsentHandler(deps);
    expect((await handler(post(choice, { 'user-agent': chromeOnMac, 'content-type': 'text/plain' }))).status).toBe(204);
    expect((await handler(post({ ...choice, analytics: false, source: 'settings' }, { 'user-agent': chromeOnMac }))).status).toBe(204);
    expect(writes[0]?.endpoint).toBe('consent');
    expect(rows()).toEqual([
      { analytics: true, version: '2026-11-21', source: 'banner', session_id: 'session-abc12345', user_agent_family: 'Chrome' },
      { analytics: false, version: '2026-11-21', source: 'settings', session_id: 'session-abc12345', user_agent_family: 'Chrome' },
    ]);
  });

  it('records Global Privacy Control as a refusal from source gpc, whatever the body says', async () => {
    const { deps, rows } = fakes();
    const handler = createConsentHandler(deps);
    const response = await handler(post(choice, { 'sec-gpc': '1' }));
    expect(response.status).toBe(204);
    // A body that claims gpc but accepts is stored as the refusal it must be.
    expect((await handler(post({ ...choice, source: 'gpc' }))).status).toBe(204);
    expect(rows()).toEqual([
      expect.objectContaining({ analytics: false, source: 'gpc' }),
      expect.objectContaining({ analytics: false, source: 'gpc' }),
    ]);
  });

  it('refuses a malformed choice with the issue on each field, and stores nothing', async () => {
    const { deps, rows } = fakes();
    const handler = createConsentHandler(deps);
    const response = await handler(post({ analytics: 'yes', version: '', source: 'popup', sessionId: 'x' }));
    expect(response.status).toBe(400);
    expect((await issuesOf(response)).map((issue) => issue.path).sort()).toEqual(['analytics', 'sessionId', 'source', 'version']);
    expect((await handler(post('{"analytics":', { 'content-type': 'text/plain' }))).status).toBe(400);
    expect(rows()).toEqual([]);
  });

  it('is rate-limited like the beacons', async () => {
    const { deps, rows } = fakes(2);
    const handler = createConsentHandler(deps);
    expect((await handler(post(choice))).status).toBe(204);
    expect((await handler(post(choice))).status).toBe(204);
    const limited = await handler(post(choice));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: RATE_LIMITED_MESSAGE });
    expect(rows()).toHaveLength(2);
  });
});

describe('userAgentFamily', () => {
  it('names the browser family, not the version or the device', () => {
    expect(userAgentFamily(chromeOnMac)).toBe('Chrome');
    expect(userAgentFamily('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge');
    expect(userAgentFamily('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('Safari');
    expect(userAgentFamily('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox');
    expect(userAgentFamily('curl/8.5.0')).toBe('Other');
    expect(userAgentFamily(null)).toBeNull();
  });
});

describe('trackingClientKey', () => {
  const request = (ip: string, headers: Record<string, string> = {}) => new Request('https://x', { headers: { ...headers, 'cf-connecting-ip': ip } });

  it('is a salted hash that never contains the address, and differs by salt and address', async () => {
    const key = await trackingClientKey(request('203.0.113.7'), 'salt');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('203.0.113.7');
    expect(await trackingClientKey(request('203.0.113.7'), 'salt')).toBe(key);
    expect(await trackingClientKey(request('203.0.113.7'), 'other salt')).not.toBe(key);
    expect(await trackingClientKey(request('203.0.113.8'), 'salt')).not.toBe(key);
  });

  it('is the same for one client whatever user agent or forwarded-for entries it sends', async () => {
    const key = await trackingClientKey(request('203.0.113.7', { 'user-agent': 'A' }), 'salt');
    for (let n = 1; n <= 5; n += 1) {
      expect(await trackingClientKey(request('203.0.113.7', { 'user-agent': `Bot/${n}`, 'x-forwarded-for': `192.0.2.${n}` }), 'salt')).toBe(key);
    }
  });
});

describe('trackingDependenciesFromEnv', () => {
  const platform = { SUPABASE_URL: 'http://127.0.0.1:54321', SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_test' }) };
  const envOf = (values: Record<string, string>) => (name: string) => values[name];

  it('counts 60 beacons a minute per client unless TRACKING_RATE_LIMIT_PER_CLIENT says more (a busy site behind its host\'s proxy)', () => {
    expect(trackingDependenciesFromEnv(envOf(platform)).rateLimit).toEqual(TRACKING_RATE_LIMIT);
    expect(trackingDependenciesFromEnv(envOf({ ...platform, TRACKING_RATE_LIMIT_PER_CLIENT: '600' })).rateLimit).toEqual({ maxRequests: 600, windowSeconds: 60 });
  });
});
