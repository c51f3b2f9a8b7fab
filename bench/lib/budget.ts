export type Limits = { default: number } & Record<string, number>;

/**
 * What a first visit downloads in Chromium, with no interaction, until the network settles
 * (bench/lib/browser-first-visit.ts): JavaScript KB of gzip per route, and JavaScript requests.
 */
export interface BrowserBudget {
  javascriptKB: Limits;
  javascriptRequests: number;
}

export interface Budget {
  javascriptKB: Limits;
  cssKB: Limits;
  /** Optional: without it, the browser measure is reported and not checked. */
  browserFirstVisit?: BrowserBudget;
}

export interface RouteSize {
  route: string;
  access: 'public' | 'private' | 'fallback';
  javascriptKB: number;
  cssKB: number;
  htmlKB: number;
  requests: number;
}

/** A route's first visit as Chromium made it: the scripts and stylesheets it received, in KB of gzip. */
export interface BrowserRouteSize {
  route: string;
  access: RouteSize['access'];
  javascriptKB: number;
  javascriptRequests: number;
  cssKB: number;
  cssRequests: number;
}

const limitFor = (limits: Limits, route: string) => limits[route] ?? limits.default;

/** One message per route and resource that exceeds its budget; staff pages are not budgeted. */
export function checkBudget(sizes: readonly RouteSize[], budget: Budget): string[] {
  return sizes
    .filter((size) => size.access === 'public')
    .flatMap((size) => {
      const failures: string[] = [];
      const js = limitFor(budget.javascriptKB, size.route);
      const css = limitFor(budget.cssKB, size.route);
      if (size.javascriptKB > js) failures.push(`${size.route}: JavaScript ${size.javascriptKB.toFixed(1)} KB > ${js} KB`);
      if (size.cssKB > css) failures.push(`${size.route}: CSS ${size.cssKB.toFixed(1)} KB > ${css} KB`);
      return failures;
    });
}

/** The same for the browser measure: one message per public route and figure over its budget. */
export function checkBrowserBudget(sizes: readonly BrowserRouteSize[], budget: BrowserBudget): string[] {
  return sizes
    .filter((size) => size.access === 'public')
    .flatMap((size) => {
      const failures: string[] = [];
      const js = limitFor(budget.javascriptKB, size.route);
      if (size.javascriptKB > js) failures.push(`${size.route}: JavaScript in the browser ${size.javascriptKB.toFixed(1)} KB > ${js} KB`);
      if (size.javascriptRequests > budget.javascriptRequests) {
        failures.push(`${size.route}: JavaScript requests in the browser ${size.javascriptRequests} > ${budget.javascriptRequests}`);
      }
      return failures;
    });
}

/** Columns padded to line up: the first left-aligned, the rest right-aligned. */
function alignedTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const routeLabel = (size: { route: string; access: RouteSize['access'] }) => (size.access === 'private' ? `${size.route} (staff)` : size.route);

/** A fixed-width table, one row per route. */
export function formatTable(sizes: readonly RouteSize[]): string {
  const header = ['route', 'JS KB gz', 'CSS KB gz', 'HTML KB gz', 'files'];
  const rows = sizes.map((size) => [routeLabel(size), size.javascriptKB.toFixed(1), size.cssKB.toFixed(1), size.htmlKB.toFixed(1), String(size.requests)]);
  return alignedTable(header, rows);
}

/**
 * The browser measure beside the graph's JavaScript figure, one row per route the browser measured
 * ("-" where the graph has no figure for it).
 */
export function formatBrowserTable(browser: readonly BrowserRouteSize[], graph: readonly RouteSize[]): string {
  const header = ['route', 'JS KB gz (graph)', 'JS KB gz (browser)', 'JS requests (browser)', 'CSS KB gz (browser)', 'CSS requests (browser)'];
  const rows = browser.map((size) => [
    routeLabel(size),
    graph.find((entry) => entry.route === size.route)?.javascriptKB.toFixed(1) ?? '-',
    size.javascriptKB.toFixed(1),
    String(size.javascriptRequests),
    size.cssKB.toFixed(1),
    String(size.cssRequests),
  ]);
  return alignedTable(header, rows);
}

/** When the browser measure stops waiting on a route (browser-first-visit.ts). */
export interface SettleRules {
  /** Nothing in flight, and nothing started or ended, for this long. */
  quietMs: number;
  /** At least this long after the load event: idle-time work scheduled after load starts in this window. */
  afterLoadMs: number;
  /** At most this long after the navigation started, whatever the network does. */
  capMs: number;
}

export const SETTLE_RULES: SettleRules = { quietMs: 2000, afterLoadMs: 2500, capMs: 20_000 };

export interface NetworkState {
  /** Times in ms on one clock. */
  startedMs: number;
  /** When the load event fired; undefined until it has. */
  loadMs: number | undefined;
  inFlight: number;
  /** The last request started, finished or failed (startedMs before any). */
  lastActivityMs: number;
}

/** Whether to keep waiting on a page, stop because its network settled, or stop at the cap. */
export function networkSettle(state: NetworkState, nowMs: number, rules: SettleRules = SETTLE_RULES): 'waiting' | 'settled' | 'capped' {
  const settled =
    state.loadMs !== undefined && nowMs - state.loadMs >= rules.afterLoadMs && state.inFlight === 0 && nowMs - state.lastActivityMs >= rules.quietMs;
  if (settled) return 'settled';
  return nowMs - state.startedMs >= rules.capMs ? 'capped' : 'waiting';
}

/** The file under dist/ a URL of the served build names (relative to dist/), or undefined for another origin. */
export function distPathFor(url: string, origin: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.origin !== origin) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return undefined;
  }
  const relative = path.replace(/^\/+/, '');
  if (relative === '' || relative.split('/').includes('..')) return undefined;
  return relative;
}
