/**
 * Fake setTimeout, clearTimeout and Date for tests of timed behaviour (a 2 s redirect, a 5 s panel,
 * the 45 s exit-intent offer). React's scheduler runs on setImmediate, which stays real. Testing
 * Library advances its own setTimeout(0) waits only under "Jest" fake timers, so Vitest's are
 * shown to it under that name; `vi.useRealTimers()` and `vi.unstubAllGlobals()` undo both.
 */
export function useFakeClock(options: { now?: number | Date } = {}): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], ...(options.now === undefined ? {} : { now: options.now }) });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
