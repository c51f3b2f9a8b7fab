/**
 * The browser half of bench/size: opens each route of the served build in Chromium as a first
 * visit (a fresh context: no cache, no storage; a phone's viewport, no input at all) and records
 * the scripts and stylesheets it receives until the network settles (budget.ts: SETTLE_RULES).
 * Each file is sized as the gzip (level 9) of the file in dist/ its URL names, the unit of the graph
 * measure whatever the server compresses; a URL that names no file there is sized by its response body.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Request, Response } from '@playwright/test';
import { SETTLE_RULES, distPathFor, networkSettle, type BrowserRouteSize, type RouteSize, type SettleRules } from './budget.ts';

/** Lighthouse's mobile screen (Moto G Power): the viewport the targets are measured at. */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;
const POLL_MS = 100;

export interface RouteToVisit {
  route: string;
  access: RouteSize['access'];
  /** Opened with this fragment (`#…`), for a page whose first look depends on it. */
  fragment?: string | undefined;
}

export interface BrowserVisit {
  size: BrowserRouteSize;
  /** Seconds from the navigation to the moment the network settled (or the cap). */
  seconds: number;
  capped: boolean;
  /** Why the page could not be measured (its navigation failed), if it could not. */
  failure?: string;
  /** Requests that failed or were answered with an error status, of any type: reported, not counted. */
  problems: string[];
  /** Scripts whose URL names no file in dist/ (sized by their body). */
  outsideDist: string[];
}

const gzipKB = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

/**
 * Measures the routes in one browser, `concurrency` at a time, each in a context of its own (so none
 * shares another's cache or requests). Most of a visit is waiting for the network to settle, so a few
 * side by side take little longer than one. `progress` hears of each route as it ends; the result is
 * in the order of `routes`.
 */
export async function measureFirstVisits(
  browser: Browser,
  origin: string,
  dist: string,
  routes: readonly RouteToVisit[],
  {
    rules = SETTLE_RULES,
    progress = () => undefined,
    concurrency = 4,
  }: { rules?: SettleRules; progress?: (visit: BrowserVisit) => void; concurrency?: number } = {},
): Promise<BrowserVisit[]> {
  const fileKB = new Map<string, number>();
  /** The gzip size of the dist/ file a URL names, or undefined when it names none. */
  const distKB = (url: string): number | undefined => {
    const path = distPathFor(url, origin);
    if (path === undefined) return undefined;
    const file = join(dist, path);
    const known = fileKB.get(file);
    if (known !== undefined) return known;
    if (!existsSync(file) || !statSync(file).isFile()) return undefined;
    const size = gzipKB(readFileSync(file));
    fileKB.set(file, size);
    return size;
  };

  const visits: BrowserVisit[] = new Array<BrowserVisit>(routes.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < routes.length; index = next++) {
      const route = routes[index];
      if (!route) continue;
      const visit = await measureOne(browser, origin, route, distKB, rules);
      progress(visit);
      visits[index] = visit;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, routes.length)) }, worker));
  return visits;
}

async function measureOne(
  browser: Browser,
  origin: string,
  { route, access, fragment }: RouteToVisit,
  distKB: (url: string) => number | undefined,
  rules: SettleRules,
): Promise<BrowserVisit> {
  const context = await browser.newContext(MOBILE);
  try {
    const inFlight = new Set<Request>();
    const startedMs = performance.now();
    const state = { startedMs, loadMs: undefined as number | undefined, inFlight: 0, lastActivityMs: startedMs };
    const touch = () => {
      state.inFlight = inFlight.size;
      state.lastActivityMs = performance.now();
    };
    const problems: string[] = [];
    const outsideDist: string[] = [];
    /** Per type, the KB of each URL received (a URL received twice is one download's worth) and the count of responses. */
    const received = { script: new Map<string, Promise<number>>(), stylesheet: new Map<string, Promise<number>>() };
    const requests = { script: 0, stylesheet: 0 };

    const sizeOf = async (response: Response, type: 'script' | 'stylesheet'): Promise<number> => {
      const fromDist = distKB(response.url());
      if (fromDist !== undefined) return fromDist;
      if (type === 'script') outsideDist.push(response.url());
      try {
        return gzipKB(await response.body());
      } catch (error) {
        problems.push(`${response.url()}: ${type} body unreadable (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
        return 0;
      }
    };

    context.on('request', (request) => {
      inFlight.add(request);
      touch();
    });
    context.on('requestfinished', (request) => {
      inFlight.delete(request);
      touch();
    });
    context.on('requestfailed', (request) => {
      inFlight.delete(request);
      touch();
      problems.push(`${request.method()} ${request.url()} (${request.resourceType()}): failed, ${request.failure()?.errorText ?? 'no reason given'}`);
    });
    context.on('response', (response) => {
      const request = response.request();
      const type = request.resourceType();
      if (response.status() >= 400) problems.push(`${request.method()} ${response.url()} (${type}): ${response.status()}`);
      if (type !== 'script' && type !== 'stylesheet') return;
      requests[type] += 1;
      if (!received[type].has(response.url())) received[type].set(response.url(), sizeOf(response, type));
    });

    const page = await context.newPage();
    let failure: string | undefined;
    try {
      const response = await page.goto(`${origin}${route}${fragment ?? ''}`, { waitUntil: 'load', timeout: rules.capMs });
      state.loadMs = performance.now();
      if (response && !response.ok()) failure = `the page answered ${response.status()}`;
    } catch (error) {
      failure = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
    }

    let outcome = failure === undefined ? networkSettle(state, performance.now(), rules) : 'settled';
    while (outcome === 'waiting') {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      outcome = networkSettle(state, performance.now(), rules);
    }
    const seconds = (performance.now() - startedMs) / 1000;
    if (outcome === 'capped') {
      for (const request of inFlight) problems.push(`${request.method()} ${request.url()} (${request.resourceType()}): still in flight at the ${rules.capMs / 1000} s cap`);
    }
    // What had arrived when the waiting stopped: a response after it does not count.
    const counted = { ...requests };
    const sizes = { script: [...received.script.values()], stylesheet: [...received.stylesheet.values()] };
    const kb = async (each: readonly Promise<number>[]) => (await Promise.all(each)).reduce((total, size) => total + size, 0);
    return {
      size: {
        route,
        access,
        javascriptKB: await kb(sizes.script),
        javascriptRequests: counted.script,
        cssKB: await kb(sizes.stylesheet),
        cssRequests: counted.stylesheet,
      },
      seconds,
      capped: outcome === 'capped',
      ...(failure === undefined ? {} : { failure }),
      problems,
      outsideDist,
    };
  } finally {
    await context.close();
  }
}
