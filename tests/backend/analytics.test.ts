import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnvReader } from '../../supabase/functions/_shared/infra/env.ts';
import {
  createAnalyticsEventsHandler,
  createConsentHandler,
  trackingDependenciesFromEnv,
} from '../../supabase/functions/_shared/handlers/tracking.ts';
import type { TestBackend } from './harness.ts';
import { contactBody, invoke, leadsFor, startLeadBackend, uniqueEmail } from './lead-test-kit.ts';

// The analytics events and consent endpoints against the local backend (/api/<name> as the site calls
// them), who may read what they store, the A/B variant kept in a lead's attribution, and the admin's
// Analytics tab functions over a small dataset whose aggregates are worked out by hand.

const PINNED_NOW = new Date('2026-11-21T15:00:05Z');
const pinned = (create: typeof createConsentHandler) => (env: EnvReader) => create({ ...trackingDependenciesFromEnv(env), now: () => PINNED_NOW });
const consent = { analytics: true, version: '2026-11-21' };
const chrome = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let backend: TestBackend;
let admin: SupabaseClient;
let staff: SupabaseClient;

beforeAll(async () => {
  backend = await startLeadBackend({
    functions: {
      'analytics-events': pinned(createAnalyticsEventsHandler),
      consent: pinned(createConsentHandler),
    },
  });
  const adminId = await backend.insertUser('owner@agency.example', { admin: true });
  const staffId = await backend.insertUser('intern@agency.example');
  admin = backend.clientWithToken(await backend.accessTokenFor(adminId, 'owner@agency.example'));
  staff = backend.clientWithToken(await backend.accessTokenFor(staffId, 'intern@agency.example'));
});
afterAll(() => backend.stop());

function beacon(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${backend.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': chrome, ...headers },
    body: JSON.stringify(body),
  });
}

async function rowsOf(table: 'analytics_events' | 'consent_records', sessionId: string): Promise<Record<string, unknown>[]> {
  const { data, error } = await backend.serviceClient().from(table).select('*').eq('session_id', sessionId).order('id');
  if (error) throw error;
  return data as Record<string, unknown>[];
}

/** The day a moment falls on in Los Angeles, as the functions count days. */
function losAngelesDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

// The functions count windows back from now(), so the dataset is placed relative to the real clock.
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
const leadAt = ago(3 * 24);
const otherLeadAt = ago(26);

// Runs first, over tables nothing else has written to yet.
describe('the Analytics tab functions over a known dataset', () => {
  beforeAll(async () => {
    const event = (name: string, page: string, params: object, sessionId: string, hoursAgo: number, abVariant: string | null = null) =>
      backend.db.query(
        `insert into public.analytics_events (name, page, params, session_id, ab_variant, viewport_width, device_class, client_timestamp, received_at)
         values ($1, $2, $3::jsonb, $4, $5, 1280, 'desktop', now(), now() - make_interval(hours => $6))`,
        [name, page, JSON.stringify(params), sessionId, abVariant, hoursAgo],
      );
    // Web vitals: LCP on / of 100, 200, 300 and 400 ms (p75 325), plus one 20 days old; a CLS reported
    // for the document loaded on /services after the visitor moved on; load times of 1 and 3 s (p75 2.5 s).
    for (const value of [100, 200, 300, 400]) await event('core_web_vital', '/', { metric: 'LCP', value, page: '/' }, 'session-vitals', 2);
    await event('core_web_vital', '/', { metric: 'LCP', value: 9000, page: '/' }, 'session-vitals-old', 20 * 24);
    await event('core_web_vital', '/about', { metric: 'CLS', value: 0.12, page: '/services' }, 'session-vitals', 2);
    await event('core_web_vital', '/', { metric: 'LCP', value: 'fast', page: '/' }, 'session-vitals', 2);
    await event('page_load_time', '/', { value: 1000 }, 'session-vitals', 2);
    await event('page_load_time', '/', { value: 3000 }, 'session-vitals', 2);

    // The owner quiz: three sessions start, two answer step 1 (one twice), one reaches step 2, submits
    // and books; one aspirer starts. A booking by a session that took no quiz counts for none.
    for (const session of ['quiz-s1', 'quiz-s2', 'quiz-s3']) await event('quiz_start', '/quiz/owner', { quiz: 'owner' }, session, 5);
    await event('quiz_step', '/quiz/owner', { quiz: 'owner', step: 1 }, 'quiz-s1', 5);
    await event('quiz_step', '/quiz/owner', { quiz: 'owner', step: 1 }, 'quiz-s1', 5);
    await event('quiz_step', '/quiz/owner', { quiz: 'owner', step: 1 }, 'quiz-s2', 5);
    await event('quiz_step', '/quiz/owner', { quiz: 'owner', step: 2 }, 'quiz-s1', 5);
    await event('quiz_submit', '/quiz/owner', { quiz: 'owner' }, 'quiz-s1', 5);
    await event('booking_submit', '/call-booking', {}, 'quiz-s1', 4);
    await event('booking_submit', '/call-booking', {}, 'no-quiz-session', 4);
    await event('quiz_start', '/quiz/aspirer', { quiz: 'aspirer' }, 'quiz-s4', 5);

    // The A/B test: A is seen three times (once named only by the event's params) and clicked once;
    // B is seen twice and clicked twice.
    await event('ab_test_view', '/', { test_name: 'hero_cta_v1', variant: 'A' }, 'ab-1', 1, 'A');
    await event('ab_test_view', '/', { test_name: 'hero_cta_v1', variant: 'A' }, 'ab-2', 1, null);
    await event('ab_test_view', '/', { test_name: 'hero_cta_v1' }, 'ab-3', 1, 'A');
    await event('ab_test_conversion', '/', { test_name: 'hero_cta_v1', label: 'hero_cta', variant: 'A' }, 'ab-1', 1, 'A');
    await event('ab_test_view', '/', { test_name: 'hero_cta_v1', variant: 'B' }, 'ab-4', 1, 'B');
    await event('ab_test_view', '/', { test_name: 'hero_cta_v1', variant: 'B' }, 'ab-5', 1, 'B');
    await event('ab_test_conversion', '/', { test_name: 'hero_cta_v1', label: 'hero_cta', variant: 'B' }, 'ab-4', 1, 'B');
    await event('ab_test_conversion', '/', { test_name: 'hero_cta_v1', label: 'hero_cta', variant: 'B' }, 'ab-5', 1, 'B');

    // Leads: two from Google (utm_source spelled two ways) on one day, one direct the day after, one
    // spam and one 40 days old; the B variant on two counted leads and on the spam.
    const lead = (at: Date, source: string, attribution: object, isSpam = false) =>
      backend.db.query(
        `insert into public.leads (created_at, source, name, email, attribution, is_spam, status)
         values ($1, $2, 'Known Lead', $3, $4::jsonb, $5, case when $5 then 'Spam' else 'New' end)`,
        [at.toISOString(), source, uniqueEmail('known'), JSON.stringify(attribution), isSpam],
      );
    await lead(leadAt, 'contact', { utm_source: 'google', ab_variant: 'B' });
    await lead(leadAt, 'contact', { utm_source: 'Google ', ab_variant: 'B' });
    await lead(otherLeadAt, 'quiz', {});
    await lead(otherLeadAt, 'contact', { utm_source: 'google', ab_variant: 'B' }, true);
    await lead(ago(40 * 24), 'contact', { utm_source: 'google', ab_variant: 'A' });

    // Heatmap: two clicks on /t within one 10 px cell (one per variant), one on a phone, one 20 days old;
    // scroll samples on /t from two sessions (deepest 100 % and 40 %) and one on /u.
    const click = (x: number, y: number, width: number, device: string, variant: string, hoursAgo: number) =>
      backend.db.query(
        `insert into public.heatmap_clicks (page_path, x, y, element, viewport_width, viewport_height, device_class, ab_variant, session_id, client_timestamp, received_at)
         values ('/t', $1, $2, 'button', $3, 800, $4, $5, 'heat-session', now(), now() - make_interval(hours => $6))`,
        [x, y, width, device, variant, hoursAgo],
      );
    await click(101, 199, 1280, 'desktop', 'A', 1);
    await click(104, 203, 1280, 'desktop', 'B', 1);
    await click(12, 31, 390, 'mobile', 'B', 1);
    await click(500, 500, 1280, 'desktop', 'A', 20 * 24);
    const scroll = (page: string, sessionId: string, scrollY: number) =>
      backend.db.query(
        `insert into public.heatmap_scroll_samples (page_path, scroll_y, viewport_height, document_height, session_id, client_timestamp, received_at)
         values ($1, $2, 500, 2000, $3, now(), now() - interval '1 hour')`,
        [page, scrollY, sessionId],
      );
    await scroll('/t', 'scroll-a', 0);
    await scroll('/t', 'scroll-a', 1500);
    await scroll('/t', 'scroll-b', 300);
    await scroll('/u', 'scroll-c', 0);
  });

  it('analytics_web_vitals: the 75th percentile per route and metric, within the window', async () => {
    const { data, error } = await admin.rpc('analytics_web_vitals', { days: 14 });
    expect(error).toBeNull();
    expect(data).toEqual([
      { page: '/', metric: 'LCP', p75: 325, samples: 4 },
      { page: '/', metric: 'page_load_time', p75: 2500, samples: 2 },
      { page: '/services', metric: 'CLS', p75: 0.12, samples: 1 },
    ]);
    // Thirty days take in the old 9 s LCP: [100, 200, 300, 400, 9000] → p75 400.
    const month = await admin.rpc('analytics_web_vitals', { days: 30 });
    expect(month.data).toContainEqual({ page: '/', metric: 'LCP', p75: 400, samples: 5 });
  });

  it('analytics_funnel: distinct sessions at each stage of each quiz', async () => {
    const { data, error } = await admin.rpc('analytics_funnel', { days: 14 });
    expect(error).toBeNull();
    expect(data).toEqual([
      { quiz: 'aspirer', step_order: 0, step: 'start', sessions: 1 },
      { quiz: 'owner', step_order: 0, step: 'start', sessions: 3 },
      { quiz: 'owner', step_order: 1, step: 'step 1', sessions: 2 },
      { quiz: 'owner', step_order: 2, step: 'step 2', sessions: 1 },
      { quiz: 'owner', step_order: 6, step: 'submit', sessions: 1 },
      { quiz: 'owner', step_order: 7, step: 'booking', sessions: 1 },
    ]);
  });

  it('analytics_ab_results: views, CTA clicks and leads (not spam) per variant', async () => {
    const { data, error } = await admin.rpc('analytics_ab_results', { days: 14 });
    expect(error).toBeNull();
    expect(data).toEqual([
      { variant: 'A', views: 3, cta_clicks: 1, leads: 0 },
      { variant: 'B', views: 2, cta_clicks: 2, leads: 2 },
    ]);
  });

  it('analytics_leads_per_day: one row per Los Angeles day, counted by channel and form, without spam or older leads', async () => {
    const { data, error } = await admin.rpc('analytics_leads_per_day', { days: 30 });
    expect(error).toBeNull();
    expect(data).toEqual([
      { day: losAngelesDay(leadAt), leads: 2, channels: { google: 2 }, forms: { contact: 2 } },
      { day: losAngelesDay(otherLeadAt), leads: 1, channels: { direct: 1 }, forms: { quiz: 1 } },
    ]);
    const { data: lastDay } = await admin.rpc('analytics_leads_per_day', { days: 2 });
    expect(lastDay).toEqual([{ day: losAngelesDay(otherLeadAt), leads: 1, channels: { direct: 1 }, forms: { quiz: 1 } }]);
  });

  it('analytics_click_map: clicks per cell of the grid asked for, filtered by variant and device, with the total', async () => {
    // 36 columns of a viewport's width and rows of 36 px: (101, 199) and (104, 203) at 1280 px share
    // column 2 (8 % of the width), row 5; (12, 31) at 390 px is column 1 (3 %), row 0.
    const grid = { columns: 36, row_height: 36 };
    const all = await admin.rpc('analytics_click_map', { page: '/t', variant: null, device: null, days: 14, ...grid });
    expect(all.error).toBeNull();
    expect(all.data).toEqual([{ total_clicks: 3, cells: [[2, 5, 2], [1, 0, 1]] }]);
    const variantA = await admin.rpc('analytics_click_map', { page: '/t', variant: 'A', device: null, days: 14, ...grid });
    expect(variantA.data).toEqual([{ total_clicks: 1, cells: [[2, 5, 1]] }]);
    const phones = await admin.rpc('analytics_click_map', { page: '/t', variant: null, device: 'mobile', days: 14, ...grid });
    expect(phones.data).toEqual([{ total_clicks: 1, cells: [[1, 0, 1]] }]);
    // A coarser grid puts the desktop pair and the phone click in one cell.
    const coarse = await admin.rpc('analytics_click_map', { page: '/t', days: 14, columns: 4, row_height: 500 });
    expect(coarse.data).toEqual([{ total_clicks: 3, cells: [[0, 0, 3]] }]);
    // variant, device, days and the grid may be left out: all of them over 30 days, the old click included.
    const month = await admin.rpc('analytics_click_map', { page: '/t' });
    expect(month.data).toEqual([{ total_clicks: 4, cells: [[2, 5, 2], [1, 0, 1], [14, 13, 1]] }]);
  });

  it('analytics_pages: clicks and scroll samples per page, busiest first', async () => {
    const { data, error } = await admin.rpc('analytics_pages', { days: 14 });
    expect(error).toBeNull();
    expect(data).toEqual([
      { page: '/t', clicks: 3, scroll_samples: 3 },
      { page: '/u', clicks: 0, scroll_samples: 1 },
    ]);
  });

  it('analytics_scroll_depth: sessions whose deepest sample reached each 10 %', async () => {
    const { data, error } = await admin.rpc('analytics_scroll_depth', { days: 14 });
    expect(error).toBeNull();
    const onT = (data as { page: string; depth: number; sessions: number }[]).filter((row) => row.page === '/t');
    // scroll-a reached 100 % (1500 + 500 of 2000), scroll-b 40 % (300 + 500 of 2000).
    expect(onT.map((row) => [row.depth, row.sessions])).toEqual([
      [10, 2], [20, 2], [30, 2], [40, 2], [50, 1], [60, 1], [70, 1], [80, 1], [90, 1], [100, 1],
    ]);
    // /u's one sample showed the first quarter.
    expect((data as { page: string; depth: number; sessions: number }[]).filter((row) => row.page === '/u' && row.sessions > 0).map((row) => row.depth)).toEqual([10, 20]);
  });

  it('return nothing to a signed-in user who is not an admin, and refuse visitors', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['analytics_leads_per_day', { days: 30 }],
      ['analytics_funnel', { days: 30 }],
      ['analytics_ab_results', { days: 30 }],
      ['analytics_click_map', { page: '/t', days: 30 }],
      ['analytics_pages', { days: 30 }],
      ['analytics_scroll_depth', { days: 30 }],
      ['analytics_web_vitals', { days: 30 }],
    ];
    for (const [name, args] of calls) {
      const asStaff = await staff.rpc(name, args);
      expect(asStaff.error, name).toBeNull();
      expect(asStaff.data, name).toEqual([]);
      const asAdmin = await admin.rpc(name, args);
      expect((asAdmin.data as unknown[]).length, name).toBeGreaterThan(0);
      const asVisitor = await backend.anonClient().rpc(name, args);
      expect(asVisitor.error?.code, name).toBe('42501');
    }
  });
});

describe('POST /api/analytics-events', () => {
  const events = (sessionId: string, overrides: Record<string, unknown> = {}) => ({
    events: [
      { name: 'ab_test_view', page: '/', params: { test_name: 'hero_cta_v1', variant: 'B' }, timestamp: '2026-11-21T15:00:00.000Z' },
      { name: 'core_web_vital', page: '/', params: { metric: 'LCP', value: 1840, page: '/' }, timestamp: 1_763_737_200_000 },
    ],
    sessionId,
    abVariant: 'B',
    viewportWidth: 390,
    consent,
    ...overrides,
  });

  it('stores a batch sent without a key, with the device class of its viewport', async () => {
    const response = await beacon('/api/analytics-events', events('session-events-1'));
    expect(response.status).toBe(204);
    const rows = await rowsOf('analytics_events', 'session-events-1');
    expect(rows.map((row) => row.name).sort()).toEqual(['ab_test_view', 'core_web_vital']);
    expect(rows.find((row) => row.name === 'core_web_vital')).toMatchObject({
      page: '/',
      params: { metric: 'LCP', value: 1840, page: '/' },
      ab_variant: 'B',
      viewport_width: 390,
      device_class: 'mobile',
      client_timestamp: expect.stringMatching(/^2025-11-21T15:00:00/),
    });
  });

  it('stores nothing without consent, with Global Privacy Control on, or for a malformed batch', async () => {
    const { consent: _omitted, ...withoutConsent } = events('session-events-refused');
    expect((await beacon('/api/analytics-events', withoutConsent)).status).toBe(400);
    expect((await beacon('/api/analytics-events', events('session-events-refused'), { 'sec-gpc': '1' })).status).toBe(403);
    const tooMany = events('session-events-refused', { events: Array.from({ length: 21 }, () => ({ name: 'quiz_start', page: '/quiz/owner', params: { quiz: 'owner' }, timestamp: 0 })) });
    expect((await beacon('/api/analytics-events', tooMany)).status).toBe(400);
    const unknown = events('session-events-refused', { events: [{ name: 'purchase', page: '/', params: {}, timestamp: 0 }] });
    expect((await beacon('/api/analytics-events', unknown)).status).toBe(400);
    expect(await rowsOf('analytics_events', 'session-events-refused')).toEqual([]);
  });

  it('are kept by the database from params that are nested or too big, even from the service role', async () => {
    const insert = (params: unknown) =>
      backend.serviceClient().from('analytics_events').insert({
        name: 'quiz_start', page: '/', params, session_id: 'session-forged-params', viewport_width: 1, device_class: 'mobile', client_timestamp: '2026-11-21T15:00:00Z',
      });
    expect((await insert({ quiz: { nested: true } })).error?.code).toBe('23514');
    expect((await insert({ note: 'x'.repeat(2100) })).error?.code).toBe('23514');
    expect(await rowsOf('analytics_events', 'session-forged-params')).toEqual([]);
  });
});

describe('POST /api/consent', () => {
  const choice = (sessionId: string, overrides: Record<string, unknown> = {}) => ({ analytics: false, version: '2026-11-21', source: 'banner', sessionId, ...overrides });

  it('stores a refusal (no consent needed to record one) with the time, version, hashed client and browser family', async () => {
    const response = await beacon('/api/consent', choice('session-consent-1'));
    expect(response.status).toBe(204);
    const [row] = await rowsOf('consent_records', 'session-consent-1');
    expect(row).toMatchObject({ analytics: false, version: '2026-11-21', source: 'banner', user_agent_family: 'Chrome', decided_at: expect.stringMatching(/^2026-11-21T15:00:05/) });
    expect(row?.client_key).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('127.0.0.1');
  });

  it('stores an acceptance from the footer’s settings', async () => {
    expect((await beacon('/api/consent', choice('session-consent-2', { analytics: true, source: 'settings' }))).status).toBe(204);
    expect(await rowsOf('consent_records', 'session-consent-2')).toEqual([expect.objectContaining({ analytics: true, source: 'settings' })]);
  });

  it('records Global Privacy Control as a refusal from source gpc', async () => {
    const response = await beacon('/api/consent', choice('session-consent-gpc', { analytics: true }), { 'sec-gpc': '1' });
    expect(response.status).toBe(204);
    expect(await rowsOf('consent_records', 'session-consent-gpc')).toEqual([expect.objectContaining({ analytics: false, source: 'gpc' })]);
  });

  it('refuses a malformed choice and stores nothing', async () => {
    expect((await beacon('/api/consent', choice('session-consent-bad', { analytics: 'maybe', source: 'popup' }))).status).toBe(400);
    expect(await rowsOf('consent_records', 'session-consent-bad')).toEqual([]);
  });

  it('counts requests against the per-client limit in the database', async () => {
    const record = () =>
      backend.serviceClient().rpc('record_consent', {
        client_key: 'consent-limit-client',
        requested_at: '2026-11-21T16:00:10Z',
        max_requests: 1,
        window_seconds: 60,
        records: [{ analytics: true, version: '2026-11-21', source: 'banner', session_id: 'session-consent-limit' }],
      });
    expect((await record()).data).toEqual({ stored: 1, retry_after_seconds: 0 });
    expect((await record()).data).toEqual({ stored: 0, retry_after_seconds: 50 });
    expect(await rowsOf('consent_records', 'session-consent-limit')).toHaveLength(1);
  });
});

describe('who reads analytics events and consent records', () => {
  const tables = ['analytics_events', 'consent_records'] as const;

  it('visitors (anon) may not read them', async () => {
    for (const table of tables) {
      const { data, error } = await backend.anonClient().from(table).select('*');
      expect(error?.code, table).toBe('42501');
      expect(data, table).toBeNull();
    }
  });

  it('a signed-in user without the admin role reads no row; an admin reads them', async () => {
    for (const table of tables) {
      const asStaff = await staff.from(table).select('*');
      expect(asStaff.error, table).toBeNull();
      expect(asStaff.data, table).toEqual([]);
      const asAdmin = await admin.from(table).select('id');
      expect(asAdmin.error, table).toBeNull();
      expect(asAdmin.data?.length, table).toBeGreaterThan(0);
    }
  });

  it('nobody writes through the API: neither inserts nor the writer functions', async () => {
    for (const client of [backend.anonClient(), staff, admin]) {
      const event = await client.from('analytics_events').insert({
        name: 'quiz_start', page: '/', params: {}, session_id: 'session-forged', viewport_width: 1, device_class: 'mobile', client_timestamp: '2026-11-21T15:00:00Z',
      });
      expect(event.error?.code).toBe('42501');
      const record = await client.from('consent_records').insert({ analytics: true, version: '1', source: 'banner', client_key: 'k', session_id: 'session-forged' });
      expect(record.error?.code).toBe('42501');
      for (const writer of ['record_analytics_events', 'record_consent']) {
        const rpc = await client.rpc(writer, { client_key: 'k', requested_at: '2026-11-21T15:00:00Z', max_requests: 60, window_seconds: 60, records: [] });
        expect(rpc.error, writer).not.toBeNull();
      }
    }
    expect(await rowsOf('analytics_events', 'session-forged')).toEqual([]);
    expect(await rowsOf('consent_records', 'session-forged')).toEqual([]);
  });
});

describe('a lead’s A/B variant', () => {
  it('is stored in the lead’s attribution by the contact form’s intake', async () => {
    const email = uniqueEmail('ab-contact');
    const answer = await invoke(backend, 'send-contact-email', contactBody(email, { attribution: { utm_source: 'google', ab_variant: 'B' } }));
    expect(answer.status).toBe(200);
    const [lead] = await leadsFor(backend, email);
    expect(lead?.attribution).toEqual({ utm_source: 'google', ab_variant: 'B' });
  });

  it('is stored by the quiz intake too, and a malformed one is dropped without refusing the lead', async () => {
    const email = uniqueEmail('ab-quiz');
    const answer = await invoke(backend, 'submit-lead', {
      name: 'Dana Kim',
      email,
      user_type: 'aspirer',
      status: 'New',
      quiz_answers: { stage: 'validating', concept: 'A mobile dog-grooming van', customer: 'Busy pet owners', fear: 'no-customers' },
      website: '',
      clientSubmissionId: randomUUID(),
      attribution: { utm_source: 'facebook', ab_variant: 'A' },
    });
    expect(answer.status).toBe(200);
    expect((await leadsFor(backend, email))[0]?.attribution).toEqual({ utm_source: 'facebook', ab_variant: 'A' });

    const otherEmail = uniqueEmail('ab-malformed');
    expect((await invoke(backend, 'send-contact-email', contactBody(otherEmail, { attribution: { utm_source: 'bing', ab_variant: 'Z' } }))).status).toBe(200);
    expect((await leadsFor(backend, otherEmail))[0]?.attribution).toEqual({ utm_source: 'bing' });
  });
});
