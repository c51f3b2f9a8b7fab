import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnvReader } from '../../supabase/functions/_shared/infra/env.ts';
import {
  createHeatmapClicksHandler,
  createHeatmapScrollHandler,
  createTrackConversionHandler,
  TRACKING_RATE_LIMIT,
  trackingDependenciesFromEnv,
} from '../../supabase/functions/_shared/handlers/tracking.ts';
import { GENERATE_LEAD_VALUE_USD } from '../../supabase/functions/_shared/rules/conversion-value.ts';
import { beaconFunctions, functionFactories } from '../../supabase/local/functions.ts';
import { BEACON_FUNCTIONS } from '../../scripts/lib/redirects.ts';
import { startTestBackend, TEST_CLIENT_ADDRESS_HEADER, type TestBackend } from './harness.ts';

// The beacons against the local backend: /api/<name> as the site calls them (no key, text/plain as
// sendBeacon sends), the tables behind them, who may read those, and the rate limit kept in the database.

const TABLES = ['tracking_conversions', 'heatmap_clicks', 'heatmap_scroll_samples'] as const;
// The real handlers with their clock pinned mid-window, so that a run never straddles two rate-limit windows.
const PINNED_NOW = new Date('2026-11-21T15:00:05Z');
const pinned = (create: typeof createHeatmapClicksHandler) => (env: EnvReader) => create({ ...trackingDependenciesFromEnv(env), now: () => PINNED_NOW });
const consent = { analytics: true, version: '2026-11' };

let backend: TestBackend;
let admin: SupabaseClient;
let staff: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({
    functions: {
      ...functionFactories,
      'track-conversion': pinned(createTrackConversionHandler),
      'heatmap-clicks': pinned(createHeatmapClicksHandler),
      'heatmap-scroll': pinned(createHeatmapScrollHandler),
    },
  });
  const adminId = await backend.insertUser('owner@agency.example', { admin: true });
  const staffId = await backend.insertUser('intern@agency.example');
  admin = backend.clientWithToken(await backend.accessTokenFor(adminId, 'owner@agency.example'));
  staff = backend.clientWithToken(await backend.accessTokenFor(staffId, 'intern@agency.example'));
});
afterAll(() => backend.stop());

/** A beacon as navigator.sendBeacon sends a string: text/plain, no apikey, no Authorization. */
function beacon(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${backend.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'TrackingTest/1.0', ...headers },
    body: JSON.stringify(body),
  });
}

function clicks(sessionId: string, count = 2) {
  return {
    page: '/services/google-advertising',
    viewportWidth: 1440,
    viewportHeight: 900,
    abVariant: 'A',
    sessionId,
    consent,
    clicks: Array.from({ length: count }, (_, index) => ({ x: 100 + index, y: 640, element: 'a', timestamp: '2026-11-21T15:00:00.000Z' })),
  };
}

async function rowsOf(table: (typeof TABLES)[number], sessionId: string): Promise<Record<string, unknown>[]> {
  const { data, error } = await backend.serviceClient().from(table).select('*').eq('session_id', sessionId).order('received_at');
  if (error) throw error;
  return data as Record<string, unknown>[];
}

describe('the beacons at /api', () => {
  it('store a click batch sent without a key', async () => {
    const response = await beacon('/api/heatmap-clicks', clicks('session-clicks-1', 2));
    expect(response.status).toBe(204);
    const rows = await rowsOf('heatmap_clicks', 'session-clicks-1');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ page_path: '/services/google-advertising', x: 100, y: 640, element: 'a', viewport_width: 1440, device_class: 'desktop', ab_variant: 'A' });
  });

  it('store scroll samples', async () => {
    const response = await beacon('/api/heatmap-scroll', {
      page: '/',
      documentHeight: 4800,
      sessionId: 'session-scroll-1',
      consent,
      scroll: [
        { scrollY: 0, timestamp: 1_763_737_200_000, viewportHeight: 900 },
        { scrollY: 2400, timestamp: 1_763_737_203_000, viewportHeight: 900 },
      ],
    });
    expect(response.status).toBe(204);
    expect((await rowsOf('heatmap_scroll_samples', 'session-scroll-1')).map((row) => row.scroll_y)).toEqual([0, 2400]);
  });

  it('store a generate_lead conversion worth 100 USD with its attribution', async () => {
    const response = await beacon('/api/track-conversion', {
      conversion_type: 'generate_lead',
      utm_source: 'facebook',
      utm_campaign: 'spring',
      fbclid: 'fb.1.2',
      landing_page: '/for-growing-businesses?utm_source=facebook',
      referrer: 'https://www.facebook.com/',
      conversion_timestamp: '2026-11-21T15:00:00Z',
      session_id: 'session-conversion-1',
      consent,
    });
    expect(response.status).toBe(204);
    const [row] = await rowsOf('tracking_conversions', 'session-conversion-1');
    expect(row).toMatchObject({ conversion_type: 'generate_lead', utm_source: 'facebook', utm_medium: null, fbclid: 'fb.1.2', currency: 'USD' });
    expect(Number(row?.conversion_value)).toBe(GENERATE_LEAD_VALUE_USD);
  });

  it('store nothing without consent, or with Global Privacy Control on', async () => {
    const { consent: _omitted, ...withoutConsent } = clicks('session-no-consent');
    expect((await beacon('/api/heatmap-clicks', withoutConsent)).status).toBe(400);
    expect((await beacon('/api/heatmap-clicks', clicks('session-gpc'), { 'sec-gpc': '1' })).status).toBe(403);
    expect(await rowsOf('heatmap_clicks', 'session-no-consent')).toEqual([]);
    expect(await rowsOf('heatmap_clicks', 'session-gpc')).toEqual([]);
  });

  it('refuse an oversized or malformed batch with 4xx and store nothing', async () => {
    expect((await beacon('/api/heatmap-clicks', clicks('session-eleven', 11))).status).toBe(400);
    expect((await beacon('/api/heatmap-clicks', { ...clicks('session-padded'), padding: 'x'.repeat(20_000) })).status).toBe(413);
    const malformed = await fetch(`${backend.url}/api/heatmap-scroll`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"scroll":' });
    expect(malformed.status).toBe(400);
    expect(await rowsOf('heatmap_clicks', 'session-eleven')).toEqual([]);
    expect(await rowsOf('heatmap_clicks', 'session-padded')).toEqual([]);
  });

  it('are the paths the production host rewrites (dist/_redirects)', () => {
    expect(new Set(BEACON_FUNCTIONS)).toEqual(beaconFunctions);
  });

  it('serve only the beacons under /api', async () => {
    expect((await beacon('/api/health', {})).status).toBe(404);
    expect((await beacon('/api/submit-lead', {})).status).toBe(404);
  });

  it('are deployed without the JWT check, so /functions/v1 takes them without a key too', async () => {
    expect((await beacon('/functions/v1/heatmap-clicks', clicks('session-functions-path', 1))).status).toBe(204);
    expect(await rowsOf('heatmap_clicks', 'session-functions-path')).toHaveLength(1);
    // Every other function still needs the key.
    expect((await fetch(`${backend.url}/functions/v1/health`)).status).toBe(401);
  });
});

describe('who reads the tracking tables', () => {
  it('visitors (anon) may not read any of them', async () => {
    for (const table of TABLES) {
      const { data, error } = await backend.anonClient().from(table).select('*');
      expect(error?.code, table).toBe('42501');
      expect(data, table).toBeNull();
    }
  });

  it('a signed-in user without the admin role reads no row', async () => {
    for (const table of TABLES) {
      const { data, error } = await staff.from(table).select('*');
      expect(error, table).toBeNull();
      expect(data, table).toEqual([]);
    }
  });

  it('an admin reads every table', async () => {
    await beacon('/api/heatmap-clicks', clicks('session-admin-read', 1));
    for (const table of TABLES) {
      const { data, error } = await admin.from(table).select('id');
      expect(error, table).toBeNull();
      expect(data?.length, table).toBeGreaterThan(0);
    }
  });

  it('nobody writes through the API: neither table inserts nor the writer functions', async () => {
    for (const client of [backend.anonClient(), staff, admin]) {
      const insert = await client.from('heatmap_clicks').insert({
        page_path: '/', x: 1, y: 1, element: 'a', viewport_width: 1, viewport_height: 1, device_class: 'mobile', session_id: 'session-forged', client_timestamp: '2026-11-21T15:00:00Z',
      });
      expect(insert.error?.code).toBe('42501');
      const rpc = await client.rpc('record_heatmap_clicks', { client_key: 'k', requested_at: '2026-11-21T15:00:00Z', max_requests: 60, window_seconds: 60, records: [] });
      expect(rpc.error).not.toBeNull();
    }
    expect(await rowsOf('heatmap_clicks', 'session-forged')).toEqual([]);
  });
});

describe('the rate limit', () => {
  // Each test is a visitor of its own (the clock is pinned, so one window holds the whole file).
  const from = (address: string, headers: Record<string, string> = {}) => ({ ...headers, [TEST_CLIENT_ADDRESS_HEADER]: address });

  it(`answers 429 with Retry-After after ${TRACKING_RATE_LIMIT.maxRequests} requests a window from one client, and counts clients and endpoints apart`, async () => {
    const headers = from('198.51.100.10', { 'user-agent': 'RateLimitedBrowser/1.0' });
    for (let request = 0; request < TRACKING_RATE_LIMIT.maxRequests; request += 1) {
      const response = await beacon('/api/heatmap-clicks', clicks('session-rate-limit', 1), headers);
      expect(response.status, `request ${request + 1}`).toBe(204);
    }
    const limited = await beacon('/api/heatmap-clicks', clicks('session-rate-limit', 1), headers);
    expect(limited.status).toBe(429);
    // The pinned clock is 5 s into its minute: 55 s to go.
    expect(limited.headers.get('retry-after')).toBe('55');
    expect(await rowsOf('heatmap_clicks', 'session-rate-limit')).toHaveLength(TRACKING_RATE_LIMIT.maxRequests);

    // Another client, and the same client on another endpoint, are counted on their own.
    expect((await beacon('/api/heatmap-clicks', clicks('session-other-client', 1), from('198.51.100.11'))).status).toBe(204);
    const scroll = { page: '/', documentHeight: 100, sessionId: 'session-rate-limit', consent, scroll: [{ scrollY: 0, timestamp: 0, viewportHeight: 100 }] };
    expect((await beacon('/api/heatmap-scroll', scroll, headers)).status).toBe(204);
  });

  it('counts one client once whatever User-Agent, X-Forwarded-For and session each beacon carries', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < TRACKING_RATE_LIMIT.maxRequests + 40; request += 1) {
      const headers = from('198.51.100.12', { 'user-agent': `FakeBrowser/${request}.0`, 'x-forwarded-for': `203.0.113.${request % 250}` });
      // A new session each time: one session's repeats are dropped (tracking-figures.test.ts), so only the limit bounds these.
      const conversion = { conversion_type: 'agreement_accepted', conversion_timestamp: '2026-11-21T15:00:00Z', session_id: `session-fake-conversions-${request}`, consent };
      statuses.push((await beacon('/api/track-conversion', conversion, headers)).status);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(TRACKING_RATE_LIMIT.maxRequests);
    expect(statuses.slice(TRACKING_RATE_LIMIT.maxRequests)).toEqual(Array(40).fill(429));
    const { rows } = await backend.db.query<{ n: number }>(`select count(*)::int as n from public.tracking_conversions where session_id like 'session-fake-conversions-%'`);
    expect(rows[0]?.n).toBe(TRACKING_RATE_LIMIT.maxRequests);
  });

  it('keeps a salted hash per client, never the address', async () => {
    const { rows } = await backend.db.query<{ client_key: string }>('select client_key from private.rate_limits');
    expect(rows.length).toBeGreaterThan(0);
    for (const { client_key } of rows) {
      expect(client_key).toMatch(/^[0-9a-f]{64}$/);
      expect(client_key).not.toContain('127.0.0.1');
    }
  });
});
