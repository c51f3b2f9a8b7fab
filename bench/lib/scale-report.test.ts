import { formatCounts, formatMs, formatScaleTable, max, median, scaleFailures, timeStatus, wantsAnotherRun, type RowResult } from './scale-report';

const row = (overrides: Partial<RowResult> = {}): RowResult => ({ name: 'inbox: default view', budgetMs: 300, samples: [100, 120, 110], ...overrides });

describe('median and max', () => {
  it('take the middle value of an odd count, the mean of the two middle ones of an even count, and the largest', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(max([4, 1, 3, 2])).toBe(4);
    expect(median([])).toBeNaN();
    expect(max([])).toBeNaN();
  });
});

describe('wantsAnotherRun', () => {
  it('runs up to the planned number while the runs stay under the allowance, and always at least once', () => {
    expect(wantsAnotherRun([], 5, 1000)).toBe(true);
    expect(wantsAnotherRun([100, 100], 5, 1000)).toBe(true);
    expect(wantsAnotherRun([100, 100, 100, 100, 100], 5, 1000)).toBe(false);
    expect(wantsAnotherRun([600, 500], 5, 1000)).toBe(false);
    expect(wantsAnotherRun([], 5, 0)).toBe(true);
  });
});

describe('timeStatus', () => {
  it('judges the median against the budget, so one slow run does not fail a row', () => {
    expect(timeStatus(row({ samples: [100, 120, 900] }))).toBe('ok');
    expect(timeStatus(row({ samples: [300, 300, 301] }))).toBe('ok');
    expect(timeStatus(row({ samples: [301, 320, 100] }))).toBe('OVER');
  });

  it('counts a run cut off by the time limit as over budget and an error as failed', () => {
    expect(timeStatus(row({ samples: [100], timedOutAfterMs: 12_000 }))).toBe('OVER');
    expect(timeStatus(row({ samples: [], error: 'permission denied' }))).toBe('failed');
  });
});

describe('formatScaleTable', () => {
  it('prints one line per row with its budget, median, max, runs, status, result and notes', () => {
    const table = formatScaleTable([
      row({ samples: [100.4, 1234.5, 120], check: { text: '25 of 95,000', ok: true }, notes: ['first page'] }),
      row({ name: 'inbox: page 400', budgetMs: 1000, samples: [], timedOutAfterMs: 12_003 }),
      row({ name: 'analytics: clicks', samples: [50], check: { text: '1,000 rows: exactly max_rows', warning: true } }),
      row({ name: 'write: note', samples: [], error: 'permission denied' }),
    ]);
    expect(table.split('\n')).toEqual([
      '| row                 | budget ms | median ms |   max ms | runs | status | result                         | note              |',
      '| ------------------- | --------: | --------: | -------: | ---: | ------ | ------------------------------ | ----------------- |',
      '| inbox: default view |       300 |       120 |    1,235 |    3 | ok     | ✓ 25 of 95,000                 | first page        |',
      '| inbox: page 400     |     1,000 |  > 12,003 | > 12,003 |    0 | OVER   |                                |                   |',
      '| analytics: clicks   |       300 |        50 |       50 |    1 | ok     | ⚠ 1,000 rows: exactly max_rows |                   |',
      '| write: note         |       300 |         – |        – |    0 | failed |                                | permission denied |',
    ]);
  });
});

describe('scaleFailures', () => {
  it('names each row over budget, failed or wrong, and nothing for a row within budget', () => {
    expect(
      scaleFailures([
        row(),
        row({ name: 'slow', samples: [400, 500, 450] }),
        row({ name: 'cut', samples: [], timedOutAfterMs: 12_000 }),
        row({ name: 'broken', samples: [], error: 'boom' }),
        row({ name: 'wrong', check: { text: '10 of 20', ok: false } }),
      ]),
    ).toEqual(['slow: median 450 ms, budget 300 ms', 'cut: cut off after 12,000 ms, budget 300 ms', 'broken: failed: boom', 'wrong: wrong result: 10 of 20']);
  });
});

describe('formatMs and formatCounts', () => {
  it('round to whole milliseconds with thousands separated, and list counts with their labels', () => {
    expect(formatMs(1234.56)).toBe('1,235');
    expect(formatMs(Number.NaN)).toBe('–');
    expect(formatCounts([['leads', 100_000], ['notes', 500]])).toBe('100,000 leads, 500 notes');
  });
});
