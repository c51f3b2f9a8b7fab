/**
 * `npm run bench:lighthouse`: Lighthouse (mobile defaults: Moto G Power emulation, simulated slow 4G
 * and 4× CPU throttling) on every public route of the production build. Serves dist/ with Vite's
 * preview and the project's config, so the production security headers (dist/_headers) apply, and
 * drives the system Chromium through chrome-launcher, one browser for all routes, one route at a time.
 *
 * Prints a markdown table of the four category scores and LCP, TBT and CLS per route, the lowest of
 * each, then per route that misses a target its failing audits, the performance ones with Lighthouse's
 * estimated savings, largest first (its list of opportunities and diagnostics). Exits
 * non-zero when a route misses a target (bench/lib/lighthouse-report.ts: TARGETS).
 *
 *   npm run bench:lighthouse [-- --routes /,/services --runs 3 --no-fail --json /tmp/lhr --dist /tmp/copy-of-dist]
 *
 * --routes  comma-separated paths (default: every public path of src/lib/route-table.ts)
 * --runs    runs per route; the table shows the median (default 1)
 * --no-fail report only: exit 0 whatever the scores
 * --json    a directory to write each run's full Lighthouse result to (open in the Lighthouse viewer)
 * --dist    the build to serve (default dist/): a copy keeps the run steady while dist/ is rebuilt
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
import { publicPaths } from '../src/lib/route-table.ts';
import {
  CATEGORIES,
  TARGETS,
  checkTargets,
  formatFailures,
  formatMarkdownTable,
  medianOfRuns,
  summarize,
  type ResultLike,
  type RouteResult,
} from './lib/lighthouse-report.ts';
import { serveDist } from './lib/serve-dist.ts';
import { log } from './lib/bench-env.ts';

const root = resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string', default: '1' },
    'no-fail': { type: 'boolean', default: false },
    json: { type: 'string' },
    dist: { type: 'string' },
  },
});
const dist = resolve(root, values.dist ?? 'dist');
const runs = Number(values.runs);
if (!(Number.isInteger(runs) && runs > 0)) {
  console.error(`bench/lighthouse: --runs must be a positive whole number, not "${values.runs}".`);
  process.exit(1);
}
const allPaths = publicPaths();
const routes = values.routes ? values.routes.split(',').map((route) => route.trim()).filter(Boolean) : allPaths;
const unknown = routes.filter((route) => !allPaths.includes(route));
if (unknown.length > 0) {
  console.error(`bench/lighthouse: not public routes of src/lib/route-table.ts: ${unknown.join(', ')}`);
  process.exit(1);
}
if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, '_headers'))) {
  console.error(`bench/lighthouse: ${dist} has no prerendered build. Run \`npm run build\` first.`);
  process.exit(1);
}
const chromePath = chromiumExecutable();
if (!chromePath) {
  console.error('bench/lighthouse: no Chromium found (CHROMIUM_PATH, /usr/bin/chromium). Install the chromium package.');
  process.exit(1);
}


const started = performance.now();
// The project's vite.config.ts: its preview plugins serve dist/ as the static host does, with dist/_headers.
const server = await serveDist(root, dist);
const { origin } = server;
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
  logLevel: 'silent',
});

const results: RouteResult[] = [];
/** Lighthouse's measure of the host's CPU speed, per run: simulated throttling scales the observed main-thread time. */
const benchmarkIndexes: number[] = [];
try {
  if (values.json) mkdirSync(values.json, { recursive: true });
  for (const route of routes) {
    const routeRuns: RouteResult[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const runStarted = performance.now();
      const answer = await lighthouse(`${origin}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!answer) throw new Error(`Lighthouse returned no result for ${route}`);
      const result = summarize(route, answer.lhr as unknown as ResultLike);
      routeRuns.push(result);
      const { benchmarkIndex } = answer.lhr.environment;
      if (benchmarkIndex > 0) benchmarkIndexes.push(benchmarkIndex);
      if (values.json) {
        const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}${runs > 1 ? `-${run}` : ''}.json`;
        writeFileSync(join(values.json, name), JSON.stringify(answer.lhr));
      }
      const seconds = ((performance.now() - runStarted) / 1000).toFixed(1);
      log(`${route}${runs > 1 ? ` (run ${run}/${runs})` : ''}: ${CATEGORIES.map((id) => result.scores[id]).join('/')} in ${seconds} s`);
    }
    results.push(medianOfRuns(routeRuns));
  }
} finally {
  chrome.kill();
  await server.close();
}

const elapsed = (performance.now() - started) / 1000;
console.log(formatMarkdownTable(results));
console.log(
  `\n${results.length} route(s), ${runs} run(s) each, in ${elapsed.toFixed(0)} s. Targets: performance ≥ ${TARGETS.scores.performance}, ` +
    `accessibility ${TARGETS.scores.accessibility}, best practices ${TARGETS.scores['best-practices']}, SEO ${TARGETS.scores.seo}; ` +
    `LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}.`,
);
if (benchmarkIndexes.length > 0) {
  // A busy or slow host inflates TBT and the performance score: compare runs on similar indexes.
  console.log(`Host CPU benchmark index (Lighthouse's): ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}.`);
}

const notes = results.flatMap((result) => [
  ...result.warnings.map((warning) => `- ${result.route}: Lighthouse warning: ${warning}`),
  ...result.backendRequests.map((request) => `- ${result.route}: requests the backend during load: ${request.url} → ${request.status === -1 ? 'failed' : request.status}`),
]);
if (notes.length > 0) console.log(`\n## Notes\n\n${notes.join('\n')}`);

const failing = results.filter((result) => checkTargets(result).length > 0);
if (failing.length === 0) {
  console.log('\nAll routes meet the targets.');
  process.exit(0);
}
console.log(`\n## Below target (${failing.length} of ${results.length} routes)\n\n${formatFailures(results)}`);
process.exit(values['no-fail'] ? 0 : 1);
