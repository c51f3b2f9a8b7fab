/**
 * Issue 43's item 6 probe, shared by tests/backend/tracking-figures.test.ts and bench/abuse: one client
 * buying the dashboard's figures with beacons. 40 batches of 20 A/B events from one session (they moved
 * variant B from 317 views and 35 clicks to 717 and 435), and a minute of $1,000,000 conversions.
 */
import type { AnalyticsEventsBeacon, ConversionType } from '../../supabase/functions/_shared/rules/tracking-schemas.ts';
import { TEST_CLIENT_ADDRESS_HEADER, type TestBackend } from './harness.ts';

export const AB_STUFFING_BATCHES = 40;
/** Half of each batch of 20 views the hero, half clicks its CTA. */
const EVENTS_OF_EACH_PER_BATCH = 10;
export const FORGED_CONVERSION_VALUE = 1_000_000;

const consent = { analytics: true, version: '2026-11' } as const;

/** One batch of the A/B probe: 10 views and 10 CTA clicks of `variant`, all from `sessionId`. */
export function abStuffingBatch(sessionId: string, variant: 'A' | 'B'): AnalyticsEventsBeacon {
  const event = (name: 'ab_test_view' | 'ab_test_conversion', params: Record<string, string>) => ({ name, page: '/', params, timestamp: new Date().toISOString() });
  const view = event('ab_test_view', { test_name: 'hero_cta_v1', variant });
  const click = event('ab_test_conversion', { test_name: 'hero_cta_v1', label: 'hero_cta', variant });
  return {
    events: [...Array<typeof view>(EVENTS_OF_EACH_PER_BATCH).fill(view), ...Array<typeof click>(EVENTS_OF_EACH_PER_BATCH).fill(click)],
    sessionId,
    abVariant: variant,
    viewportWidth: 1280,
    consent,
  };
}

/** A conversion beacon that names its own value, as the probe sent it. */
export function forgedConversion(sessionId: string, type: ConversionType): Record<string, unknown> {
  return {
    conversion_type: type,
    conversion_timestamp: new Date().toISOString(),
    conversion_value: FORGED_CONVERSION_VALUE,
    currency: 'USD',
    session_id: sessionId,
    consent,
  };
}

/** POSTs a beacon as navigator.sendBeacon sends a string (text/plain, no key) from client address `ip`; answers the status. */
export async function postBeacon(backend: TestBackend, path: string, body: unknown, ip: string): Promise<number> {
  const response = await fetch(`${backend.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', [TEST_CLIENT_ADDRESS_HEADER]: ip },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

export interface AbFigures {
  views: number;
  cta_clicks: number;
}

/** A variant's figures on the Analytics tab over the last day, as analytics_ab_results gives them. */
export async function abFigures(backend: TestBackend, variant: 'A' | 'B'): Promise<AbFigures> {
  const { rows } = await backend.db.query<AbFigures>('select views, cta_clicks from public.analytics_ab_results(1) where variant = $1', [variant]);
  return rows[0] ?? { views: 0, cta_clicks: 0 };
}
