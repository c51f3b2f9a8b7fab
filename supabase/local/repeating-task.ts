/**
 * A task run every `intervalMs`, as a Supabase Cron job runs on the platform: runs never overlap (the
 * next waits for the one in progress), stop() waits for the one in progress, and the timer alone does not
 * keep the process alive. The task reports its own failures: one that throws stops nothing.
 */
export interface RepeatingTask<Result> {
  /** Runs the task now (after the run in progress, if any). */
  runOnce(): Promise<Result>;
  stop(): Promise<void>;
}

export function startRepeatingTask<Result>(task: () => Promise<Result>, intervalMs: number, idle: Result): RepeatingTask<Result> {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<Result> = Promise.resolve(idle);

  function runOnce(): Promise<Result> {
    running = running.then(task);
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().then(schedule);
    }, intervalMs);
    timer.unref?.();
  }

  schedule();
  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
