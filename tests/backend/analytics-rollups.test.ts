import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';

// The Analytics tab's functions read whole days from the daily rollups once
// private.refresh_analytics_rollups() has run, and raw rows for the rest of the window
// (20261128110000_analytics_rollups.sql). Staff must see the same numbers whether the job has run or
// not: every function is called over a dataset spread across Los Angeles days before the job ever ran
// (all raw), then after it, and the answers compared.

let backend: TestBackend;
let admin: SupabaseClient;
let staff: SupabaseClient;
let adminId: string;
let staffId: string;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Milliseconds since Los Angeles midnight at `at`, by its wall clock. */
const losAngelesClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Los_Angeles', hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' });
function intoLosAngelesDay(at: number): number {
  const [hours = 0, minutes = 0, seconds = 0] = losAngelesClock.format(at).split(':').map(Number);
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + (at % 1000);
}

/** How long until `at` is two minutes or more from a Los Angeles midnight, on either side. */
function waitAwayFromMidnight(at: number): number {
  const edge = 2 * MINUTE;
  const since = intoLosAngelesDay(at);
  if (since < edge) return edge - since;
  return DAY - since < edge ? DAY - since + edge : 0;
}

/**
 * How far `now` sits before now, and in7 and out7 either side of the 7-day window's start, while each stays
 * on the Los Angeles day it stands for: five and ten minutes, less near midnight (fixed, they put `now` on
 * yesterday when the file ran at 00:04 in Los Angeles, and in7 on the next day at 23:55). Within two
 * minutes of midnight the file first waits that out, so each margin leaves it a minute or more to run in.
 */
async function marginsAwayFromMidnight(): Promise<{ now: number; inside: number; outside: number }> {
  const wait = Math.max(waitAwayFromMidnight(Date.now()), waitAwayFromMidnight(Date.now() - 7 * DAY));
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const today = intoLosAngelesDay(Date.now());
  const windowStart = intoLosAngelesDay(Date.now() - 7 * DAY);
  return { now: Math.min(5 * MINUTE, today / 2), inside: Math.min(10 * MINUTE, (DAY - windowStart) / 2), outside: Math.min(10 * MINUTE, windowStart / 2) };
}
const margin = await marginsAwayFromMidnight();
const beforeNow = (ms: number) => ({ sql: `${ms / 1000} seconds`, ms });

/**
 * When the rows were received, before now (marginsAwayFromMidnight). in7 is just after the start of a 7-day
 * window and out7 just before it: both on the window's first (partial) Los Angeles day, which a
 * 7-day window must read from raw rows, and a 30-day one from that day's rollup.
 */
const ago = {
  now: beforeNow(margin.now),
  d1: { sql: '1 day', ms: DAY },
  d2: { sql: '2 days', ms: 2 * DAY },
  d3: { sql: '3 days', ms: 3 * DAY },
  in7: beforeNow(7 * DAY - margin.inside),
  out7: beforeNow(7 * DAY + margin.outside),
  d10: { sql: '10 days', ms: 10 * DAY },
  d40: { sql: '40 days', ms: 40 * DAY },
} as const;
type Moment = keyof typeof ago;

/** The day a moment falls on in Los Angeles, as the functions count days. */
function losAngelesDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
const dayOf = (moment: Moment) => losAngelesDay(new Date(Date.now() - ago[moment].ms));

/** The calendar day `days` before `day` (YYYY-MM-DD). */
function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);
}

// The tab's calls: every function, the heatmap with and without a variant and device and on two grids.
type Call = [name: string, args: Record<string, unknown>];
const callsFor = (days: number): Call[] => [
  ['analytics_leads_per_day', { days }],
  ['analytics_funnel', { days }],
  ['analytics_ab_results', { days }],
  ['analytics_pages', { days }],
  ['analytics_click_map', { page: '/', days }],
  ['analytics_click_map', { page: '/', variant: 'A', days }],
  ['analytics_click_map', { page: '/', device: 'mobile', days }],
  ['analytics_click_map', { page: '/', variant: 'B', device: 'desktop', days }],
  ['analytics_click_map', { page: '/', days, columns: 4, row_height: 500 }],
  ['analytics_click_map', { page: '/services', days, columns: 200, row_height: 10 }],
  ['analytics_scroll_depth', { days }],
  ['analytics_web_vitals', { days }],
];
const WINDOWS = [7, 30, 90];

async function call(client: SupabaseClient, [name, args]: Call): Promise<unknown[]> {
  const { data, error } = await client.rpc(name, args);
  expect(error, `${name} ${JSON.stringify(args)}`).toBeNull();
  return data as unknown[];
}

/** Every call's answer for the admin, keyed by the call. */
async function answers(windows: number[] = WINDOWS, client: SupabaseClient = admin): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const days of windows) {
    for (const entry of callsFor(days)) all[`${entry[0]} ${JSON.stringify(entry[1])}`] = await call(client, entry);
  }
  return all;
}

const refresh = async () => (await backend.db.query<{ days: number }>('select private.refresh_analytics_rollups() as days')).rows[0]?.days;

const rollupTables = [
  'analytics_daily_clicks',
  'analytics_daily_pages',
  'analytics_daily_scroll_depth',
  'analytics_daily_funnel',
  'analytics_daily_ab',
  'analytics_daily_vitals',
] as const;

async function insertDataset(): Promise<void> {
  const click = (page: string, x: number, y: number, width: number, device: string, variant: string | null, at: Moment) =>
    backend.db.query(
      `insert into public.heatmap_clicks (page_path, x, y, element, viewport_width, viewport_height, device_class, ab_variant, session_id, client_timestamp, received_at)
       values ($1, $2, $3, 'a', $4, 800, $5, $6, 'heat-session', now(), now() - $7::interval)`,
      [page, x, y, width, device, variant, ago[at].sql],
    );
  await click('/', 101, 199, 1280, 'desktop', 'A', 'now');
  await click('/', 12, 31, 390, 'mobile', 'B', 'now');
  await click('/services', 640, 1500, 1280, 'desktop', null, 'now');
  await click('/', 104, 203, 1280, 'desktop', 'B', 'd1');
  await click('/services', 300, 80, 768, 'tablet', 'A', 'd1');
  await click('/', 640, 400, 1280, 'desktop', 'A', 'd2');
  // A viewport width of 0 has no place on the map, but counts as a click on the page.
  await click('/', 10, 10, 0, 'desktop', null, 'd2');
  await click('/', 200, 2500, 390, 'mobile', 'A', 'd3');
  await click('/services', 20, 20, 390, 'mobile', 'B', 'd3');
  await click('/', 1279, 700, 1280, 'desktop', 'B', 'in7');
  await click('/', 5, 5, 1280, 'desktop', 'A', 'out7');
  await click('/services', 640, 1500, 1280, 'desktop', null, 'out7');
  await click('/', 101, 199, 1280, 'desktop', 'A', 'd10');
  await click('/', 12, 31, 390, 'mobile', 'B', 'd40');
  await click('/services', 100, 100, 1280, 'desktop', 'B', 'd40');

  const scroll = (page: string, sessionId: string, scrollY: number, viewportHeight: number, documentHeight: number, at: Moment) =>
    backend.db.query(
      `insert into public.heatmap_scroll_samples (page_path, scroll_y, viewport_height, document_height, session_id, client_timestamp, received_at)
       values ($1, $2, $3, $4, $5, now(), now() - $6::interval)`,
      [page, scrollY, viewportHeight, documentHeight, sessionId, ago[at].sql],
    );
  await scroll('/', 'scroll-0a', 0, 500, 2000, 'now');
  await scroll('/', 'scroll-0a', 1500, 500, 2000, 'now');
  await scroll('/', 'scroll-0b', 300, 500, 2000, 'now');
  // One session on two days: a visit per day.
  await scroll('/', 'scroll-multi', 1000, 500, 2000, 'd2');
  await scroll('/', 'scroll-multi', 500, 500, 2000, 'd1');
  await scroll('/services', 'scroll-1s', 0, 800, 3000, 'd1');
  await scroll('/services', 'scroll-2', 2000, 800, 3000, 'd2');
  await scroll('/', 'scroll-3', 500, 500, 2000, 'd3');
  // A document of no height shows no depth, but counts as a sample of the page.
  await scroll('/about', 'scroll-zero', 0, 0, 0, 'd3');
  await scroll('/', 'scroll-7in', 1500, 500, 2000, 'in7');
  await scroll('/', 'scroll-7out', 0, 500, 2000, 'out7');
  await scroll('/services', 'scroll-10', 0, 800, 3000, 'd10');
  await scroll('/', 'scroll-40', 1500, 500, 2000, 'd40');

  const event = (name: string, page: string, params: object, sessionId: string, at: Moment, variant: string | null = null) =>
    backend.db.query(
      `insert into public.analytics_events (name, page, params, session_id, ab_variant, viewport_width, device_class, client_timestamp, received_at)
       values ($1, $2, $3::jsonb, $4, $5, 1280, 'desktop', now(), now() - $6::interval)`,
      [name, page, JSON.stringify(params), sessionId, variant, ago[at].sql],
    );
  const owner = { quiz: 'owner' };
  const aspirer = { quiz: 'aspirer' };
  // Starts and books today.
  await event('quiz_start', '/quiz/owner', owner, 'q-today', 'now');
  await event('booking_submit', '/call-booking', {}, 'q-today', 'now');
  // Answers the whole quiz the day before yesterday and books yesterday: the day after counts.
  await event('quiz_start', '/quiz/owner', owner, 'q-cross', 'd2');
  await event('quiz_step', '/quiz/owner', { ...owner, step: 1 }, 'q-cross', 'd2');
  await event('quiz_step', '/quiz/owner', { ...owner, step: 2 }, 'q-cross', 'd2');
  await event('quiz_submit', '/quiz/owner', owner, 'q-cross', 'd2');
  await event('booking_submit', '/call-booking', {}, 'q-cross', 'd1');
  // Answers step 1 twice: one session.
  await event('quiz_start', '/quiz/owner', owner, 'q-3', 'd3');
  await event('quiz_step', '/quiz/owner', { ...owner, step: 1 }, 'q-3', 'd3');
  await event('quiz_step', '/quiz/owner', { ...owner, step: 1 }, 'q-3', 'd3');
  await event('quiz_start', '/quiz/aspirer', aspirer, 'q-asp', 'd1');
  await event('quiz_step', '/quiz/aspirer', { ...aspirer, step: 1 }, 'q-asp', 'd1');
  // Books three days after starting: too late to count as the quiz's booking.
  await event('quiz_start', '/quiz/aspirer', aspirer, 'q-late', 'd3');
  await event('booking_submit', '/call-booking', {}, 'q-late', 'now');
  // Starts just before the 7-day window and books just inside it.
  await event('quiz_start', '/quiz/owner', owner, 'q-edge', 'out7');
  await event('booking_submit', '/call-booking', {}, 'q-edge', 'in7');
  await event('quiz_start', '/quiz/owner', owner, 'q-10', 'd10');
  await event('quiz_submit', '/quiz/owner', owner, 'q-10', 'd10');
  await event('quiz_start', '/quiz/aspirer', aspirer, 'q-40', 'd40');
  await event('booking_submit', '/call-booking', {}, 'no-quiz', 'now');

  const test = { test_name: 'hero_cta_v1' };
  const cta = { ...test, label: 'hero_cta' };
  await event('ab_test_view', '/', { ...test, variant: 'A' }, 'ab-1', 'now', 'A');
  await event('ab_test_view', '/', { ...test, variant: 'B' }, 'ab-2', 'now', 'B');
  await event('ab_test_conversion', '/', { ...cta, variant: 'B' }, 'ab-2', 'now', 'B');
  // The variant named by the params only, or by the event's column only.
  await event('ab_test_view', '/', { ...test, variant: 'A' }, 'ab-3', 'd1');
  await event('ab_test_conversion', '/', { ...cta, variant: 'A' }, 'ab-3', 'd1', 'A');
  await event('ab_test_view', '/', test, 'ab-4', 'd3', 'B');
  await event('ab_test_view', '/', { ...test, variant: 'A' }, 'ab-5', 'in7', 'A');
  await event('ab_test_view', '/', { ...test, variant: 'B' }, 'ab-6', 'out7', 'B');
  await event('ab_test_conversion', '/', { ...cta, variant: 'A' }, 'ab-7', 'out7', 'A');
  await event('ab_test_view', '/', { ...test, variant: 'A' }, 'ab-8', 'd10', 'A');
  await event('ab_test_view', '/', { ...test, variant: 'B' }, 'ab-9', 'd40', 'B');

  const vital = (page: string, metric: string, value: number | string, at: Moment, onPage = page) =>
    event('core_web_vital', onPage, { metric, value, page }, 'vitals', at);
  await vital('/', 'LCP', 100, 'now');
  await vital('/', 'LCP', 200, 'now');
  await vital('/', 'LCP', 'fast', 'now');
  await vital('/', 'TTFB', 50, 'now');
  await vital('/', 'LCP', 300, 'd1');
  await vital('/', 'LCP', 400, 'd2');
  await vital('/', 'LCP', 500, 'd3');
  await vital('/', 'LCP', 600, 'in7');
  await vital('/', 'LCP', 9000, 'out7');
  await vital('/', 'LCP', 700, 'd10');
  await vital('/', 'LCP', 800, 'd40');
  await vital('/services', 'INP', 150, 'now');
  await vital('/services', 'INP', 250, 'd1');
  await vital('/services', 'INP', 350, 'd10');
  // Reported after the visitor moved on from /services: counted for /services.
  await vital('/services', 'CLS', 0.12, 'd1', '/about');
  await vital('/services', 'CLS', 0.3, 'd40', '/about');
  await event('page_load_time', '/', { value: 1000 }, 'vitals', 'now');
  await event('page_load_time', '/', { value: 3000 }, 'vitals', 'd3');
  await event('page_load_time', '/', { value: 2000 }, 'vitals', 'out7');

  const lead = (source: string, attribution: object, at: Moment, isSpam = false) =>
    backend.db.query(
      `insert into public.leads (created_at, source, name, email, attribution, is_spam, status)
       values (now() - $1::interval, $2, 'Known Lead', 'known@example.com', $3::jsonb, $4, case when $4 then 'Spam' else 'New' end)`,
      [ago[at].sql, source, JSON.stringify(attribution), isSpam],
    );
  await lead('contact', { utm_source: 'google', ab_variant: 'B' }, 'now');
  await lead('contact', { utm_source: 'Google ', ab_variant: 'A' }, 'd1');
  await lead('contact', { utm_source: 'google', ab_variant: 'B' }, 'd1', true);
  await lead('quiz', {}, 'd3');
  await lead('contact', { utm_source: 'facebook', ab_variant: 'B' }, 'd10');
  await lead('smart-lead', { utm_source: 'google', ab_variant: 'A' }, 'd40');
}

beforeAll(async () => {
  backend = await startTestBackend();
  adminId = await backend.insertUser('owner@agency.example', { admin: true });
  staffId = await backend.insertUser('intern@agency.example');
  admin = backend.clientWithToken(await backend.accessTokenFor(adminId, 'owner@agency.example'));
  staff = backend.clientWithToken(await backend.accessTokenFor(staffId, 'intern@agency.example'));
  await insertDataset();
});
afterAll(() => backend.stop());

// The tests below run in order, each on what the one before left.
describe('the Analytics tab before and after the rollup job', () => {
  let raw: Record<string, unknown[]>;

  it('answers from raw rows before the job has ever run, each window reading its own days', async () => {
    raw = await answers();
    for (const [key, rows] of Object.entries(raw)) expect(rows.length, key).toBeGreaterThan(0);

    // Worked out by hand from the dataset: 7 days take in now … in7, 30 days add out7 and d10, 90 days d40.
    const week = (name: string, args: Record<string, unknown> = {}) => raw[`${name} ${JSON.stringify({ ...args, days: 7 })}`];
    expect(raw[`analytics_leads_per_day ${JSON.stringify({ days: 7 })}`]).toEqual([
      { day: dayOf('d3'), leads: 1, channels: { direct: 1 }, forms: { quiz: 1 } },
      { day: dayOf('d1'), leads: 1, channels: { google: 1 }, forms: { contact: 1 } },
      { day: dayOf('now'), leads: 1, channels: { google: 1 }, forms: { contact: 1 } },
    ]);
    expect(raw[`analytics_funnel ${JSON.stringify({ days: 7 })}`]).toEqual([
      { quiz: 'aspirer', step_order: 0, step: 'start', sessions: 2 },
      { quiz: 'aspirer', step_order: 1, step: 'step 1', sessions: 1 },
      { quiz: 'owner', step_order: 0, step: 'start', sessions: 3 },
      { quiz: 'owner', step_order: 1, step: 'step 1', sessions: 2 },
      { quiz: 'owner', step_order: 2, step: 'step 2', sessions: 1 },
      { quiz: 'owner', step_order: 6, step: 'submit', sessions: 1 },
      // q-today, q-cross (the day after its start) and q-edge (its start before the window).
      { quiz: 'owner', step_order: 7, step: 'booking', sessions: 3 },
    ]);
    expect(raw[`analytics_ab_results ${JSON.stringify({ days: 7 })}`]).toEqual([
      { variant: 'A', views: 3, cta_clicks: 1, leads: 1 },
      { variant: 'B', views: 2, cta_clicks: 1, leads: 1 },
    ]);
    expect(raw[`analytics_pages ${JSON.stringify({ days: 7 })}`]).toEqual([
      { page: '/', clicks: 7, scroll_samples: 7 },
      { page: '/services', clicks: 3, scroll_samples: 2 },
      { page: '/about', clicks: 0, scroll_samples: 1 },
    ]);
    expect(raw[`analytics_pages ${JSON.stringify({ days: 30 })}`]).toEqual([
      { page: '/', clicks: 9, scroll_samples: 8 },
      { page: '/services', clicks: 4, scroll_samples: 3 },
      { page: '/about', clicks: 0, scroll_samples: 1 },
    ]);
    expect(raw[`analytics_pages ${JSON.stringify({ days: 90 })}`]).toEqual([
      { page: '/', clicks: 10, scroll_samples: 9 },
      { page: '/services', clicks: 5, scroll_samples: 3 },
      { page: '/about', clicks: 0, scroll_samples: 1 },
    ]);
    // 4 columns of 25 % and rows of 500 px: (101, 199) and (104, 203) at 1280 px and (12, 31) at 390 px in
    // the first cell; (640, 400) at 1280 px in column 2; (200, 2500) at 390 px in column 2, row 5; (1279, 700)
    // at 1280 px in the last column, row 1.
    expect(raw[`analytics_click_map ${JSON.stringify({ page: '/', days: 7, columns: 4, row_height: 500 })}`]).toEqual([
      { total_clicks: 6, cells: [[0, 0, 3], [2, 0, 1], [3, 1, 1], [2, 5, 1]] },
    ]);
    // On /, the deepest sample of each session and day: 100 % (scroll-0a), 40 %, 75 % and 50 % (scroll-multi
    // on two days), 50 % (scroll-3) and 100 % (scroll-7in). On /services: 27 % and 93 %.
    const depths = (sessions: number[]) => sessions.map((count, index) => [(index + 1) * 10, count]);
    const scroll = week('analytics_scroll_depth') as { page: string; depth: number; sessions: number }[];
    expect(scroll.map((row) => [row.page, row.depth, row.sessions])).toEqual([
      ...depths([6, 6, 6, 6, 5, 3, 3, 2, 2, 2]).map((row) => ['/', ...row]),
      ...depths([2, 2, 1, 1, 1, 1, 1, 1, 1, 0]).map((row) => ['/services', ...row]),
    ]);
    // LCP on /: 100 … 600 (p75 475); 30 days add 9000 and 700 (p75 625), 90 days 800 (p75 700).
    expect(week('analytics_web_vitals')).toEqual([
      { page: '/', metric: 'LCP', p75: 475, samples: 6 },
      { page: '/', metric: 'page_load_time', p75: 2500, samples: 2 },
      { page: '/services', metric: 'CLS', p75: 0.12, samples: 1 },
      { page: '/services', metric: 'INP', p75: 225, samples: 2 },
    ]);
    expect(raw[`analytics_web_vitals ${JSON.stringify({ days: 30 })}`]).toContainEqual({ page: '/', metric: 'LCP', p75: 625, samples: 8 });
    expect(raw[`analytics_web_vitals ${JSON.stringify({ days: 90 })}`]).toContainEqual({ page: '/', metric: 'LCP', p75: 700, samples: 9 });
  });

  it('gives the same answers once the job has rolled up every finished day', async () => {
    const today = losAngelesDay(new Date());
    const yesterday = daysBefore(today, 1);
    // From the day of the oldest tracking row (d40) to yesterday.
    const expectedDays = (Date.parse(yesterday) - Date.parse(dayOf('d40'))) / DAY + 1;
    expect(await refresh()).toBe(expectedDays);

    for (const table of rollupTables) {
      const { rows } = await backend.db.query<{ rows: number }>(`select count(*)::integer as rows from private.${table}`);
      expect(rows[0]?.rows, table).toBeGreaterThan(0);
    }
    const { rows: state } = await backend.db.query<{ rolled_through: string }>(
      `select rolled_through::text as rolled_through from private.analytics_rollup_state`,
    );
    expect(state).toEqual([{ rolled_through: yesterday }]);
    expect(await answers()).toEqual(raw);
  });

  it('adds no day when run again, and the answers stay', async () => {
    expect(await refresh()).toBe(0);
    expect(await answers()).toEqual(raw);
  });

  it('still counts what arrives after the job (today, read raw)', async () => {
    await backend.db.query(
      `insert into public.heatmap_clicks (page_path, x, y, element, viewport_width, viewport_height, device_class, ab_variant, session_id, client_timestamp, received_at)
       values ('/', 640, 400, 'a', 1280, 800, 'desktop', 'A', 'late-session', now(), now())`,
    );
    await backend.db.query(
      `insert into public.analytics_events (name, page, params, session_id, viewport_width, device_class, client_timestamp, received_at)
       values ('core_web_vital', '/', '{"metric":"LCP","value":50,"page":"/"}', 'late-session', 1280, 'desktop', now(), now())`,
    );
    const now = await answers([7]);
    expect(now[`analytics_click_map ${JSON.stringify({ page: '/', days: 7, columns: 4, row_height: 500 })}`]).toEqual([
      { total_clicks: 7, cells: [[0, 0, 3], [2, 0, 2], [3, 1, 1], [2, 5, 1]] },
    ]);
    expect(now[`analytics_pages ${JSON.stringify({ days: 7 })}`]).toContainEqual({ page: '/', clicks: 8, scroll_samples: 7 });
    // 50, 100 … 600: p75 450.
    expect(now[`analytics_web_vitals ${JSON.stringify({ days: 7 })}`]).toContainEqual({ page: '/', metric: 'LCP', p75: 450, samples: 7 });
  });
});

describe('the rolled-up days', () => {
  it('are what the functions read: without the raw rows before today, whole days answer the same', async () => {
    const before = await answers([30]);
    const weekBefore = await answers([7]);
    const losAngelesMidnight = `(date_trunc('day', now() at time zone 'America/Los_Angeles') at time zone 'America/Los_Angeles')`;
    for (const table of ['heatmap_clicks', 'heatmap_scroll_samples', 'analytics_events']) {
      const { rows } = await backend.db.query(`delete from public.${table} where received_at < ${losAngelesMidnight} returning id`);
      expect(rows.length, table).toBeGreaterThan(0);
    }
    expect(await answers([30])).toEqual(before);

    // The 7-day window's first day is partial and read raw: its LCP of 600 (in7) is gone, the rest stays.
    const week = await answers([7]);
    const lcp = (all: Record<string, unknown[]>) =>
      all[`analytics_web_vitals ${JSON.stringify({ days: 7 })}`]?.find((row) => (row as { metric: string; page: string }).metric === 'LCP');
    expect(lcp(weekBefore)).toEqual({ page: '/', metric: 'LCP', p75: 450, samples: 7 });
    // 50, 100 … 500: p75 375.
    expect(lcp(week)).toEqual({ page: '/', metric: 'LCP', p75: 375, samples: 6 });
  });

  it('show nothing to a signed-in user who is not an admin', async () => {
    const asStaff = await answers(WINDOWS, staff);
    for (const [key, rows] of Object.entries(asStaff)) expect(rows, key).toEqual([]);
    // While the admin still reads them.
    expect((await answers([30]))[`analytics_pages ${JSON.stringify({ days: 30 })}`]).not.toEqual([]);
  });

  it('are behind row level security themselves, as the raw tables are', async () => {
    // The functions cannot show it: for a non-admin they find no rolled-up day (the job's state is
    // hidden too) and read raw rows only. The private schema is not served over the API, so the rows are
    // counted in SQL as PostgREST runs a request: the caller's claims, then the authenticated role.
    const rowsAs = async (userId: string) => {
      const sessionId = await backend.openSession(userId);
      return backend.db.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: userId, role: 'authenticated', aal: 'aal1', session_id: sessionId }),
        ]);
        await tx.exec('set local role authenticated');
        const counts: Record<string, number> = {};
        for (const table of [...rollupTables, 'analytics_rollup_state']) {
          const { rows } = await tx.query<{ rows: number }>(`select count(*)::integer as rows from private.${table}`);
          counts[table] = rows[0]?.rows ?? -1;
        }
        return counts;
      });
    };
    const asAdmin = await rowsAs(adminId);
    for (const [table, rows] of Object.entries(asAdmin)) expect(rows, table).toBeGreaterThan(0);
    const asStaff = await rowsAs(staffId);
    expect(asStaff).toEqual(Object.fromEntries(Object.keys(asAdmin).map((table) => [table, 0])));
  });
});

describe('answers past PostgREST’s max_rows (1,000 rows)', () => {
  it('analytics_click_map: one row with every cell and the total', async () => {
    // 50 columns of 20 px on a 1000 px viewport, rows of 10 px: click g at the middle of column g % 50,
    // on row g / 50, so that each of the 1,500 clicks has a cell of its own.
    await backend.db.query(
      `insert into public.heatmap_clicks (page_path, x, y, element, viewport_width, viewport_height, device_class, session_id, client_timestamp, received_at)
       select '/grid', (g % 50) * 20 + 10, (g / 50) * 10, 'a', 1000, 800, 'desktop', 'grid-session', now(), now() - interval '1 minute'
       from generate_series(0, 1499) as g`,
    );
    const { data, error } = await admin.rpc('analytics_click_map', { page: '/grid', days: 7, columns: 50, row_height: 10 });
    expect(error).toBeNull();
    // One click each: ordered by row, then column.
    const cells = Array.from({ length: 1500 }, (_, g) => [g % 50, Math.floor(g / 50), 1]);
    expect(data).toEqual([{ total_clicks: 1500, cells }]);
  });

  it('analytics_leads_per_day: one row a day, whatever the number of channels', async () => {
    // 1,200 leads, each from a channel of its own, at noon in Los Angeles on each of the 300 days before today.
    await backend.db.query(
      `insert into public.leads (created_at, source, name, email, attribution)
       select (((now() at time zone 'America/Los_Angeles')::date - 1 - g % 300) + time '12:00') at time zone 'America/Los_Angeles',
              'contact', 'Channel Lead', 'channel-' || g || '@example.com', jsonb_build_object('utm_source', 'channel-' || g)
       from generate_series(0, 1199) as g`,
    );
    const { data, error } = await admin.rpc('analytics_leads_per_day', { days: 366 });
    expect(error).toBeNull();
    const rows = data as { day: string; leads: number; channels: Record<string, number>; forms: Record<string, number> }[];
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, count) => total + count, 0);

    const days = rows.map((row) => row.day);
    expect(days).toEqual([...new Set(days)].sort());
    expect(rows.length).toBeLessThanOrEqual(367);
    const today = losAngelesDay(new Date());
    for (let back = 1; back <= 300; back += 1) expect(days, `${back} days ago`).toContain(daysBefore(today, back));
    // The 1,200, and the dataset's five leads that are not spam.
    expect(rows.reduce((total, row) => total + row.leads, 0)).toBe(1205);
    for (const row of rows) {
      expect(sum(row.channels), row.day).toBe(row.leads);
      expect(sum(row.forms), row.day).toBe(row.leads);
    }
    const byDay = new Map(rows.map((row) => [row.day, row.channels]));
    expect(byDay.get(daysBefore(today, 1))).toMatchObject({ 'channel-0': 1, 'channel-300': 1, 'channel-600': 1, 'channel-900': 1 });
    expect(byDay.get(daysBefore(today, 300))).toMatchObject({ 'channel-299': 1, 'channel-599': 1, 'channel-899': 1, 'channel-1199': 1 });
  });
});
