import { checkBudget, formatTable, type Budget, type RouteSize } from './budget';

const budget: Budget = { javascriptKB: { '/': 100, default: 120 }, cssKB: { default: 14 } };
const size = (route: string, javascriptKB: number, cssKB = 8, access: RouteSize['access'] = 'public'): RouteSize => ({
  route,
  access,
  javascriptKB,
  cssKB,
  htmlKB: 5,
  requests: 3,
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
});

describe('formatTable', () => {
  it('prints one aligned row per route', () => {
    const table = formatTable([size('/', 99.94), size('/admin', 140, 8, 'private')]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[2]).toMatch(/^\/\s+99\.9\s+8\.0\s+5\.0\s+3$/);
    expect(table[3]).toContain('/admin (staff)');
  });
});
