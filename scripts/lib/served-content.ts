/**
 * What a page says, read off its `<main>`: the rule "what a page says is in its HTML"
 * (docs/architecture.md#prerendering-and-the-first-load) as data a test can compare. The browser tests
 * read it twice for every public page (e2e/every-route.spec.ts): in Chromium with JavaScript off (what a
 * crawler that runs no script, a link preview, reader mode or a slow phone's first paint gets), and in the
 * page once it has run and every part of it has loaded.
 */

/** A page's content, as far as the comparison cares. */
export interface MainContent {
  /** The text of every heading (h1–h6) a reader gets, whitespace collapsed, in document order. */
  headings: string[];
  /** Every `id` inside `<main>`: the anchors links and labels point at. */
  ids: string[];
  /** The words of the text a reader gets, lower-cased, in document order. */
  words: string[];
}

/** The share of the rendered page's words the served HTML may lack: a date, the A/B variant's label. */
export const MAX_MISSING_WORD_SHARE = 0.02;

/**
 * Reads a rendered `<main>` as a reader gets it: the text that is laid out and visible (so not a
 * `hidden` tab panel nor an `invisible` block, but visually hidden text for screen readers yes) and not
 * hidden from assistive technology (`aria-hidden`: Radix's stand-in `<select>` for a form, icons), the
 * headings of that text, and every id. Passed to `page.evaluate`, so it is self-contained.
 */
export function readMainContent(root: HTMLElement): MainContent {
  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
  const read = (element: Element) => element.checkVisibility({ visibilityProperty: true }) && element.closest('[aria-hidden="true"]') === null;
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && !['SCRIPT', 'STYLE'].includes(parent.tagName) && read(parent)) texts.push(node.textContent ?? '');
  }
  return {
    headings: [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(read).map((heading) => collapse(heading.textContent ?? '')),
    ids: [...root.querySelectorAll('[id]')].map((element) => element.id),
    words: texts.join(' ').toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [],
  };
}

/** What the served HTML lacks of the rendered page, in words a failing test can print. */
export interface ServedGaps {
  missingHeadings: string[];
  missingIds: string[];
  missingWords: number;
  renderedWords: number;
  /** Up to 20 of the missing words, most missed first, to say where to look. */
  sampleOfMissingWords: string[];
}

function counts(values: readonly string[]): Map<string, number> {
  const tally = new Map<string, number>();
  for (const value of values) tally.set(value, (tally.get(value) ?? 0) + 1);
  return tally;
}

/**
 * Compares the served `<main>` with the rendered one: every heading and every id of the rendered page
 * must be in the served HTML (an id the browser made up, such as a client-rendered form's, is a section
 * React drew afresh), and at most MAX_MISSING_WORD_SHARE of its words may be missing (counted with their
 * repeats: a paragraph missing twice is missed twice).
 */
export function servedGaps(served: MainContent, rendered: MainContent): ServedGaps {
  const servedHeadings = new Set(served.headings);
  const servedIds = new Set(served.ids);
  const servedWords = counts(served.words);
  const missing = new Map<string, number>();
  for (const [word, count] of counts(rendered.words)) {
    const short = count - (servedWords.get(word) ?? 0);
    if (short > 0) missing.set(word, short);
  }
  return {
    missingHeadings: [...new Set(rendered.headings.filter((heading) => !servedHeadings.has(heading)))],
    missingIds: [...new Set(rendered.ids.filter((id) => !servedIds.has(id)))],
    missingWords: [...missing.values()].reduce((sum, count) => sum + count, 0),
    renderedWords: rendered.words.length,
    sampleOfMissingWords: [...missing.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([word]) => word),
  };
}

/** Whether the served HTML holds the rendered page, by the rule above. */
export function servesWholePage(gaps: ServedGaps): boolean {
  return (
    gaps.missingHeadings.length === 0 &&
    gaps.missingIds.length === 0 &&
    gaps.missingWords <= MAX_MISSING_WORD_SHARE * gaps.renderedWords
  );
}
