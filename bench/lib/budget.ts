export interface Budget {
  javascriptKB: { default: number } & Record<string, number>;
  cssKB: { default: number } & Record<string, number>;
}

export interface RouteSize {
  route: string;
  access: 'public' | 'private' | 'fallback';
  javascriptKB: number;
  cssKB: number;
  htmlKB: number;
  requests: number;
}

const limitFor = (limits: { default: number } & Record<string, number>, route: string) => limits[route] ?? limits.default;

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

/** A fixed-width table, one row per route. */
export function formatTable(sizes: readonly RouteSize[]): string {
  const header = ['route', 'JS KB gz', 'CSS KB gz', 'HTML KB gz', 'files'];
  const rows = sizes.map((size) => [
    size.access === 'private' ? `${size.route} (staff)` : size.route,
    size.javascriptKB.toFixed(1),
    size.cssKB.toFixed(1),
    size.htmlKB.toFixed(1),
    String(size.requests),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
