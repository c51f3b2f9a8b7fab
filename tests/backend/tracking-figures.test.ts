import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionValueOf } from '../../supabase/functions/_shared/rules/conversion-value.ts';
import { TRACKING_RATE_LIMIT } from '../../supabase/functions/_shared/handlers/tracking.ts';
import { startTestBackend, type TestBackend } from './harness.ts';
import { uniqueIp } from './lead-test-kit.ts';
import { abFigures, abStuffingBatch, AB_STUFFING_BATCHES, forgedConversion, postBeacon } from './tracking-figures-kit.ts';

// Issue 43, item 6: the dashboard's A/B test and conversion values were any client's to set. Within the
// per-address limit, one session's repeated A/B events each counted, and a conversion was stored at the
// value its beacon named. Now a session counts once and the value is the server's.

let backend: TestBackend;
let admin: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  const adminId = await backend.insertUser('owner@agency.example', { admin: true });
  admin = backend.clientWithToken(await backend.accessTokenFor(adminId, 'owner@agency.example'));
});
afterAll(() => backend.stop());

async function rowsOf(table: 'analytics_events' | 'tracking_conversions', sessionId: string): Promise<Record<string, unknown>[]> {
  const { data, error } = await backend.serviceClient().from(table).select('*').eq('session_id', sessionId);
  if (error) throw error;
  return data as Record<string, unknown>[];
}

async function abResultOf(variant: 'A' | 'B') {
  const { data, error } = await admin.rpc('analytics_ab_results', { days: 1 });
  if (error) throw error;
  return (data as { variant: string; views: number; cta_clicks: number }[]).find((row) => row.variant === variant);
}

describe('the A/B figures', () => {
  it('move by one session however many views and clicks it sends: 40 batches of 20 at once', async () => {
    // The probe's starting point: 317 sessions shown B, 35 of them clicked.
    await backend.db.query(
      `insert into public.analytics_events (name, page, params, session_id, ab_variant, viewport_width, device_class, client_timestamp)
       select e.name, '/', jsonb_build_object('test_name', 'hero_cta_v1', 'variant', 'B'), 'earlier-' || s, 'B', 1280, 'desktop', now()
       from generate_series(1, 317) as s,
         lateral (select 'ab_test_view' as name union all select 'ab_test_conversion' where s <= 35) as e`,
    );
    expect(await abResultOf('B')).toMatchObject({ views: 317, cta_clicks: 35 });

    const ip = uniqueIp();
    const batch = abStuffingBatch('session-ab-stuffer', 'B');
    // At once, as concurrent requests through any number of isolates would arrive; all within one client's limit.
    const statuses = await Promise.all(Array.from({ length: AB_STUFFING_BATCHES }, () => postBeacon(backend, '/api/analytics-events', batch, ip)));
    expect(AB_STUFFING_BATCHES).toBeLessThanOrEqual(TRACKING_RATE_LIMIT.maxRequests);
    // Accepted like any beacon (a beacon cannot read an answer), and dropped.
    expect(statuses).toEqual(Array(AB_STUFFING_BATCHES).fill(204));

    expect(await abResultOf('B')).toMatchObject({ views: 318, cta_clicks: 36 });
    expect(await abFigures(backend, 'B')).toEqual({ views: 318, cta_clicks: 36 });
    const stored = await rowsOf('analytics_events', 'session-ab-stuffer');
    expect(stored.map((row) => row.name).sort()).toEqual(['ab_test_conversion', 'ab_test_view']);
  });

  it('count one view per variant a session was shown, and keep the events that are not the A/B test', async () => {
    const ip = uniqueIp();
    const before = await abResultOf('A');
    // A reload may draw the other variant: a session shown both counts once for each.
    expect(await postBeacon(backend, '/api/analytics-events', abStuffingBatch('session-both-variants', 'B'), ip)).toBe(204);
    const a = abStuffingBatch('session-both-variants', 'A');
    const vital = { name: 'core_web_vital', page: '/', params: { metric: 'LCP', value: 1200, page: '/' }, timestamp: new Date().toISOString() } as const;
    expect(await postBeacon(backend, '/api/analytics-events', { ...a, events: [...a.events.slice(0, 3), vital, vital] }, ip)).toBe(204);
    expect(await abResultOf('A')).toMatchObject({ views: (before?.views ?? 0) + 1, cta_clicks: before?.cta_clicks ?? 0 });
    const stored = await rowsOf('analytics_events', 'session-both-variants');
    expect(stored.filter((row) => row.name === 'core_web_vital')).toHaveLength(2);
  });

  it('hold even for what the service role writes straight to the table', async () => {
    const insert = () =>
      backend.db.query(
        `insert into public.analytics_events (name, page, params, session_id, ab_variant, viewport_width, device_class, client_timestamp)
         values ('ab_test_view', '/', '{"variant":"B"}', 'session-direct', null, 1280, 'desktop', now())`,
      );
    await insert();
    await expect(insert()).rejects.toThrow(/analytics_events_ab_once_per_session_idx/);
  });
});

describe('conversions', () => {
  it(`are stored once per session and type, at the server’s value: a minute of $1,000,000 beacons stores one of ${conversionValueOf('generate_lead')} USD`, async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let request = 0; request < TRACKING_RATE_LIMIT.maxRequests; request += 1) {
      statuses.push(await postBeacon(backend, '/api/track-conversion', forgedConversion('session-million', 'generate_lead'), ip));
    }
    expect(statuses).toEqual(Array(TRACKING_RATE_LIMIT.maxRequests).fill(204));
    const stored = await rowsOf('tracking_conversions', 'session-million');
    expect(stored.map((row) => [row.conversion_type, Number(row.conversion_value), row.currency])).toEqual([['generate_lead', conversionValueOf('generate_lead'), 'USD']]);
  });

  it('of another type from the same session are stored too, at their own value, in USD whatever the beacon says', async () => {
    const ip = uniqueIp();
    expect(await postBeacon(backend, '/api/track-conversion', forgedConversion('session-two-types', 'generate_lead'), ip)).toBe(204);
    expect(await postBeacon(backend, '/api/track-conversion', { ...forgedConversion('session-two-types', 'agreement_accepted'), currency: 'JPY' }, ip)).toBe(204);
    const stored = await rowsOf('tracking_conversions', 'session-two-types');
    expect(stored.map((row) => [row.conversion_type, Number(row.conversion_value), row.currency]).sort()).toEqual([
      ['agreement_accepted', conversionValueOf('agreement_accepted'), 'USD'],
      ['generate_lead', conversionValueOf('generate_lead'), 'USD'],
    ]);
  });
});
