/**
 * Times one row of the scale bench: a warm-up, then runs until the row has its planned number or its
 * runs add up to its allowance (scale-report.ts's wantsAnotherRun). Every run has a deadline: the
 * supabase-js clients' fetch is aborted at it, and the backend's statement_timeout (scale-database.ts)
 * stops the statement behind it on PostgreSQL; a run cut off ends the row as over budget.
 */
import type { QueryLog } from './scale-plans.ts';
import { STATEMENT_TIMEOUT_CODE } from './scale-plans.ts';
import { wantsAnotherRun, type RowCheck, type RowResult } from './scale-report.ts';

export const DEFAULT_RUNS = 5;
/** How long one statement may run on PostgreSQL (the backend's statement_timeout). */
export const STATEMENT_TIMEOUT_MS = 10_000;
/**
 * How long one run of a row may take before the bench gives up on it: a little past the statement
 * timeout, so that the statement's own cancellation, which the query log records, comes first.
 */
export const DEFAULT_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 2_000;
/** A row's runs stop once they add up to this many times its budget (and at least MIN_ALLOWANCE_MS). */
export const ALLOWANCE_BUDGETS = 3;
export const MIN_ALLOWANCE_MS = 3_000;

export interface ScaleCase<Result = unknown> {
  name: string;
  budgetMs: number;
  /** Measured runs after the warm-up; DEFAULT_RUNS unless given. */
  runs?: number;
  timeoutMs?: number;
  run(): Promise<Result>;
  /** What the last run's result showed, checked where a truth is at hand. Untimed. */
  check?(result: Result): RowCheck | Promise<RowCheck>;
  /** Untimed work after each run (the e-mails a lead submission sends in the background). */
  afterEach?(): Promise<void>;
  notes?: readonly string[];
}

/** The signal the bench's supabase-js clients add to every request: the current run's deadline. */
export class Deadline {
  signal: AbortSignal | undefined;

  /** A fetch for supabase-js's `global.fetch` that gives up at the current deadline. */
  readonly fetch: typeof fetch = (input, init) => {
    const signals = [init?.signal, this.signal].filter((signal): signal is AbortSignal => signal !== undefined && signal !== null);
    return fetch(input, { ...init, ...(signals.length > 0 ? { signal: AbortSignal.any(signals) } : {}) });
  };
}

type Attempt<Result> = { kind: 'done'; ms: number; result: Result } | { kind: 'timeout'; ms: number } | { kind: 'error'; message: string };

function isStatementTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === STATEMENT_TIMEOUT_CODE;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return String(error);
}

export async function measureCase<Result>(scaleCase: ScaleCase<Result>, deadline: Deadline, queries: QueryLog): Promise<RowResult> {
  const timeoutMs = scaleCase.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const attempt = async (): Promise<Attempt<Result>> => {
    queries.begin(scaleCase.name);
    const signal = AbortSignal.timeout(timeoutMs);
    deadline.signal = signal;
    const started = performance.now();
    try {
      const result = await scaleCase.run();
      return { kind: 'done', ms: performance.now() - started, result };
    } catch (error) {
      if (signal.aborted || isStatementTimeout(error)) return { kind: 'timeout', ms: performance.now() - started };
      return { kind: 'error', message: describeError(error) };
    } finally {
      deadline.signal = undefined;
      // Only what the timed part ran is the row's.
      queries.end();
      await scaleCase.afterEach?.();
    }
  };

  const base = { name: scaleCase.name, budgetMs: scaleCase.budgetMs, ...(scaleCase.notes ? { notes: scaleCase.notes } : {}) };
  const cutOff = (samples: number[], ms: number): RowResult => ({
    ...base,
    samples,
    timedOutAfterMs: ms,
    notes: [...(scaleCase.notes ?? []), samples.length === 0 ? 'cut off in the warm-up' : `cut off in run ${samples.length + 1}`],
  });
  const warmUp = await attempt();
  if (warmUp.kind === 'timeout') return cutOff([], warmUp.ms);
  if (warmUp.kind === 'error') return { ...base, samples: [], error: warmUp.message };
  const samples: number[] = [];
  let last = warmUp;
  const allowance = Math.max(MIN_ALLOWANCE_MS, ALLOWANCE_BUDGETS * scaleCase.budgetMs);
  while (wantsAnotherRun(samples, scaleCase.runs ?? DEFAULT_RUNS, allowance)) {
    const next = await attempt();
    if (next.kind === 'timeout') return cutOff(samples, next.ms);
    if (next.kind === 'error') return { ...base, samples, error: next.message };
    samples.push(next.ms);
    last = next;
  }
  try {
    const check = await scaleCase.check?.(last.result);
    return { ...base, samples, ...(check ? { check } : {}) };
  } catch (error) {
    return { ...base, samples, check: { text: `the check failed: ${describeError(error)}`, ok: false } };
  }
}
