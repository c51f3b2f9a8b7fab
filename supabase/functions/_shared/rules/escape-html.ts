const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Makes text safe inside HTML element content and quoted attribute values. Every value a visitor
 * typed goes through this before it reaches an e-mail's HTML.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? character);
}

/**
 * Characters that end a line or control a terminal: C0 and C1 controls (CR, LF, tab, NEL U+0085, …)
 * and the Unicode line and paragraph separators. A header line must hold none of them; the lead
 * schemas collapse them out of single-line fields too (schemas.ts `singleLineText`).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const LINE_BREAKING_RUNS = new RegExp(`${LINE_BREAKING.source}+`, 'g');

/** Runs of control characters and line breaks become one space: the value stays one line. */
export function collapseLineBreaks(value: string): string {
  return value.replace(LINE_BREAKING_RUNS, ' ');
}

/**
 * One line of text for a subject or header: control characters (CR, LF, tabs) become spaces so a
 * visitor cannot start a new header, runs of spaces collapse, and the result is at most `max` long.
 */
export function singleLine(value: string, max = 200): string {
  const flat = collapseLineBreaks(value).replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
