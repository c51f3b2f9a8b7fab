import {
  BLANK_PAGE_LABEL,
  TARGETS,
  checkTargets,
  cpuSlowdownFor,
  formatAudit,
  formatComparison,
  formatFailures,
  formatFloorNote,
  formatMarkdownTable,
  lowest,
  median,
  medianOfRuns,
  pairedTbtChange,
  signTestP,
  summarize,
  type AuditLike,
  type ResultLike,
  type RouteResult,
} from './lighthouse-report';

const audit = (id: string, score: number | null, extra: Partial<AuditLike> = {}): AuditLike => ({
  id,
  title: `Title of ${id}`,
  score,
  scoreDisplayMode: 'binary',
  ...extra,
});

function lhr(overrides: { performance?: number; accessibility?: number; lcp?: number; tbt?: number; cls?: number } = {}): ResultLike {
  const audits: AuditLike[] = [
    audit('largest-contentful-paint', 0.9, { scoreDisplayMode: 'numeric', numericValue: overrides.lcp ?? 1500 }),
    audit('total-blocking-time', 0.9, { scoreDisplayMode: 'numeric', numericValue: overrides.tbt ?? 20 }),
    audit('cumulative-layout-shift', 1, { scoreDisplayMode: 'numeric', numericValue: overrides.cls ?? 0 }),
    audit('unused-javascript', 0, { scoreDisplayMode: 'metricSavings', displayValue: 'Est savings of 29 KiB', metricSavings: { FCP: 150, LCP: 150 } }),
    audit('mainthread-work-breakdown', 0, { scoreDisplayMode: 'metricSavings', displayValue: '2.3 s', metricSavings: { TBT: 400 } }),
    audit('bootup-time', 1, { scoreDisplayMode: 'metricSavings', metricSavings: { TBT: 0 } }),
    audit('network-dependency-tree-insight', 0, { scoreDisplayMode: 'numeric' }),
    audit('color-contrast', overrides.accessibility === 100 ? 1 : 0),
    audit('label-content-name-mismatch', 0),
    audit('aria-allowed-role', null, { scoreDisplayMode: 'notApplicable' }),
    audit('document-title', 1),
    audit('network-requests', 1, {
      scoreDisplayMode: 'informative',
      details: {
        type: 'table',
        items: [
          { url: 'http://127.0.0.1:4321/', statusCode: 200 },
          { url: 'http://127.0.0.1:4321/api/beacon', statusCode: 502 },
          { url: 'http://127.0.0.1:54321/functions/v1/x', statusCode: -1 },
          { url: 'https://example.com/api/other', statusCode: 200 },
        ],
      },
    }),
  ];
  return {
    finalDisplayedUrl: 'http://127.0.0.1:4321/',
    categories: {
      performance: {
        score: (overrides.performance ?? 99) / 100,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
          { id: 'total-blocking-time', weight: 30, group: 'metrics' },
          { id: 'cumulative-layout-shift', weight: 25, group: 'metrics' },
          { id: 'unused-javascript', weight: 0, group: 'diagnostics' },
          { id: 'mainthread-work-breakdown', weight: 0, group: 'diagnostics' },
          { id: 'bootup-time', weight: 0, group: 'diagnostics' },
          { id: 'network-dependency-tree-insight', weight: 0, group: 'hidden' },
        ],
      },
      accessibility: {
        score: (overrides.accessibility ?? 94) / 100,
        auditRefs: [
          { id: 'color-contrast', weight: 7, group: 'a11y-color-contrast' },
          { id: 'label-content-name-mismatch', weight: 0, group: 'hidden' },
          { id: 'aria-allowed-role', weight: 1, group: 'a11y-aria' },
        ],
      },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [{ id: 'document-title', weight: 1 }] },
    },
    audits: Object.fromEntries(audits.map((entry) => [entry.id, entry])),
    environment: { benchmarkIndex: 2712.4 },
    configSettings: { throttling: { cpuSlowdownMultiplier: 8.345 } },
  };
}

const result = (route: string, overrides: Partial<RouteResult> = {}): RouteResult => ({
  route,
  scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1500,
  tbtMs: 20,
  cls: 0,
  hostIndex: 2712,
  cpuSlowdown: 8.3,
  failingAudits: [],
  backendRequests: [],
  warnings: [],
  ...overrides,
});

describe('summarize', () => {
  it('reads the scores as 0–100 and the metrics from their audits', () => {
    const summary = summarize('/', lhr({ performance: 86.4, lcp: 2410, tbt: 382, cls: 0.013 }));
    expect(summary.scores).toEqual({ performance: 86, accessibility: 94, 'best-practices': 100, seo: 100 });
    expect(summary).toMatchObject({ route: '/', lcpMs: 2410, tbtMs: 382, cls: 0.013, hostIndex: 2712.4, cpuSlowdown: 8.345 });
  });

  it('lists the failing audits Lighthouse shows: not the metrics, hidden, passing or not-applicable ones; performance by savings', () => {
    const ids = summarize('/', lhr()).failingAudits.map((failing) => `${failing.category}:${failing.id}`);
    expect(ids).toEqual(['performance:mainthread-work-breakdown', 'performance:unused-javascript', 'accessibility:color-contrast']);
  });

  it('keeps only the positive savings of an audit', () => {
    const unused = summarize('/', lhr()).failingAudits.find((failing) => failing.id === 'unused-javascript');
    expect(unused).toMatchObject({ displayValue: 'Est savings of 29 KiB', metricSavings: { FCP: 150, LCP: 150 } });
  });

  it('notes requests to the backend, directly or through the same-origin /api/ proxy', () => {
    expect(summarize('/', lhr()).backendRequests).toEqual([
      { url: 'http://127.0.0.1:4321/api/beacon', status: 502 },
      { url: 'http://127.0.0.1:54321/functions/v1/x', status: -1 },
    ]);
  });

  it('marks a category Lighthouse could not score as NaN, which misses its target', () => {
    const broken = lhr();
    broken.categories.seo = { score: null, auditRefs: [] };
    broken.runtimeError = { code: 'NO_FCP', message: 'The page did not paint any content.' };
    const summary = summarize('/', broken);
    expect(summary.scores.seo).toBeNaN();
    expect(summary.warnings[0]).toBe('NO_FCP: The page did not paint any content.');
    expect(checkTargets(summary)).toContain('SEO – < 100');
  });
});

describe('checkTargets', () => {
  it('passes a route at exactly the targets', () => {
    expect(checkTargets(result('/', { scores: { ...TARGETS.scores }, lcpMs: 1800, tbtMs: 100, cls: 0.02 }))).toEqual([]);
  });

  it('names every score and metric that misses', () => {
    expect(
      checkTargets(result('/', { scores: { performance: 97, accessibility: 99, 'best-practices': 100, seo: 92 }, lcpMs: 1810, tbtMs: 101, cls: 0.021 })),
    ).toEqual(['performance 97 < 98', 'accessibility 99 < 100', 'SEO 92 < 100', 'LCP 1.81 s > 1.80 s', 'TBT 101 ms > 100 ms', 'CLS 0.021 > 0.02']);
  });

  it('lets a page that asks not to be indexed fail is-crawlable, and nothing else of SEO', () => {
    const noindexOnly = result('/manage-booking', {
      scores: { ...TARGETS.scores, seo: 63 },
      failingAudits: [{ category: 'seo', id: 'is-crawlable', title: 'Page is blocked from indexing', metricSavings: {} }],
    });
    expect(checkTargets(noindexOnly, TARGETS, { unindexed: true })).toEqual([]);
    expect(checkTargets(noindexOnly)).toEqual(['SEO 63 < 100']);
    const more = { ...noindexOnly, failingAudits: [...noindexOnly.failingAudits, { category: 'seo' as const, id: 'link-text', title: 'Links do not have descriptive text', metricSavings: {} }] };
    expect(checkTargets(more, TARGETS, { unindexed: true })).toEqual(['SEO: link-text failing']);
  });
});

describe('median and medianOfRuns', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });

  it('combines runs per column, keeping the audits of the run nearest the median performance', () => {
    const runs = [
      result('/', { scores: { performance: 80, accessibility: 100, 'best-practices': 100, seo: 100 }, lcpMs: 3000, failingAudits: [{ category: 'performance', id: 'a', title: 'A', metricSavings: {} }] }),
      result('/', { scores: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 }, lcpMs: 2000, failingAudits: [{ category: 'performance', id: 'b', title: 'B', metricSavings: {} }] }),
      result('/', { scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }, lcpMs: 2500, warnings: ['slow host'] }),
    ];
    const combined = medianOfRuns(runs);
    expect(combined.scores.performance).toBe(90);
    expect(combined.lcpMs).toBe(2500);
    expect(combined.failingAudits.map((failing) => failing.id)).toEqual(['b']);
    expect(combined.warnings).toEqual(['slow host']);
  });
});

describe('lowest', () => {
  it('takes the lowest scores and the highest metrics', () => {
    const worst = lowest([
      result('/', { scores: { performance: 86, accessibility: 100, 'best-practices': 100, seo: 100 }, lcpMs: 2400, tbtMs: 10, cls: 0.01 }),
      result('/services', { scores: { performance: 95, accessibility: 96, 'best-practices': 100, seo: 100 }, lcpMs: 2100, tbtMs: 140, cls: 0 }),
    ]);
    expect(worst).toEqual({ scores: { performance: 86, accessibility: 96, 'best-practices': 100, seo: 100 }, lcpMs: 2400, tbtMs: 140, cls: 0.01 });
  });
});

describe('cpuSlowdownFor', () => {
  it('slows a host twice as fast as the one emulated twice as much as Lighthouse’s preset', () => {
    expect(cpuSlowdownFor(2600, 1300)).toBe(8);
    expect(cpuSlowdownFor(1300, 1300)).toBe(4);
  });

  it('goes below the preset on a host slower than the one emulated, never below 1', () => {
    expect(cpuSlowdownFor(650, 1300)).toBe(2);
    expect(cpuSlowdownFor(100, 1300)).toBe(1);
  });

  it('refuses an index that is not positive', () => {
    expect(() => cpuSlowdownFor(0, 1300)).toThrow(/positive/);
    expect(() => cpuSlowdownFor(Number.NaN, 1300)).toThrow(/positive/);
  });
});

describe('formatMarkdownTable', () => {
  it('prints one aligned row per route and a lowest row', () => {
    const table = formatMarkdownTable([
      result('/', { scores: { performance: 86, accessibility: 100, 'best-practices': 100, seo: 100 }, lcpMs: 2410, tbtMs: 382.4, cls: 0 }),
      result('/services', { lcpMs: 1234, tbtMs: 0, cls: 0.0123, hostIndex: 1290.6, cpuSlowdown: 4 }),
    ]);
    expect(table.split('\n')).toEqual([
      '| route      | performance | accessibility | best practices | SEO | LCP s | TBT ms |   CLS | host index |  CPU |',
      '|------------|------------:|--------------:|---------------:|----:|------:|-------:|------:|-----------:|-----:|',
      '| /          |          86 |           100 |            100 | 100 |  2.41 |    382 | 0.000 |       2712 | 8.3× |',
      '| /services  |          99 |           100 |            100 | 100 |  1.23 |      0 | 0.012 |       1291 | 4.0× |',
      '| **lowest** |          86 |           100 |            100 | 100 |  2.41 |    382 | 0.012 |            |      |',
    ]);
  });
});

describe('the blank page beside the routes', () => {
  const floor = result(BLANK_PAGE_LABEL, { scores: { performance: 89, accessibility: 66, 'best-practices': 100, seo: 82 }, lcpMs: 950, tbtMs: 443, cls: 0, hostIndex: 2623, cpuSlowdown: 8 });

  it('is a row of its own after the lowest, which it does not count in', () => {
    const table = formatMarkdownTable([result('/', { tbtMs: 382.4 })], floor).split('\n');
    expect(table.at(-2)).toMatch(/^\| \*\*lowest\*\* +\| +99 \| +100 \| +100 \| +100 \| +1\.50 \| +382 \|/);
    expect(table.at(-1)).toMatch(/^\| _blank page \(host floor\)_ \| +89 \| +66 \| +100 \| +82 \| +0\.95 \| +443 \| 0\.000 \| +2623 \| 8\.0× \|$/);
  });

  it('says no route can meet the targets on a host where the blank page misses them', () => {
    expect(formatFloorNote(floor)).toBe(
      'A blank page (one paragraph, no CSS, no script) misses the performance targets on this host at the same slowdown: performance 89, TBT 443 ms. ' +
        "No route can meet them here; compare each route's TBT with the blank page's.",
    );
    expect(formatFloorNote({ scores: { ...floor.scores, performance: 100 }, tbtMs: 40 })).toBe('');
    expect(formatFloorNote({ scores: { ...floor.scores, performance: 100 }, tbtMs: 150 })).toMatch(/: TBT 150 ms\./);
  });

  it('gives, for a route over the TBT target, how far it is above the blank page', () => {
    const [heading] = formatFailures([summarize('/', lhr({ performance: 86, lcp: 2410, tbt: 382 }))], undefined, undefined, { tbtMs: 150 }).split('\n');
    expect(heading).toBe('### /: performance 86 < 98, accessibility 94 < 100, LCP 2.41 s > 1.80 s, TBT 382 ms > 100 ms (TBT 232 ms above a blank page\'s)');
  });
});

describe('signTestP', () => {
  it('is 1 for an even split and halves with each pair added to an all-one-way split', () => {
    expect(signTestP(3, 3)).toBe(1);
    expect(signTestP(0, 0)).toBe(1);
    expect(signTestP(5, 0)).toBeCloseTo(2 / 32);
    expect(signTestP(6, 0)).toBeCloseTo(2 / 64);
    expect(signTestP(0, 6)).toBeCloseTo(2 / 64);
  });

  it('counts the splits at least as one-sided on both sides', () => {
    // 6 of 7 lower: the splits 0–7, 1–6, 6–1 and 7–0, (1 + 7 + 7 + 1) of 128.
    expect(signTestP(6, 1)).toBeCloseTo(16 / 128);
  });
});

describe('pairedTbtChange', () => {
  const runs = (route: string, tbts: readonly number[]) => tbts.map((tbtMs) => result(route, { tbtMs }));

  it('pairs run k with run k, leaving out ties and runs without a partner', () => {
    expect(pairedTbtChange(runs('/', [900, 500, 700, 650]), runs('/', [400, 600, 700]))).toEqual({ pairs: 2, lower: 1, p: 1 });
  });

  it('counts a build that blocks less in every pair, however far the host drifts over the runs', () => {
    // The host slowed down run by run, by more than the builds differ: each pair still goes the same way.
    const paired = pairedTbtChange(runs('/', [300, 400, 500, 600, 700, 800]), runs('/', [250, 350, 450, 550, 650, 750]));
    expect(paired).toEqual({ pairs: 6, lower: 6, p: 2 / 64 });
  });
});

describe('formatComparison', () => {
  it('sets two builds side by side per route, with the change in TBT and its pairs, and leaves out a route the baseline lacks', () => {
    const scores = (performance: number) => ({ performance, accessibility: 100, 'best-practices': 100, seo: 100 });
    const table = formatComparison(
      [
        [result('/', { tbtMs: 1629.4, lcpMs: 1010, scores: scores(75) }), result('/', { tbtMs: 1700, lcpMs: 1010, scores: scores(74) }), result('/', { tbtMs: 1500, lcpMs: 1010, scores: scores(76) })],
        [result('/services', { tbtMs: 20 })],
      ],
      [
        [result('/', { tbtMs: 1270, lcpMs: 960, scores: scores(78) }), result('/', { tbtMs: 1300, lcpMs: 960, scores: scores(78) }), result('/', { tbtMs: 1200, lcpMs: 960, scores: scores(79) })],
        [result('/services', { tbtMs: 32 })],
        [result('/new')],
      ],
    );
    expect(table.split('\n')).toEqual([
      '| route     | performance | TBT ms, baseline | TBT ms | TBT change | lower in |    p | LCP s, baseline | LCP s |',
      '|-----------|------------:|-----------------:|-------:|-----------:|---------:|-----:|----------------:|------:|',
      '| /         |     75 → 78 |             1629 |   1270 |       −359 |   3 of 3 | 0.25 |            1.01 |  0.96 |',
      '| /services |     99 → 99 |               20 |     32 |        +12 |   0 of 1 | 1.00 |            1.50 |  1.50 |',
      '',
      'Over every route: TBT lower in 3 of 4 pairs of runs (sign test p 0.63).',
      "p is how likely a split at least this one-sided is if the two builds block alike; a route's 3 pairs cannot make it less than 0.25.",
    ]);
  });
});

describe('formatFailures', () => {
  it('lists, per route below target, the misses and the failing audits of the categories that miss', () => {
    const summary = summarize('/', lhr({ performance: 86, lcp: 2410, tbt: 382 }));
    const passing = summarize('/services', lhr({ accessibility: 100 }));
    expect(formatFailures([summary, passing]).split('\n')).toEqual([
      '### /: performance 86 < 98, accessibility 94 < 100, LCP 2.41 s > 1.80 s, TBT 382 ms > 100 ms',
      '- performance: `mainthread-work-breakdown` Title of mainthread-work-breakdown (2.3 s; saves ~400 ms TBT)',
      '- performance: `unused-javascript` Title of unused-javascript (Est savings of 29 KiB; saves ~150 ms FCP, ~150 ms LCP)',
      '- accessibility: `color-contrast` Title of color-contrast',
    ]);
  });

  it('leaves out performance audits when performance and its metrics meet the targets', () => {
    expect(formatFailures([summarize('/', lhr())])).toBe('### /: accessibility 94 < 100\n- accessibility: `color-contrast` Title of color-contrast');
  });

  it('formats a CLS saving without a unit', () => {
    expect(formatAudit({ category: 'performance', id: 'unsized-images', title: 'Unsized images', metricSavings: { CLS: 0.05 } })).toBe(
      'performance: `unsized-images` Unsized images (saves 0.050 CLS)',
    );
  });
});
