/**
 * `npm run bench:lighthouse`: Lighthouse (mobile defaults: Moto G Power emulation, simulated slow 4G
 * and 4× CPU throttling) on every public route of the production build. Serves dist/ with Vite's
 * preview and the project's config, so the production security headers (dist/_headers) apply, and
 * drives the system Chromium through chrome-launcher, one browser for all routes, one route at a time.
 *
 * The host is slowed down to the slow host the targets are set for (a CPU benchmark index of 1,300,
 * SLOW_HOST_INDEX): each run simulates the CPU slowdown that turns the index Lighthouse measured on the
 * run before into 1,300 at its mobile preset of 4×. A first, unreported run on the first route measures
 * the host. So a quick or a quiet minute does not flatter the figures, and two builds compare fairly.
 *
 * Before the routes, as many runs of a blank page (bench/lib/blank-page.ts) at the same slowdown: the host's
 * floor. On a host whose own navigation work, multiplied by the slowdown, already misses the targets, no
 * page can meet them, and the report says so; each route's TBT is then read against the floor's.
 *
 * Prints a markdown table of the four category scores and LCP, TBT and CLS per route, the lowest of
 * each and the blank page's, then per route that misses a target its failing audits, the performance ones with Lighthouse's
 * estimated savings, largest first (its list of opportunities and diagnostics). Exits
 * non-zero when a route misses a target (bench/lib/lighthouse-report.ts: TARGETS).
 *
 *   npm run bench:lighthouse [-- --routes /,/services --runs 3 --no-fail --json /tmp/lhr --dist /tmp/copy-of-dist]
 *   npm run bench:lighthouse -- --cpu-slowdown 8 (replay at a fixed slowdown)   --host-index native (Lighthouse's 4×)
 *
 * --routes  comma-separated paths (default: every public path of src/lib/route-table.ts)
 * --runs    runs per route; the table shows the median (default 1)
 * --no-fail report only: exit 0 whatever the scores
 * --json    a directory to write each run's full Lighthouse result to (open in the Lighthouse viewer)
 * --dist    the build to serve (default dist/): a copy keeps the run steady while dist/ is rebuilt
 * --host-index   the benchmark index to emulate (default 1300), or "native" for Lighthouse's plain 4×
 * --cpu-slowdown a fixed CPU slowdown for every run instead (e.g. the one an earlier report printed)
 * --no-floor     skip the blank page
 * --baseline     another build to compare with (e.g. a copy of dist/ from main): each route's runs alternate
 *                between the two, so a host that drifts over minutes weighs on both alike; the report counts
 *                the pairs of runs in which TBT went down, with a sign test's p
 *
 * Run after `npm run build`. Needs no backend: a request the page makes during load to the local
 * backend (http://127.0.0.1:54321, or /api/ through the preview's proxy) is listed as a note.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../e2e/chromium.ts';
import { indexedPaths, publicPaths } from '../src/lib/route-table.ts';
import {
  BLANK_PAGE_LABEL,
  CATEGORIES,
  LIGHTHOUSE_CPU_SLOWDOWN,
  SLOW_HOST_INDEX,
  TARGETS,
  cpuSlowdownFor,
  checkTargets,
  formatComparison,
  formatFailures,
  formatFloorNote,
  formatMarkdownTable,
  medianOfRuns,
  summarize,
  type ResultLike,
  type RouteResult,
} from './lib/lighthouse-report.ts';
import { serveDist } from './lib/serve-dist.ts';
import { serveBlankPage } from './lib/blank-page.ts';
import { log } from './lib/bench-env.ts';

const root = resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string', default: '1' },
    'no-fail': { type: 'boolean', default: false },
    json: { type: 'string' },
    dist: { type: 'string' },
    'host-index': { type: 'string', default: String(SLOW_HOST_INDEX) },
    'cpu-slowdown': { type: 'string' },
    'no-floor': { type: 'boolean', default: false },
    baseline: { type: 'string' },
  },
});
const dist = resolve(root, values.dist ?? 'dist');
const baselineDist = values.baseline === undefined ? undefined : resolve(root, values.baseline);
const runs = Number(values.runs);
if (!(Number.isInteger(runs) && runs > 0)) {
  console.error(`bench/lighthouse: --runs must be a positive whole number, not "${values.runs}".`);
  process.exit(1);
}
const fixedSlowdown = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
if (fixedSlowdown !== undefined && !(fixedSlowdown >= 1)) {
  console.error(`bench/lighthouse: --cpu-slowdown must be a number from 1, not "${values['cpu-slowdown']}".`);
  process.exit(1);
}
const emulatedIndex = values['host-index'] === 'native' ? undefined : Number(values['host-index']);
if (emulatedIndex !== undefined && !(emulatedIndex > 0)) {
  console.error(`bench/lighthouse: --host-index must be a positive number or "native", not "${values['host-index']}".`);
  process.exit(1);
}
const allPaths = publicPaths();

const routes = values.routes ? values.routes.split(',').map((route) => route.trim()).filter(Boolean) : allPaths;
const unknown = routes.filter((route) => !allPaths.includes(route));
if (unknown.length > 0) {
  console.error(`bench/lighthouse: not public routes of src/lib/route-table.ts: ${unknown.join(', ')}`);
  process.exit(1);
}
for (const build of [dist, ...(baselineDist ? [baselineDist] : [])]) {
  if (!existsSync(join(build, 'index.html')) || !existsSync(join(build, '_headers'))) {
    console.error(`bench/lighthouse: ${build} has no prerendered build. Run \`npm run build\` first.`);
    process.exit(1);
  }
}
const chromePath = chromiumExecutable();
if (!chromePath) {
  console.error('bench/lighthouse: no Chromium found (CHROMIUM_PATH, /usr/bin/chromium). Install the chromium package.');
  process.exit(1);
}


const started = performance.now();
// The project's vite.config.ts: its preview plugins serve dist/ as the static host does, with dist/_headers.
const server = await serveDist(root, dist);
const baselineServer = baselineDist ? await serveDist(root, baselineDist) : undefined;
const blankPage = values['no-floor'] ? undefined : await serveBlankPage();
const { origin } = server;
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
  logLevel: 'silent',
});

const results: RouteResult[] = [];
/** With --baseline, each route's runs of both builds, for the pairwise comparison. */
const baselineRuns: RouteResult[][] = [];
const currentRuns: RouteResult[][] = [];
/** Lighthouse's measure of the host's CPU speed, per run: simulated throttling scales the observed main-thread time. */
const benchmarkIndexes: number[] = [];

/** One Lighthouse run of a page at a CPU slowdown; Lighthouse measures the host's index before it throttles anything. */
async function runLighthouse(url: string, cpuSlowdownMultiplier: number) {
  const answer = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier } } },
  );
  if (!answer) throw new Error(`Lighthouse returned no result for ${url}`);
  return answer.lhr;
}

/** The index the next run should be slowed from: the last one measured (a host's speed drifts over minutes). */
let lastIndex: number | undefined;
const slowdownForNextRun = () => fixedSlowdown ?? (emulatedIndex === undefined || lastIndex === undefined ? LIGHTHOUSE_CPU_SLOWDOWN : cpuSlowdownFor(lastIndex, emulatedIndex));
interface Page {
  /** Names the page in the table and the log. */
  label: string;
  url: string;
  /** The name of its --json files. */
  fileStem: string;
}

/**
 * `runs` runs of each page, each logged and (with --json) written out, the pages taking turns run by run:
 * each page's runs, in the pages' order.
 */
async function measure(pages: readonly Page[]): Promise<RouteResult[][]> {
  const pageRuns = pages.map((): RouteResult[] => []);
  for (let run = 1; run <= runs; run += 1) {
    for (const [index, { label, url, fileStem }] of pages.entries()) {
      const runStarted = performance.now();
      const lhr = await runLighthouse(url, slowdownForNextRun());
      const result = summarize(label, lhr as unknown as ResultLike);
      pageRuns[index]?.push(result);
      const { benchmarkIndex } = lhr.environment;
      if (benchmarkIndex > 0) {
        benchmarkIndexes.push(benchmarkIndex);
        lastIndex = benchmarkIndex;
      }
      if (values.json) writeFileSync(join(values.json, `${fileStem}${runs > 1 ? `-${run}` : ''}.json`), JSON.stringify(lhr));
      const seconds = ((performance.now() - runStarted) / 1000).toFixed(1);
      log(
        `${label}${runs > 1 ? ` (run ${run}/${runs})` : ''}: ${CATEGORIES.map((id) => result.scores[id]).join('/')}, TBT ${Math.round(result.tbtMs)} ms ` +
          `(host index ${Math.round(result.hostIndex)}, CPU ${result.cpuSlowdown.toFixed(1)}×) in ${seconds} s`,
      );
    }
  }
  return pageRuns;
}

const fileStemOf = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '_'));

let floor: RouteResult | undefined;
try {
  if (values.json) mkdirSync(values.json, { recursive: true });
  if (fixedSlowdown === undefined && emulatedIndex !== undefined && routes[0]) {
    lastIndex = (await runLighthouse(`${origin}${routes[0]}`, LIGHTHOUSE_CPU_SLOWDOWN)).environment.benchmarkIndex;
    log(`host benchmark index ${Math.round(lastIndex)}: emulating ${emulatedIndex} with a CPU slowdown of ${slowdownForNextRun().toFixed(1)}×`);
  }
  if (blankPage) floor = (await measure([{ label: BLANK_PAGE_LABEL, url: `${blankPage.origin}/`, fileStem: 'blank-page' }])).map(medianOfRuns)[0];
  for (const route of routes) {
    const page = { label: route, url: `${origin}${route}`, fileStem: fileStemOf(route) };
    if (!baselineServer) {
      results.push(...(await measure([page])).map(medianOfRuns));
      continue;
    }
    const baseline = { label: `${route} (baseline)`, url: `${baselineServer.origin}${route}`, fileStem: `baseline-${fileStemOf(route)}` };
    const [before, after] = await measure([baseline, page]);
    if (before && after) {
      baselineRuns.push(before.map((run) => ({ ...run, route })));
      currentRuns.push(after);
      results.push(medianOfRuns(after));
    }
  }
} finally {
  chrome.kill();
  await server.close();
  await baselineServer?.close();
  await blankPage?.close();
}

const elapsed = (performance.now() - started) / 1000;
console.log(formatMarkdownTable(results, floor));
console.log(
  `\n${results.length} route(s), ${runs} run(s) each, in ${elapsed.toFixed(0)} s. Targets: performance ≥ ${TARGETS.scores.performance}, ` +
    `accessibility ${TARGETS.scores.accessibility}, best practices ${TARGETS.scores['best-practices']}, SEO ${TARGETS.scores.seo}; ` +
    `LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}.`,
);
if (benchmarkIndexes.length > 0) {
  // The slowdown makes up for the host's speed; the index says how much it had to.
  const emulation =
    fixedSlowdown !== undefined
      ? `a fixed CPU slowdown of ${fixedSlowdown}×`
      : emulatedIndex === undefined
        ? `Lighthouse's ${LIGHTHOUSE_CPU_SLOWDOWN}× (not emulating a host)`
        : `each run slowed to emulate a host of index ${emulatedIndex}`;
  console.log(`Host CPU benchmark index (Lighthouse's): ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}; ${emulation}.`);
}

const notes = results.flatMap((result) => [
  ...result.warnings.map((warning) => `- ${result.route}: Lighthouse warning: ${warning}`),
  ...result.backendRequests.map((request) => `- ${result.route}: requests the backend during load: ${request.url} → ${request.status === -1 ? 'failed' : request.status}`),
]);
if (notes.length > 0) console.log(`\n## Notes\n\n${notes.join('\n')}`);
if (baselineDist) console.log(`\n## Against the baseline (${values.baseline}), runs taking turns\n\n${formatComparison(baselineRuns, currentRuns)}`);
const floorNote = floor ? formatFloorNote(floor) : '';
if (floorNote) console.log(`\n${floorNote}`);

// Pages that say noindex on purpose fail Lighthouse's is-crawlable audit by design.
const indexed = new Set(indexedPaths());
const unindexed = new Set(allPaths.filter((path) => !indexed.has(path)));
const failing = results.filter((result) => checkTargets(result, TARGETS, { unindexed: unindexed.has(result.route) }).length > 0);
if (failing.length === 0) {
  console.log('\nAll routes meet the targets.');
  process.exit(0);
}
console.log(`\n## Below target (${failing.length} of ${results.length} routes)\n\n${formatFailures(results, TARGETS, unindexed, floor)}`);
process.exit(values['no-fail'] ? 0 : 1);
