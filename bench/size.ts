/**
 * What a first visit to each route downloads: the JavaScript and CSS the prerendered HTML
 * loads (entry, the page's chunk and their static imports) plus the HTML itself, in KB of
 * gzip. Fails when a route exceeds bench/budget.json. Run after `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeTable, concretePaths, type RouteEntry } from '../src/lib/route-table.ts';
import { firstVisitFiles, type Manifest } from '../scripts/lib/manifest.ts';
import { outputFileFor } from '../scripts/lib/html.ts';
import { checkBudget, formatTable, type Budget, type RouteSize } from './lib/budget.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error('bench/size: dist/.vite/manifest.json is missing. Run `npm run build` first.');
  process.exit(1);
}

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
const failures = checkBudget(sizes, budget);
if (failures.length > 0) {
  console.error(`\nOver budget (bench/budget.json):\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nAll ${sizes.length} routes within budget (JS ${budget.javascriptKB['/']} KB on /, ${budget.javascriptKB.default} KB elsewhere; CSS ${budget.cssKB.default} KB).`);
