import {
  SETTLE_RULES,
  checkBrowserBudget,
  checkBudget,
  distPathFor,
  formatBrowserTable,
  formatTable,
  networkSettle,
  type BrowserBudget,
  type BrowserRouteSize,
  type Budget,
  type NetworkState,
  type RouteSize,
} from './budget';

const budget: Budget = { javascriptKB: { '/': 100, default: 120 }, cssKB: { default: 14 } };
const size = (route: string, javascriptKB: number, cssKB = 8, access: RouteSize['access'] = 'public'): RouteSize => ({
  route,
  access,
  javascriptKB,
  cssKB,
  htmlKB: 5,
  requests: 3,
});

const browserBudget: BrowserBudget = { javascriptKB: { '/': 100, default: 120 }, javascriptRequests: 25 };
const visit = (route: string, javascriptKB: number, javascriptRequests = 20, access: RouteSize['access'] = 'public'): BrowserRouteSize => ({
  route,
  access,
  javascriptKB,
  javascriptRequests,
  cssKB: 9.5,
  cssRequests: 1,
});

describe('checkBudget', () => {
  it('applies the home page its own limit and every other route the default', () => {
    expect(checkBudget([size('/', 100), size('/services', 120)], budget)).toEqual([]);
    expect(checkBudget([size('/', 100.1), size('/services', 120.1)], budget)).toEqual([
      '/: JavaScript 100.1 KB > 100 KB',
      '/services: JavaScript 120.1 KB > 120 KB',
    ]);
  });

  it('checks CSS too', () => {
    expect(checkBudget([size('/', 50, 14.5)], budget)).toEqual(['/: CSS 14.5 KB > 14 KB']);
  });

  it('does not budget the staff pages', () => {
    expect(checkBudget([size('/admin', 500, 50, 'private')], budget)).toEqual([]);
  });

  it('leaves the browser figures to checkBrowserBudget', () => {
    expect(checkBudget([size('/', 50)], { ...budget, browserFirstVisit: { javascriptKB: { default: 1 }, javascriptRequests: 1 } })).toEqual([]);
  });
});

describe('checkBrowserBudget', () => {
  it('passes at exactly the budget', () => {
    expect(checkBrowserBudget([visit('/', 100, 25), visit('/services', 120, 25)], browserBudget)).toEqual([]);
  });

  it('fails above it, naming the route and the figure', () => {
    expect(checkBrowserBudget([visit('/', 100.1), visit('/services', 120.1)], browserBudget)).toEqual([
      '/: JavaScript in the browser 100.1 KB > 100 KB',
      '/services: JavaScript in the browser 120.1 KB > 120 KB',
    ]);
    expect(checkBrowserBudget([visit('/quiz/owner', 80, 26)], browserBudget)).toEqual(['/quiz/owner: JavaScript requests in the browser 26 > 25']);
  });

  it('reports both figures of one route', () => {
    expect(checkBrowserBudget([visit('/', 130, 30)], browserBudget)).toEqual([
      '/: JavaScript in the browser 130.0 KB > 100 KB',
      '/: JavaScript requests in the browser 30 > 25',
    ]);
  });

  it('does not budget the staff pages', () => {
    expect(checkBrowserBudget([visit('/admin', 500, 60, 'private')], browserBudget)).toEqual([]);
  });
});

describe('formatTable', () => {
  it('prints one aligned row per route', () => {
    const table = formatTable([size('/', 99.94), size('/admin', 140, 8, 'private')]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[2]).toMatch(/^\/\s+99\.9\s+8\.0\s+5\.0\s+3$/);
    expect(table[3]).toContain('/admin (staff)');
  });
});

describe('formatBrowserTable', () => {
  it('prints the browser figures beside the graph figure, one aligned row per route', () => {
    const table = formatBrowserTable([visit('/', 104.26, 23), visit('/admin', 140, 12, 'private'), visit('/elsewhere', 1, 1)], [size('/', 99.94), size('/admin', 140, 8, 'private')]).split('\n');
    expect(table).toHaveLength(5);
    expect(table[0]).toMatch(/^route\s+JS KB gz \(graph\)\s+JS KB gz \(browser\)\s+JS requests \(browser\)\s+CSS KB gz \(browser\)\s+CSS requests \(browser\)$/);
    expect(table[2]).toMatch(/^\/\s+99\.9\s+104\.3\s+23\s+9\.5\s+1$/);
    expect(table[3]).toMatch(/^\/admin \(staff\)\s+140\.0\s+140\.0\s+12/);
    expect(table[4]).toMatch(/^\/elsewhere\s+-\s+1\.0\s+1\s/);
    // Right-aligned: every row is as long as the header.
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
  });
});

describe('networkSettle', () => {
  const state = (overrides: Partial<NetworkState>): NetworkState => ({ startedMs: 0, loadMs: 1000, inFlight: 0, lastActivityMs: 1000, ...overrides });

  it('waits at least the given time after the load event, even on a quiet network', () => {
    expect(networkSettle(state({ lastActivityMs: 0 }), 1000 + SETTLE_RULES.afterLoadMs - 1)).toBe('waiting');
    expect(networkSettle(state({ lastActivityMs: 0 }), 1000 + SETTLE_RULES.afterLoadMs)).toBe('settled');
  });

  it('waits for a quiet network: nothing in flight, nothing started or ended for the quiet time', () => {
    expect(networkSettle(state({ lastActivityMs: 4000 }), 4000 + SETTLE_RULES.quietMs - 1)).toBe('waiting');
    expect(networkSettle(state({ lastActivityMs: 4000 }), 4000 + SETTLE_RULES.quietMs)).toBe('settled');
    expect(networkSettle(state({ inFlight: 1, lastActivityMs: 0 }), 10_000)).toBe('waiting');
  });

  it('waits for the load event', () => {
    expect(networkSettle(state({ loadMs: undefined, lastActivityMs: 0 }), 10_000)).toBe('waiting');
  });

  it('stops at the cap', () => {
    expect(networkSettle(state({ inFlight: 1 }), SETTLE_RULES.capMs)).toBe('capped');
    expect(networkSettle(state({ loadMs: undefined }), SETTLE_RULES.capMs)).toBe('capped');
  });
});

describe('distPathFor', () => {
  const origin = 'http://127.0.0.1:4180';

  it('maps a URL of the served build to its file under dist/', () => {
    expect(distPathFor(`${origin}/assets/index-C8rA5j9-.js`, origin)).toBe('assets/index-C8rA5j9-.js');
    expect(distPathFor(`${origin}/assets/a%20b.js?v=1#x`, origin)).toBe('assets/a b.js');
  });

  it('maps nothing for another origin, the root or a path out of dist/', () => {
    expect(distPathFor('http://127.0.0.1:54321/rest/v1/x.js', origin)).toBeUndefined();
    expect(distPathFor('https://www.google.com/recaptcha/api.js', origin)).toBeUndefined();
    expect(distPathFor(`${origin}/`, origin)).toBeUndefined();
    // The URL parser resolves "/assets/../x" itself; an encoded slash is decoded after it.
    expect(distPathFor(`${origin}/assets/..%2F..%2Fetc/passwd`, origin)).toBeUndefined();
    expect(distPathFor('not a url', origin)).toBeUndefined();
  });
});
