/**
 * The pure half of bench/lighthouse: reduce a Lighthouse result (LHR) to the scores and metrics that
 * have targets (TARGETS below; docs/decisions/011-first-load.md argues the performance ones), take the
 * median of several runs, check the targets and format the report.
 * Typed on the few LHR fields it reads, so the unit test builds results by hand.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** Lighthouse's mobile defaults (simulated throttling): scores 0–100, LCP and TBT in ms. */
export interface Targets {
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export const TARGETS: Targets = {
  scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
};

/** Lighthouse's mobile CPU throttling: it multiplies the main-thread time it observes by this. */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;

/**
 * The slowest host the targets must hold on, as Lighthouse's CPU benchmark index: this 2-core
 * machine on a bad minute. A faster host is slowed down to it (cpuSlowdownFor), so a figure does
 * not depend on how quick or quiet the host happened to be.
 */
export const SLOW_HOST_INDEX = 1300;

/**
 * The CPU slowdown that makes a host of `measuredIndex` behave like Lighthouse's mobile preset on a host
 * of `emulatedIndex`: the benchmark index is work per unit of time, so a host twice as fast as the one
 * emulated needs twice the slowdown. Never below 1 (a slower host cannot be sped up).
 */
export function cpuSlowdownFor(measuredIndex: number, emulatedIndex: number): number {
  if (!(measuredIndex > 0) || !(emulatedIndex > 0)) throw new Error(`benchmark indexes must be positive (${measuredIndex}, ${emulatedIndex})`);
  return Math.max(1, (LIGHTHOUSE_CPU_SLOWDOWN * measuredIndex) / emulatedIndex);
}

/** The fields of an LHR audit this module reads. */
export interface AuditLike {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  metricSavings?: Partial<Record<string, number>>;
  details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number; items?: readonly unknown[] };
}

/** The fields of an LHR this module reads. */
export interface ResultLike {
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: readonly string[];
  categories: Partial<Record<string, { score: number | null; auditRefs: readonly { id: string; weight: number; group?: string }[] }>>;
  audits: Record<string, AuditLike>;
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
}

export interface FailingAudit {
  category: CategoryId;
  id: string;
  title: string;
  displayValue?: string;
  /** Lighthouse's estimate of what fixing it saves, per metric (ms; CLS unitless), for performance audits. */
  metricSavings: Partial<Record<string, number>>;
}

/** One route's numbers from one run (or the median of several). */
export interface RouteResult {
  route: string;
  /** 0–100; NaN when Lighthouse could not score the category. */
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's CPU benchmark index of the host during the run (NaN when it has none). */
  hostIndex: number;
  /** The CPU slowdown the run simulated (4 is Lighthouse's mobile preset). */
  cpuSlowdown: number;
  /** Per category, Lighthouse's failing audits; the performance ones sorted by estimated savings, largest first. */
  failingAudits: FailingAudit[];
  /** Requests during load to the backend (http://127.0.0.1:54321 or same-origin /api/), with their status. */
  backendRequests: { url: string; status: number }[];
  warnings: string[];
}

/** Audit modes that never fail: Lighthouse shows them as notes, not as failures. */
const UNSCORED_MODES = new Set(['manual', 'notApplicable', 'informative', 'error']);

/** Lighthouse's own pass mark: a binary audit passes at 1, a numeric one at 0.9. */
function failed(audit: AuditLike): boolean {
  if (audit.score === null || UNSCORED_MODES.has(audit.scoreDisplayMode)) return false;
  return audit.scoreDisplayMode === 'binary' ? audit.score < 1 : audit.score < 0.9;
}

/** The largest time saving (ms) Lighthouse estimates for an audit, over FCP, LCP and TBT. */
function largestSaving(audit: Pick<FailingAudit, 'metricSavings'>): number {
  return Math.max(0, audit.metricSavings.FCP ?? 0, audit.metricSavings.LCP ?? 0, audit.metricSavings.TBT ?? 0);
}

function isBackendUrl(url: string, origin: string | undefined): boolean {
  if (url.startsWith('http://127.0.0.1:54321') || url.startsWith('http://localhost:54321')) return true;
  return origin !== undefined && url.startsWith(`${origin}/api/`);
}

/** Reduces one LHR to a RouteResult. */
export function summarize(route: string, lhr: ResultLike): RouteResult {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, score === null || score === undefined ? Number.NaN : Math.round(score * 100)];
    }),
  ) as Record<CategoryId, number>;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

  const failingAudits: FailingAudit[] = [];
  const seen = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      // The metrics are reported in their own columns; hidden audits (e.g. the a11y "experimental" group) are not shown by Lighthouse either.
      if (!audit || ref.group === 'metrics' || ref.group === 'hidden' || seen.has(audit.id) || !failed(audit)) continue;
      seen.add(audit.id);
      const metricSavings = Object.fromEntries(Object.entries(audit.metricSavings ?? {}).filter(([, saving]) => typeof saving === 'number' && saving > 0));
      failingAudits.push({ category, id: audit.id, title: audit.title, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}), metricSavings });
    }
  }

  failingAudits.sort((x, y) => (x.category === 'performance' && y.category === 'performance' ? largestSaving(y) - largestSaving(x) : 0));

  const origin = lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).origin : undefined;
  const backendRequests = ((lhr.audits['network-requests']?.details?.items ?? []) as { url?: string; statusCode?: number }[])
    .filter((item) => typeof item.url === 'string' && isBackendUrl(item.url, origin))
    .map((item) => ({ url: item.url as string, status: item.statusCode ?? -1 }));

  const warnings = [...(lhr.runWarnings ?? [])];
  if (lhr.runtimeError) warnings.unshift(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);

  return {
    route,
    scores,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    hostIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
    failingAudits,
    backendRequests,
    warnings,
  };
}

/** The median of a list (the mean of the middle two for an even count); NaNs are ignored. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Combines several runs of one route: the median of each score and metric. The failing audits are
 * those of the run whose performance score is closest to the median.
 */
export function medianOfRuns(runs: readonly RouteResult[]): RouteResult {
  const [first] = runs;
  if (!first) throw new Error('medianOfRuns needs at least one run');
  if (runs.length === 1) return first;
  const performance = median(runs.map((run) => run.scores.performance));
  const representative = runs.reduce((best, run) =>
    Math.abs(run.scores.performance - performance) < Math.abs(best.scores.performance - performance) ? run : best,
  );
  return {
    ...representative,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])) as Record<CategoryId, number>,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    hostIndex: median(runs.map((run) => run.hostIndex)),
    cpuSlowdown: median(runs.map((run) => run.cpuSlowdown)),
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  };
}

/** The worst of each column over all routes: the lowest scores, the highest metrics. */
export function lowest(results: readonly RouteResult[]): Pick<RouteResult, 'scores' | 'lcpMs' | 'tbtMs' | 'cls'> {
  const worst = (values: number[], pick: (...values: number[]) => number) => (values.some(Number.isNaN) ? Number.NaN : pick(...values));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, worst(results.map((result) => result.scores[id]), Math.min)])) as Record<CategoryId, number>,
    lcpMs: worst(results.map((result) => result.lcpMs), Math.max),
    tbtMs: worst(results.map((result) => result.tbtMs), Math.max),
    cls: worst(results.map((result) => result.cls), Math.max),
  };
}

const CATEGORY_LABEL: Record<CategoryId, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

const formatSeconds = (ms: number) => (Number.isNaN(ms) ? '–' : (ms / 1000).toFixed(2));
const formatMs = (ms: number) => (Number.isNaN(ms) ? '–' : String(Math.round(ms)));
const formatCls = (cls: number) => (Number.isNaN(cls) ? '–' : cls.toFixed(3));
const formatScore = (score: number) => (Number.isNaN(score) ? '–' : String(score));

/**
 * The SEO audit a page fails on purpose when it asks search engines to leave it out (`noindex`): a
 * route marked `indexed: false` in the route table (/manage-booking, opened only from an e-mail).
 */
export const NOINDEX_AUDIT = 'is-crawlable';

/**
 * The targets `result` misses, one message per score or metric; empty when it meets them all. For a
 * page that is not to be indexed (`unindexed`), SEO counts as met when `is-crawlable` is its only
 * failing SEO audit.
 */
export function checkTargets(
  result: Pick<RouteResult, 'scores' | 'lcpMs' | 'tbtMs' | 'cls'> & Partial<Pick<RouteResult, 'failingAudits'>>,
  targets: Targets = TARGETS,
  { unindexed = false }: { unindexed?: boolean } = {},
): string[] {
  const misses: string[] = [];
  for (const id of CATEGORIES) {
    const score = result.scores[id];
    if (id === 'seo' && unindexed && result.failingAudits) {
      const others = result.failingAudits.filter((audit) => audit.category === 'seo' && audit.id !== NOINDEX_AUDIT);
      if (others.length > 0) misses.push(`SEO: ${others.map((audit) => audit.id).join(', ')} failing`);
      continue;
    }
    if (Number.isNaN(score) || score < targets.scores[id]) misses.push(`${CATEGORY_LABEL[id]} ${formatScore(score)} < ${targets.scores[id]}`);
  }
  if (Number.isNaN(result.lcpMs) || result.lcpMs > targets.lcpMs) misses.push(`LCP ${formatSeconds(result.lcpMs)} s > ${formatSeconds(targets.lcpMs)} s`);
  if (Number.isNaN(result.tbtMs) || result.tbtMs > targets.tbtMs) misses.push(`TBT ${formatMs(result.tbtMs)} ms > ${targets.tbtMs} ms`);
  if (Number.isNaN(result.cls) || result.cls > targets.cls) misses.push(`CLS ${formatCls(result.cls)} > ${targets.cls}`);
  return misses;
}

/** How the report names the blank page it measures beside the routes (bench/lib/blank-page.ts). */
export const BLANK_PAGE_LABEL = 'blank page (host floor)';

/**
 * What a blank page scores on this host at the same slowdown, when it misses the performance targets
 * itself: then no route can meet them here, and a route's figures say only how far it is above the
 * floor. Empty when the floor meets them.
 */
export function formatFloorNote(floor: Pick<RouteResult, 'scores' | 'tbtMs'>, targets: Targets = TARGETS): string {
  const misses = [
    ...(floor.scores.performance >= targets.scores.performance ? [] : [`performance ${formatScore(floor.scores.performance)}`]),
    ...(floor.tbtMs <= targets.tbtMs ? [] : [`TBT ${formatMs(floor.tbtMs)} ms`]),
  ];
  if (misses.length === 0) return '';
  return (
    `A blank page (one paragraph, no CSS, no script) misses the performance targets on this host at the same slowdown: ${misses.join(', ')}. ` +
    `No route can meet them here; compare each route's TBT with the blank page's.`
  );
}

/**
 * The markdown table: one row per route, then the lowest (worst) of each column, then the blank page
 * when it was measured. Beside each route,
 * the host's benchmark index and the CPU slowdown simulated, without which its TBT means little.
 */
export function formatMarkdownTable(results: readonly RouteResult[], floor?: RouteResult): string {
  const row = (label: string, result: Pick<RouteResult, 'scores' | 'lcpMs' | 'tbtMs' | 'cls'>, host: Partial<Pick<RouteResult, 'hostIndex' | 'cpuSlowdown'>>) => [
    label,
    ...CATEGORIES.map((id) => formatScore(result.scores[id])),
    formatSeconds(result.lcpMs),
    formatMs(result.tbtMs),
    formatCls(result.cls),
    host.hostIndex === undefined || Number.isNaN(host.hostIndex) ? '' : String(Math.round(host.hostIndex)),
    host.cpuSlowdown === undefined || Number.isNaN(host.cpuSlowdown) ? '' : `${host.cpuSlowdown.toFixed(1)}×`,
  ];
  const header = ['route', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'host index', 'CPU'];
  const rows = results.map((result) => row(result.route, result, result));
  if (results.length > 0) rows.push(row('**lowest**', lowest(results), {}));
  if (floor) rows.push(row(`_${BLANK_PAGE_LABEL}_`, floor, floor));
  return alignedTable(header, rows);
}

/** A markdown table whose first column is aligned left and the others, numbers, right. */
function alignedTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `-${'-'.repeat(width)}-` : `-${'-'.repeat(width)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** "−359", "+12", "0": a change in whole milliseconds, with its sign. */
const formatChange = (ms: number) => (Number.isNaN(ms) ? '–' : Math.round(ms) === 0 ? '0' : `${ms > 0 ? '+' : '−'}${Math.abs(Math.round(ms))}`);

/** A page's runs, in the order they ran. */
export type Runs = readonly RouteResult[];

/** How TBT moved between two builds over runs that took turns, pair by pair. */
export interface PairedChange {
  /** Pairs whose TBT differs (a tie says nothing either way). */
  pairs: number;
  /** Pairs in which the build under test blocked less than the baseline. */
  lower: number;
  /** Two-sided sign test: how likely a split this one-sided is if the builds block alike. */
  p: number;
}

function binomial(n: number, k: number): number {
  let value = 1;
  for (let i = 1; i <= k; i += 1) value = (value * (n - i + 1)) / i;
  return value;
}

/** The two-sided sign test's p for `lower` pairs down and `higher` up: 1 when they split evenly. */
export function signTestP(lower: number, higher: number): number {
  const pairs = lower + higher;
  let tail = 0;
  for (let k = 0; k <= Math.min(lower, higher); k += 1) tail += binomial(pairs, k);
  return Math.min(1, (2 * tail) / 2 ** pairs);
}

/**
 * Run k of `current` against run k of `baseline`, which ran one after the other: on a host whose speed
 * drifts over minutes, a pair shares its minute, so the count of pairs that went down says more than
 * two medians do.
 */
export function pairedTbtChange(baseline: Runs, current: Runs): PairedChange {
  const differences = current.flatMap((run, index) => {
    const before = baseline[index];
    return before && !Number.isNaN(run.tbtMs) && !Number.isNaN(before.tbtMs) && run.tbtMs !== before.tbtMs ? [run.tbtMs - before.tbtMs] : [];
  });
  const lower = differences.filter((difference) => difference < 0).length;
  return { pairs: differences.length, lower, p: signTestP(lower, differences.length - lower) };
}

const formatP = (p: number) => (p < 0.001 ? '< 0.001' : p.toFixed(p < 0.1 ? 3 : 2));

/**
 * Two builds side by side, route by route, from runs that took turns: the medians of performance, TBT
 * and LCP, the change in TBT's median, in how many pairs of runs TBT went down and the sign test's p;
 * then the same count over every route's pairs. `current` routes without baseline runs are left out.
 */
export function formatComparison(baseline: readonly Runs[], current: readonly Runs[]): string {
  const header = ['route', 'performance', 'TBT ms, baseline', 'TBT ms', 'TBT change', 'lower in', 'p', 'LCP s, baseline', 'LCP s'];
  const compared = current.flatMap((runs) => {
    const route = runs[0]?.route;
    const baselineRuns = baseline.find((each) => each[0]?.route === route);
    return baselineRuns ? [{ before: medianOfRuns(baselineRuns), after: medianOfRuns(runs), paired: pairedTbtChange(baselineRuns, runs) }] : [];
  });
  const rows = compared.map(({ before, after, paired }) => [
    after.route,
    `${formatScore(before.scores.performance)} → ${formatScore(after.scores.performance)}`,
    formatMs(before.tbtMs),
    formatMs(after.tbtMs),
    formatChange(after.tbtMs - before.tbtMs),
    `${paired.lower} of ${paired.pairs}`,
    formatP(paired.p),
    formatSeconds(before.lcpMs),
    formatSeconds(after.lcpMs),
  ]);
  const pairs = compared.reduce((sum, { paired }) => sum + paired.pairs, 0);
  const lower = compared.reduce((sum, { paired }) => sum + paired.lower, 0);
  const runsPerRoute = Math.max(0, ...current.map((runs) => runs.length));
  return [
    alignedTable(header, rows),
    '',
    `Over every route: TBT lower in ${lower} of ${pairs} pairs of runs (sign test p ${formatP(signTestP(lower, pairs - lower))}).`,
    `p is how likely a split at least this one-sided is if the two builds block alike; a route's ${runsPerRoute} pairs cannot make it less than ${formatP(signTestP(runsPerRoute, 0))}.`,
  ].join('\n');
}

/**
 * What to fix, per route that misses a target: the misses, then the failing audits of each category
 * below target (for performance, when a score or metric misses, with Lighthouse's estimated savings).
 */
export function formatFailures(
  results: readonly RouteResult[],
  targets: Targets = TARGETS,
  unindexed: ReadonlySet<string> = new Set(),
  floor?: Pick<RouteResult, 'tbtMs'>,
): string {
  const sections: string[] = [];
  for (const result of results) {
    const misses = checkTargets(result, targets, { unindexed: unindexed.has(result.route) });
    if (misses.length === 0) continue;
    const performanceMiss =
      !(result.scores.performance >= targets.scores.performance) || !(result.lcpMs <= targets.lcpMs) || !(result.tbtMs <= targets.tbtMs) || !(result.cls <= targets.cls);
    const overFloor = floor && !Number.isNaN(floor.tbtMs) && !Number.isNaN(result.tbtMs) ? ` (TBT ${formatMs(result.tbtMs - floor.tbtMs)} ms above a blank page's)` : '';
    const lines = [`### ${result.route}: ${misses.join(', ')}${overFloor}`];
    for (const audit of result.failingAudits) {
      const below = audit.category === 'performance' ? performanceMiss : !(result.scores[audit.category] >= targets.scores[audit.category]);
      if (below) lines.push(`- ${formatAudit(audit)}`);
    }
    sections.push(lines.join('\n'));
  }
  return sections.join('\n\n');
}

/** "performance: `unused-javascript` Reduce unused JavaScript (Est savings of 29 KiB; saves ~150 ms FCP, ~150 ms LCP)". */
export function formatAudit(audit: FailingAudit): string {
  const savings = Object.entries(audit.metricSavings)
    .map(([metric, saving]) => (metric === 'CLS' ? `${(saving ?? 0).toFixed(3)} CLS` : `~${Math.round(saving ?? 0)} ms ${metric}`))
    .join(', ');
  const notes = [audit.displayValue, savings ? `saves ${savings}` : ''].filter(Boolean).join('; ');
  return `${CATEGORY_LABEL[audit.category]}: \`${audit.id}\` ${audit.title}${notes ? ` (${notes})` : ''}`;
}
