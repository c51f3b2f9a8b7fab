/** A Markdown table whose columns are padded to line up in a terminal as well as render. */

/** A cell's text with what would end a cell (`|`) or the row (a line break) escaped. */
function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/**
 * The header, a rule and one line per row. Columns are right-aligned (counts), except those `leftAligned`
 * names (by index; the first by default).
 */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[], { leftAligned = [0] }: { leftAligned?: readonly number[] } = {}): string {
  const left = new Set(leftAligned);
  const cells = [header, ...rows].map((row) => row.map(escapeCell));
  // A right-aligned rule needs a dash before its colon.
  const widths = header.map((_, column) => Math.max(left.has(column) ? 1 : 2, ...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row: readonly string[]) =>
    `| ${widths.map((width, column) => (left.has(column) ? (row[column] ?? '').padEnd(width) : (row[column] ?? '').padStart(width))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (left.has(column) ? ` ${'-'.repeat(width)} ` : ` ${'-'.repeat(width - 1)}: `)).join('|')}|`;
  const [head = [], ...body] = cells;
  return [line(head), rule, ...body.map(line)].join('\n');
}
