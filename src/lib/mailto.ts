// A lone surrogate cannot be percent-encoded (encodeURIComponent throws): it becomes U+FFFD first.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function encodePart(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}

/**
 * The `mailto:` link to one address: each side of its last `@` percent-encoded, so whatever a stored
 * address holds (`?`, `&`, `%`, `#`), the link only ever addresses that one mailbox; no query can
 * add a recipient, a subject or a body. Every `mailto:` of the site is built here (ESLint).
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  const encoded = at < 0 ? encodePart(address) : `${encodePart(address.slice(0, at))}@${encodePart(address.slice(at + 1))}`;
  // eslint-disable-next-line no-restricted-syntax -- the one place a mailto: link is built, from encoded parts
  return `mailto:${encoded}`;
}
