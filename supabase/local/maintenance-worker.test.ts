import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/drivers.ts';
import { prepareDatabase } from './db/migrate.ts';
import { openTestDatabase } from '../../tests/backend/migrated-template.ts';
import { startMaintenanceWorker } from './maintenance-worker.ts';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase({ migrated: false });
  await prepareDatabase(db, { seed: false });
});
afterAll(() => db.close());

async function click(age: string): Promise<void> {
  await db.query(
    `insert into public.heatmap_clicks (page_path, x, y, element, viewport_width, viewport_height, device_class, session_id, client_timestamp, received_at)
     values ('/', 10, 10, 'button', 390, 800, 'mobile', 's', now(), now() - $1::interval)`,
    [age],
  );
}

describe('the local maintenance worker', () => {
  it('rolls the finished days up and applies retention when it starts, as the hourly cron job does', async () => {
    await click('2 days');
    await click('14 months');
    const lines: string[] = [];
    const worker = startMaintenanceWorker({ db, intervalMs: 3_600_000, log: (line) => lines.push(line) });
    await worker.stop();

    const { rows: state } = await db.query<{ rolled: boolean }>(
      `select rolled_through = (now() at time zone 'America/Los_Angeles')::date - 1 as rolled from private.analytics_rollup_state`,
    );
    expect(state).toEqual([{ rolled: true }]);
    const { rows: clicks } = await db.query<{ kept: number; rolled: number }>(
      `select (select count(*)::integer from public.heatmap_clicks) as kept, (select sum(clicks)::integer from private.analytics_daily_clicks) as rolled`,
    );
    // The 14-month-old click is past retention: deleted, and its day's rollup with it.
    expect(clicks).toEqual([{ kept: 1, rolled: 1 }]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^analytics: rolled up \d+ finished days$/);
  });

  it('logs a failed run and carries on', async () => {
    const errors: string[] = [];
    const broken = { ...db, query: () => Promise.reject(new Error('connection lost')) } as Database;
    const worker = startMaintenanceWorker({ db: broken, intervalMs: 3_600_000, logError: (line) => errors.push(line) });
    expect(await worker.runOnce()).toBeNull();
    await worker.stop();
    expect(errors).toEqual(['maintenance: failed: connection lost', 'maintenance: failed: connection lost']);
  });
});
