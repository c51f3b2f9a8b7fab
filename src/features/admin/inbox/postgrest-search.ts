/**
 * Free-text search as a PostgREST `or=(…)` filter. The typed text becomes a double-quoted value with
 * `"` and `\` escaped, PostgREST's own quoting, so commas, parentheses and dots in a search stay text
 * and cannot end the value and add filters of their own.
 */

/** Columns the search box looks in. */
export const searchColumns = ['name', 'email', 'company'] as const;

/** A value quoted for PostgREST's logic trees: `a"b` → `"a\"b"`. */
export function quotePostgrestValue(value: string): string {
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/**
 * LIKE's own wildcards typed by a person are meant literally: `50%` finds "50%", not "50 anything".
 * PostgREST turns `*` into `%`, so a typed `*` stays a wildcard; it can only widen the match.
 */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The `.or()` argument matching `term` anywhere in name, e-mail or company; null for an empty term. */
export function searchFilter(term: string): string | null {
  const text = term.trim();
  if (text === '') return null;
  const pattern = quotePostgrestValue(`*${escapeLike(text)}*`);
  return searchColumns.map((column) => `${column}.ilike.${pattern}`).join(',');
}
