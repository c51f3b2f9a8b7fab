import { checkRun, formatMarkdownTable, percentile, summarize, type RunMeasurement, type RunSummary } from './load-stats';

const run = (overrides: Partial<RunMeasurement> = {}): RunMeasurement => ({
  functionName: 'send-contact-email',
  clients: 10,
  latenciesMs: [10, 20, 30, 40],
  statuses: [200, 200, 200, 200],
  wallMs: 2000,
  stored: 4,
  sent: 4,
  emailsRetried: 0,
  ...overrides,
});

describe('percentile', () => {
  it('takes the nearest rank, so p99 of 100 values is the 99th and p50 of an even count the lower middle', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([5, 1, 3, 2], 50)).toBe(2);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summarize and checkRun', () => {
  it('reports throughput over the wall time and passes a clean run', () => {
    const summary = summarize(run());
    expect(summary).toMatchObject({ requests: 4, throughput: 2, p50Ms: 20, p99Ms: 40, serverErrors: 0, otherFailures: 0 });
    expect(checkRun(summary)).toEqual([]);
  });

  it('fails on a 5xx, on a request not answered 2xx, on a lost lead and on an e-mail not sent', () => {
    const summary = summarize(run({ statuses: [200, 503, 429, 0], stored: 3, sent: 2 }));
    expect(summary).toMatchObject({ serverErrors: 1, otherFailures: 2 });
    expect(checkRun(summary)).toEqual([
      'send-contact-email at 10 clients: 1 answers were 5xx',
      'send-contact-email at 10 clients: 2 requests were not answered 2xx',
      'send-contact-email at 10 clients: 4 submissions, 3 stored',
      'send-contact-email at 10 clients: 3 stored, 2 sent',
    ]);
  });
});

describe('formatMarkdownTable', () => {
  it('renders one aligned row per run under a header', () => {
    const summary: RunSummary = { ...summarize(run()), throughput: 123.456 };
    const [header, rule, row, ...rest] = formatMarkdownTable([summary]).split('\n');
    expect(rest).toEqual([]);
    expect(header).toMatch(/^\| function +\| clients \| requests \| req\/s \| p50 ms \| p99 ms \| 5xx \| other errors \| stored \| sent \| mail retried \|$/);
    expect(rule).toMatch(/^\| -+ \|( -+: \|){10}$/);
    expect(row?.split('|').map((cell) => cell.trim())).toEqual(['', 'send-contact-email', '10', '4', '123.5', '20', '40', '0', '0', '4', '4', '0', '']);
    expect(header?.length).toBe(row?.length);
  });
});
