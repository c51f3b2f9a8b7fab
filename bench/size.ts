/**
 * What a first visit to each route downloads, measured two ways, in KB of gzip (level 9):
 *
 * - From the build's graph: the JavaScript and CSS the prerendered HTML loads (entry, the page's chunk
 *   and their static imports, from Vite's manifest) plus the HTML itself.
 * - In the browser: Chromium opens each route of the built site, served as the static host serves it
 *   (dist/_headers), as a first visit on a phone's screen (412×823, nothing cached, nothing stored)
 *   and with no input at all, and counts the scripts and stylesheets it receives until the network
 *   settles: nothing in flight and nothing new for 2 s, and not before 2.5 s after the load event, so
 *   that what the site loads in idle time after the load event is counted (20 s at most per route).
 *   A file is sized as the gzip of its file in dist/, the unit of the graph measure, whatever the
 *   server compresses. Requests that fail or answer an error (the local backend at 127.0.0.1:54321
 *   when none runs) are listed and not counted.
 *
 * Fails when a public route exceeds bench/budget.json: the graph's figures always, the browser's when
 * the file has a `browserFirstVisit` budget (otherwise they are only reported). Staff pages are
 * measured, not budgeted. Fails too when a page does not load in the browser. Run after `npm run build`.
 *
 *   npm run bench:size [-- --no-browser | --after-load-ms 6000 | --dist /tmp/copy-of-dist]
 *
 * --no-browser     the graph measure only (no Chromium needed)
 * --dist           the build to measure (default dist/): a copy keeps the run steady while dist/ is rebuilt
 * --after-load-ms  the least time to wait after the load event (default 2500); longer counts anything a
 *                  visitor who stays a while without touching the page downloads (the layout's islands
 *                  load 30 s after the load event at the latest: 32000 counts them).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { routeTable, concretePaths, type RouteEntry } from '../src/lib/route-table.ts';
import { firstVisitFiles, type Manifest } from '../scripts/lib/manifest.ts';
import { outputFileFor } from '../scripts/lib/html.ts';
import { chromiumArgs, chromiumExecutable } from '../e2e/chromium.ts';
import { SETTLE_RULES, checkBrowserBudget, checkBudget, formatBrowserTable, formatTable, type Budget, type RouteSize } from './lib/budget.ts';
import { measureFirstVisits, type BrowserVisit } from './lib/browser-first-visit.ts';
import { serveDist } from './lib/serve-dist.ts';
import { log } from './lib/bench-env.ts';

const { values } = parseArgs({
  options: {
    'no-browser': { type: 'boolean', default: false },
    'after-load-ms': { type: 'string', default: String(SETTLE_RULES.afterLoadMs) },
    dist: { type: 'string' },
  },
});
const afterLoadMs = Number(values['after-load-ms']);
if (!(Number.isFinite(afterLoadMs) && afterLoadMs >= 0 && afterLoadMs < SETTLE_RULES.capMs)) {
  console.error(`bench/size: --after-load-ms must be a number of milliseconds from 0 to under ${SETTLE_RULES.capMs}, not "${values['after-load-ms']}".`);
  process.exit(1);
}
const settleRules = { ...SETTLE_RULES, afterLoadMs };
const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, values.dist ?? 'dist');
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`bench/size: ${manifestFile} is missing. Run \`npm run build\` first.`);
  process.exit(1);
}

/** The Chromium to drive, or a clear exit when there is none (before any measuring). */
function chromiumOrExit(): string {
  let path: string | undefined;
  try {
    path = chromiumExecutable();
  } catch (error) {
    console.error(`bench/size: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (!path) {
    console.error('bench/size: no Chromium found (CHROMIUM_PATH, /usr/bin/chromium). Install the chromium package, or pass --no-browser for the graph measure only.');
    process.exit(1);
  }
  return path;
}
const executablePath = values['no-browser'] ? undefined : chromiumOrExit();

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const budget = JSON.parse(readFileSync(join(root, 'bench', 'budget.json'), 'utf8')) as Budget;
const gzipKB = (files: readonly string[]) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / 1024;

const sizes: RouteSize[] = (routeTable as readonly RouteEntry[])
  .filter((route) => route.access !== 'fallback')
  .map((route) => {
    // Parameterised routes share one page chunk: measure their first concrete path.
    const path = concretePaths(route)[0] ?? route.path;
    const { js, css } = firstVisitFiles(manifest, `src/pages/${route.page}.tsx`);
    return {
      route: path,
      access: route.access,
      javascriptKB: gzipKB(js),
      cssKB: gzipKB(css),
      htmlKB: gzipKB([outputFileFor(path)]),
      requests: js.length + css.length,
    };
  });

console.log(formatTable(sizes));

/**
 * Pages measured with a fragment, as visitors open them. /manage-booking without a token shows only
 * "this link is not complete"; with one (this one opens no booking) it loads what opening a booking
 * takes, and its request to the function, which no backend answers here, is reported, not counted.
 */
const fragmentFor: Record<string, string> = { '/manage-booking': `#${'A'.repeat(43)}` };

let visits: BrowserVisit[] = [];
/** The figures of the pages that loaded. */
const measured = (all: readonly BrowserVisit[]) => all.filter((visit) => visit.failure === undefined).map((visit) => visit.size);
if (executablePath) {
  const started = performance.now();
  const server = await serveDist(root, dist);
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    visits = await measureFirstVisits(browser, server.origin, dist, sizes.map((size) => ({ ...size, fragment: fragmentFor[size.route] })), {
      rules: settleRules,
      progress: (visit) =>
        log(
          visit.failure === undefined
            ? `${visit.size.route}: ${visit.size.javascriptKB.toFixed(1)} KB of JavaScript in ${visit.size.javascriptRequests} requests, settled after ${visit.seconds.toFixed(1)} s${visit.capped ? ' (cap)' : ''}`
            : `${visit.size.route}: not measured (${visit.failure})`,
        ),
    });
  } finally {
    await browser.close();
    await server.close();
  }
  const elapsed = (performance.now() - started) / 1000;
  console.log(
    `\nIn the browser: a first visit with no interaction, until the network has been quiet ${settleRules.quietMs / 1000} s and at least ` +
      `${settleRules.afterLoadMs / 1000} s after the load event (${visits.length} routes in ${elapsed.toFixed(0)} s)\n`,
  );
  console.log(formatBrowserTable(measured(visits), sizes));
  const notes = visits.flatMap((visit) => [
    ...(visit.capped ? [`${visit.size.route}: the network had not settled at the cap (${visit.seconds.toFixed(1)} s); the figures are what arrived by then`] : []),
    ...visit.outsideDist.map((url) => `${visit.size.route}: script not in dist/, sized by its response: ${url}`),
    ...visit.problems.map((problem) => `${visit.size.route}: ${problem}`),
  ]);
  if (notes.length > 0) console.log(`\nNot counted (failed or refused requests) and other notes:\n${notes.map((note) => `  ${note}`).join('\n')}`);
}

const failures = checkBudget(sizes, budget);
const browserBudget = budget.browserFirstVisit;
const browserFailures = browserBudget ? checkBrowserBudget(measured(visits), browserBudget) : [];
const unmeasured = visits.filter((visit) => visit.failure !== undefined).map((visit) => `${visit.size.route}: ${visit.failure}`);
if (failures.length + browserFailures.length > 0) {
  console.error(`\nOver budget (bench/budget.json):\n${[...failures, ...browserFailures].map((failure) => `  ${failure}`).join('\n')}`);
}
if (unmeasured.length > 0) console.error(`\nNot measured in the browser (the page did not load):\n${unmeasured.map((line) => `  ${line}`).join('\n')}`);
if (failures.length + browserFailures.length + unmeasured.length > 0) process.exit(1);
console.log(`\nAll ${sizes.length} routes within budget (JS ${budget.javascriptKB['/']} KB on /, ${budget.javascriptKB.default} KB elsewhere; CSS ${budget.cssKB.default} KB).`);
if (visits.length === 0) {
  console.log('The browser measure was skipped (--no-browser).');
} else if (browserBudget) {
  console.log(
    `In the browser too (JS ${browserBudget.javascriptKB['/'] ?? browserBudget.javascriptKB.default} KB on /, ${browserBudget.javascriptKB.default} KB elsewhere; ` +
      `${browserBudget.javascriptRequests} JavaScript requests).`,
  );
} else {
  console.log('The browser figures are reported only: bench/budget.json has no browserFirstVisit budget.');
}
