import { QueryLog } from './scale-plans';
import { Deadline, DEFAULT_RUNS, measureCase } from './scale-runner';

const log = () => new QueryLog();

describe('measureCase', () => {
  it('warms up once, then times the planned runs and checks the last result', async () => {
    let calls = 0;
    const row = await measureCase(
      { name: 'quick', budgetMs: 300, run: async () => ++calls, check: (result) => ({ text: `call ${result}`, ok: true }) },
      new Deadline(),
      log(),
    );
    expect(calls).toBe(DEFAULT_RUNS + 1);
    expect(row.samples).toHaveLength(DEFAULT_RUNS);
    expect(row.check).toEqual({ text: `call ${DEFAULT_RUNS + 1}`, ok: true });
  });

  it('ends a row cut off by the statement timeout as over budget, saying where', async () => {
    let calls = 0;
    const row = await measureCase(
      {
        name: 'cut',
        budgetMs: 300,
        run: async () => {
          calls += 1;
          if (calls === 3) throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
        },
      },
      new Deadline(),
      log(),
    );
    expect(row.samples).toHaveLength(1);
    expect(row.timedOutAfterMs).toBeGreaterThanOrEqual(0);
    expect(row.notes).toEqual(['cut off in run 2']);
  });

  it('reports another failure as the row’s error, and a failing check as a wrong result', async () => {
    const failed = await measureCase({ name: 'broken', budgetMs: 300, run: () => Promise.reject(new Error('permission denied')) }, new Deadline(), log());
    expect(failed).toMatchObject({ samples: [], error: 'permission denied' });
    const unchecked = await measureCase(
      { name: 'check throws', budgetMs: 300, runs: 1, run: async () => 1, check: () => Promise.reject(new Error('no truth')) },
      new Deadline(),
      log(),
    );
    expect(unchecked.check).toEqual({ text: 'the check failed: no truth', ok: false });
  });

  it('keeps the statements of the last run for the row, and runs the untimed after-each outside it', async () => {
    const queries = log();
    const heard = (sql: string) =>
      queries.listener({ sql, params: [], caller: { role: 'authenticated', claims: {} }, request: { method: 'GET', path: '/' }, readOnly: true, durationMs: 1 });
    let run = 0;
    await measureCase({ name: 'row', budgetMs: 300, runs: 2, run: async () => heard(`run ${++run}`), afterEach: async () => heard('after') }, new Deadline(), queries);
    expect(queries.of('row').map((query) => query.sql)).toEqual(['run 3']);
  });
});
