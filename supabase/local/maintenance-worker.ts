/**
 * The local stand-in for production's hourly Supabase Cron job (supabase/README.md): rolls the finished
 * days of tracking up for the Analytics tab, then applies the retention rules. Runs once at start, so a
 * developer's demo data is rolled up before the dashboard is opened, then every `intervalMs`.
 */
import type { Database } from './db/drivers.ts';
import { startRepeatingTask, type RepeatingTask } from './repeating-task.ts';

/** What the cron job runs, statement by statement; the procedure commits as it goes, so it is not in a transaction. */
export const MAINTENANCE_STATEMENTS = ['select private.refresh_analytics_rollups() as days', 'call private.apply_retention()'] as const;

export interface MaintenanceWorkerOptions {
  db: Database;
  intervalMs: number;
  log?: (line: string) => void;
  /** A run that throws (the database went away): logged, and the worker carries on. */
  logError?: (line: string) => void;
}

/** runOnce() resolves to the days rolled up, or null when the run failed. */
export type MaintenanceWorker = RepeatingTask<number | null>;

export function startMaintenanceWorker({
  db,
  intervalMs,
  log = (line) => console.info(line),
  logError = (line) => console.error(line),
}: MaintenanceWorkerOptions): MaintenanceWorker {
  const [refresh, retention] = MAINTENANCE_STATEMENTS;
  async function maintain(): Promise<number | null> {
    try {
      const { rows } = await db.query<{ days: number }>(refresh);
      await db.query(retention);
      const days = rows[0]?.days ?? 0;
      if (days > 0) log(`analytics: rolled up ${days} finished ${days === 1 ? 'day' : 'days'}`);
      return days;
    } catch (error) {
      logError(`maintenance: failed: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
  const worker = startRepeatingTask(maintain, intervalMs, null);
  void worker.runOnce();
  return worker;
}
