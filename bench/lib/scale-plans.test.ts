import type { RestQuery } from '../../supabase/local/rest/index';
import { formatParam, formatPlans, nestedDurationMs, planTargets, QueryLog, slowestNested, slowestStatements, statementShape } from './scale-plans';

const query = (sql: string, durationMs: number, overrides: Partial<RestQuery> = {}): RestQuery => ({
  sql,
  params: [],
  caller: { role: 'authenticated', claims: { sub: 'admin' } },
  request: { method: 'GET', path: '/lead_inbox' },
  readOnly: true,
  durationMs,
  ...overrides,
});

describe('QueryLog', () => {
  it('keeps only the last run of each row, and nothing heard outside a row', () => {
    const log = new QueryLog();
    log.listener(query('before', 1));
    log.begin('row');
    log.listener(query('first run', 1));
    log.end();
    log.begin('row');
    log.listener(query('second run', 1));
    log.end();
    log.listener(query('after', 1));
    expect(log.of('row').map((heard) => heard.sql)).toEqual(['second run']);
    expect(log.of('another row')).toEqual([]);
  });
});

describe('slowestStatements and planTargets', () => {
  it('keep the slowest run of each statement, slowest first, up to the limit', () => {
    const heard = [query('a', 10), query('b', 50), query('a', 30), query('c', 5)];
    expect(slowestStatements(heard, 2).map((statement) => [statement.sql, statement.durationMs])).toEqual([
      ['b', 50],
      ['a', 30],
    ]);
  });

  it('explain a statement shared by several rows once, from its slowest run, naming every row', () => {
    const targets = planTargets([
      { name: 'source contact', queries: [query('inbox', 400, { params: ['contact'] })] },
      { name: 'source quiz', queries: [query('inbox', 900, { params: ['quiz'] })] },
      { name: 'lead page', queries: [query('lead', 50), query('notes', 20)] },
    ]);
    expect(targets.map((target) => [target.query.sql, target.query.params, target.rows.map((row) => row.name)])).toEqual([
      ['inbox', ['quiz'], ['source contact', 'source quiz']],
      ['lead', [], ['lead page']],
      ['notes', [], ['lead page']],
    ]);
    expect(targets[1]?.rows).toEqual([{ name: 'lead page', statements: 2, databaseMs: 70 }]);
  });

  it('take the pages of one read, which differ only in limit and offset, for one statement', () => {
    const pages = [query('select … limit 1000 offset 0', 90), query('select … limit 1000 offset 99000', 400)];
    expect(statementShape(pages[1]?.sql ?? '')).toBe('select … limit N offset N');
    expect(slowestStatements(pages, 3).map((statement) => statement.sql)).toEqual(['select … limit 1000 offset 99000']);
  });
});

describe('formatPlans', () => {
  it('prints nothing without plans, and otherwise each statement with its rows, caller, parameters and plans', () => {
    expect(formatPlans([])).toBe('');
    const text = formatPlans([
      {
        target: {
          query: query('select 1', 1234, { params: ['contact'], errorCode: '57014' }),
          rows: [
            { name: 'source contact', statements: 1, databaseMs: 1234 },
            { name: 'export', statements: 101, databaseMs: 8400 },
          ],
        },
        plan: 'Result  (cost=0.00..0.01 rows=1 width=4)',
        how: 'explain',
        nested: ['Query Text: select 2'],
      },
    ]);
    expect(text).toContain('## Query plans of the rows over budget\n\n### 1. source contact; export (101 statements, 8,400 ms in the database)');
    expect(text).toContain('As `authenticated`, GET /lead_inbox; the slowest run took cut off after 1,234 ms. The statement, with $1 = "contact":');
    expect(text).toContain('```\nselect 1\n```');
    expect(text).toContain('`explain`:\n\n```\nResult  (cost=0.00..0.01 rows=1 width=4)\n```');
    expect(text).toContain('What ran inside it, slowest first (auto_explain):\n\n```\nQuery Text: select 2\n```');
  });

  it('shows the slowest nested plans first and counts the ones left out', () => {
    const nested = ['duration: 1.5 ms  plan:\nA', 'duration: 234.9 ms  plan:\nB', 'duration: 3 ms  plan:\nC', 'no duration'];
    expect(slowestNested(nested, 2)).toEqual({ shown: ['duration: 234.9 ms  plan:\nB', 'duration: 3 ms  plan:\nC'], leftOut: 2 });
    expect(nestedDurationMs('no duration')).toBe(0);
  });

  it('shortens long parameters', () => {
    expect(formatParam('x'.repeat(300), 10)).toBe('"xxxxxxxxx… (302 characters)');
    expect(formatParam(null)).toBe('null');
  });
});
