/**
 * Fake setTimeout, clearTimeout and Date for tests of timed behaviour (a 2 s redirect, a 5 s panel,
 * the 45 s exit-intent offer). React's scheduler runs on setImmediate, which stays real. Testing
 * Library advances its own setTimeout(0) waits only under "Jest" fake timers, so Vitest's are
 * shown to it under that name; `vi.useRealTimers()` and `vi.unstubAllGlobals()` undo both.
 */
export function useFakeClock(options: { now?: number | Date; pageClock?: boolean } = {}): void {
  // pageClock: performance.now() too, from 0 at this call, for code timed from the page's start.
  const toFake = ['setTimeout', 'clearTimeout', 'Date', ...(options.pageClock ? (['performance'] as const) : [])] as const;
  vi.useFakeTimers({ toFake: [...toFake], ...(options.now === undefined ? {} : { now: options.now }) });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
