/**
 * The data half of 20261202030000_tracking_figures_once_per_session.sql: A/B events and conversions
 * stored while every repeat counted and a beacon named its own value are inserted into a database
 * migrated to just before it, and rolled up; after it, each session counts once in the raw rows and in
 * the rollups, and every conversion is at the server's value.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionValueOf } from '../../supabase/functions/_shared/rules/conversion-value.ts';
import type { Database } from '../../supabase/local/db/drivers.ts';
import { applyMigrations, bootstrapPlatform } from '../../supabase/local/db/migrate.ts';
import { migrationsBefore } from './migrations-before.ts';
import { openTestDatabase } from './migrated-template.ts';

const MIGRATION = '20261202030000';

let db: Database;
let dir: string | undefined;

beforeAll(async () => {
  db = await openTestDatabase({ migrated: false });
  dir = await migrationsBefore(MIGRATION);
  await bootstrapPlatform(db);
  await applyMigrations(db, dir);

  // Two days ago, so that the rollup job takes the day in: a session that sent its view 5 times and its
  // click 3 times, with 2 web vitals; another shown A once.
  const event = (name: string, sessionId: string, variant: string | null, minute: number) =>
    db.query(
      `insert into public.analytics_events (name, page, params, session_id, ab_variant, viewport_width, device_class, client_timestamp, received_at)
       values ($1, '/', $2::jsonb, $3, $4, 1280, 'desktop', now(), now() - interval '2 days' + make_interval(mins => $5))`,
      [name, JSON.stringify(variant ? { test_name: 'hero_cta_v1', variant } : { metric: 'LCP', value: 900, page: '/' }), sessionId, variant, minute],
    );
  for (let minute = 0; minute < 5; minute += 1) await event('ab_test_view', 'stuffer', 'B', minute);
  for (let minute = 0; minute < 3; minute += 1) await event('ab_test_conversion', 'stuffer', 'B', minute);
  for (let minute = 0; minute < 2; minute += 1) await event('core_web_vital', 'stuffer', null, minute);
  await event('ab_test_view', 'visitor', 'A', 0);

  const conversion = (sessionId: string, type: string, value: number, currency: string, minute: number) =>
    db.query(
      `insert into public.tracking_conversions (conversion_type, conversion_timestamp, conversion_value, currency, session_id, received_at)
       values ($1, now(), $2, $3, $4, now() - interval '2 days' + make_interval(mins => $5))`,
      [type, value, currency, sessionId, minute],
    );
  for (let minute = 0; minute < 3; minute += 1) await conversion('stuffer', 'generate_lead', 1_000_000, 'USD', minute);
  await conversion('stuffer', 'book_call', 250, 'EUR', 0);
  await conversion('visitor', 'generate_lead', 100, 'USD', 0);

  await db.query('select private.refresh_analytics_rollups()');
  const { rows } = await db.query<{ views: number }>(`select views from private.analytics_daily_ab where variant = 'B'`);
  expect(rows).toEqual([{ views: 5 }]);

  const applied = await applyMigrations(db);
  expect(applied.map((migration) => migration.version)).toContain(MIGRATION);
});

afterAll(async () => {
  await db?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('after 20261202030000', () => {
  it('keeps one A/B view and one click per session and variant, and every other event', async () => {
    const { rows } = await db.query<{ name: string; n: number }>(
      `select name, count(*)::int as n from public.analytics_events where session_id = 'stuffer' group by name order by name`,
    );
    expect(rows).toEqual([
      { name: 'ab_test_conversion', n: 1 },
      { name: 'ab_test_view', n: 1 },
      { name: 'core_web_vital', n: 2 },
    ]);
  });

  it('has the days already rolled up counted again, in sessions', async () => {
    const { rows } = await db.query(`select variant, views, cta_clicks from private.analytics_daily_ab order by variant`);
    expect(rows).toEqual([
      { variant: 'A', views: 1, cta_clicks: 0 },
      { variant: 'B', views: 1, cta_clicks: 1 },
    ]);
  });

  it('keeps one conversion of each type per session, at the server’s value in USD', async () => {
    const { rows } = await db.query<{ session_id: string; conversion_type: string; value: number; currency: string }>(
      `select session_id, conversion_type, conversion_value::float8 as value, currency from public.tracking_conversions order by session_id, conversion_type`,
    );
    expect(rows).toEqual([
      { session_id: 'stuffer', conversion_type: 'book_call', value: conversionValueOf('book_call'), currency: 'USD' },
      { session_id: 'stuffer', conversion_type: 'generate_lead', value: conversionValueOf('generate_lead'), currency: 'USD' },
      { session_id: 'visitor', conversion_type: 'generate_lead', value: conversionValueOf('generate_lead'), currency: 'USD' },
    ]);
  });
});
