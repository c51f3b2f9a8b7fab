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
 * One line of text for a subject or header: control characters (CR, LF, tabs) become spaces so a
 * visitor cannot start a new header, runs of spaces collapse, and the result is at most `max` long.
 */
export function singleLine(value: string, max = 200): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const flat = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
