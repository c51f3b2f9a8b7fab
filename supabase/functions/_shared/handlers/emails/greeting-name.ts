/**
 * The one piece of a visitor's own text that an e-mail to a visitor-given address may carry: the name it
 * greets them by. Anyone can type someone else's address into a form, so whatever reaches that
 * inbox must be our words; a short first name is the exception, and it is made harmless here.
 */
import { collapseLineBreaks } from '../../rules/escape-html.ts';

/** Longest greeting name, in characters: room for any first name, none for a sentence. */
export const MAX_GREETING_NAME_LENGTH = 40;

// Full stops a mail client or browser may read as a domain's dot: ASCII, fullwidth, ideographic, halfwidth.
const DOT = '[.\\uff0e\\u3002\\uff61]';
/** "scheme:" followed by more, as in https://…, mailto:…, tel:…, javascript:… */
const SCHEME = /[a-z][a-z0-9+.-]*:[^\s]/i;
const WWW = new RegExp(`(^|[^\\p{L}\\p{N}])www${DOT}`, 'iu');
/** A dotted domain: a label, a dot, and a label of two or more letters or digits (evil.example, cheap-pills.example). */
const DOTTED_DOMAIN = new RegExp(`[\\p{L}\\p{N}-]${DOT}[\\p{L}\\p{N}]{2,}`, 'u');
/** A dotted IPv4 address (1.2.3.4), which clients may link as well. */
const DOTTED_NUMBERS = new RegExp(`\\d${DOT}\\d+${DOT}\\d`, 'u');
/** Invisible format characters (zero-width space, joiners, direction marks) that would hide a dot from the patterns. */
const INVISIBLE = /\p{Cf}/gu;

/** Whether a word, as written, could be read or linked as a web or e-mail address. */
function readsAsAddress(word: string): boolean {
  return word.includes('//') || SCHEME.test(word) || WWW.test(word) || DOTTED_DOMAIN.test(word) || DOTTED_NUMBERS.test(word);
}

/**
 * Whether a word could be read, or linked, as a web or e-mail address: as written, and after Unicode's
 * compatibility mapping (NFKC, which IDNA's UTS #46 applies to a domain), which turns a one-dot leader
 * (U+2024), a small full stop (U+FE52) or circled letters ("ⓔⓥⓘⓛ.ⓒⓞⓜ") into the plain "evil.com" a
 * mail client or browser may link.
 */
function looksLikeAddress(word: string): boolean {
  return readsAsAddress(word) || readsAsAddress(word.normalize('NFKC'));
}

/** The first word of a whole name (the forms trim it): what an e-mail to the visitor greets them by. */
export function firstWord(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * The name an e-mail to a visitor greets them by, from the name they typed (a first name, or the first
 * word of their name): one line, invisible characters removed, every word that looks like an address
 * (`scheme:…`, `www.`, `//`, a dotted domain or IP address) left out, whitespace collapsed, and at most
 * MAX_GREETING_NAME_LENGTH characters of whole words. Undefined when nothing is left: greet "Hi there".
 */
export function safeGreetingName(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const words = collapseLineBreaks(name.replace(INVISIBLE, ''))
    .split(/\s+/)
    .filter((word) => word !== '' && !looksLikeAddress(word));
  let greeting = '';
  for (const word of words) {
    const next = greeting ? `${greeting} ${word}` : word;
    if ([...next].length <= MAX_GREETING_NAME_LENGTH) greeting = next;
    // A single word longer than the cap is cut; later words never follow a cut one.
    else if (!greeting) greeting = [...word].slice(0, MAX_GREETING_NAME_LENGTH).join('');
    else break;
    if ([...greeting].length >= MAX_GREETING_NAME_LENGTH) break;
  }
  return greeting || undefined;
}
