/**
 * What a document points at: its relative links and the repository paths it names in backticks, and the
 * headings others may link to. The docs test checks each against the repository, so a rename or a rewritten
 * heading cannot leave a document pointing at nothing.
 */

/** A place one document points at, with the line it is written on. */
export interface DocReference {
  line: number;
  /** The path as written: relative to the document for a link, to the repository's root for a backticked path. */
  path: string;
  /** The heading's slug after `#`, when there is one. */
  anchor: string | null;
  kind: 'link' | 'named path';
}

/** The top-level folders whose paths a document may name in backticks, as `src/lib/env.ts`. */
const REPOSITORY_FOLDERS = ['src', 'supabase', 'e2e', 'tests', 'scripts', 'bench', 'docs'];

/** A backticked path: a repository folder, then path characters only (a placeholder such as `<name>` or a glob is not a path). */
const NAMED_PATH = new RegExp(`^(?:${REPOSITORY_FOLDERS.join('|')})/[\\w./@-]*(?:#[\\w-]+)?$`);

/** `[text](target)`, the target without a title; an image's `![alt](target)` too. */
const INLINE_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** Links that leave the repository or stay on the page. */
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** The document's lines outside fenced code blocks, each with its number from 1. */
function proseLines(markdown: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (!fenced) lines.push({ text, line: index + 1 });
  });
  return lines;
}

function splitAnchor(target: string): { path: string; anchor: string | null } {
  const hash = target.indexOf('#');
  return hash === -1 ? { path: target, anchor: null } : { path: target.slice(0, hash), anchor: target.slice(hash + 1) || null };
}

/**
 * The slug GitHub gives a heading's text: lower-cased, punctuation dropped except `-` and `_`, each space a
 * hyphen. The text is first read as GitHub renders it: code spans, emphasis and links as their words.
 */
export function headingSlug(heading: string): string {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim();
  return rendered
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor the document's headings give, with `-1`, `-2` … for a repeated heading, as GitHub numbers them. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(text);
    if (!heading?.[1]) continue;
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** The document's relative links (to a file, a folder or a heading) and the repository paths it names in backticks. */
export function docReferences(markdown: string): DocReference[] {
  const references: DocReference[] = [];
  for (const { text, line } of proseLines(markdown)) {
    const codeSpans = [...text.matchAll(/`([^`]+)`/g)];
    for (const [, span] of codeSpans) {
      const named = span?.trim() ?? '';
      if (NAMED_PATH.test(named)) references.push({ line, kind: 'named path', ...splitAnchor(named) });
    }
    // A link written inside a code span is an example, not a link.
    const withoutCode = text.replace(/`[^`]*`/g, '``');
    for (const [, target] of withoutCode.matchAll(INLINE_LINK)) {
      if (!target || EXTERNAL.test(target)) continue;
      references.push({ line, kind: 'link', ...splitAnchor(target) });
    }
  }
  return references;
}

/** The documents a source file names (`docs/product.md#booking-hours` in a comment), relative to the repository's root. */
export function docsNamedInSource(source: string): DocReference[] {
  return source.split('\n').flatMap((text, index) =>
    [...text.matchAll(/\bdocs\/[\w./-]+\.md(?:#[\w-]+)?/g)].map(([named]) => ({ line: index + 1, kind: 'named path' as const, ...splitAnchor(named) })),
  );
}

/**
 * Whether a path is one a `.gitignore` with these lines ignores: a file the project makes when it runs (a
 * local database, an environment file), which a document may name though no checkout has it. Reads the
 * plain entries and `*` within a name, the forms this repository's file uses.
 */
export function ignoredBy(gitignore: string): (path: string) => boolean {
  const lines = gitignore.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  const toRule = (entry: string) => {
    const name = entry.replace(/\/$/, '');
    const pattern = name.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*');
    // An entry with a slash inside is anchored at the root; one without matches a name in any folder.
    return new RegExp(name.includes('/') ? `^${pattern.replace(/^\//, '')}(?:/|$)` : `(?:^|/)${pattern}(?:/|$)`);
  };
  const ignored = lines.filter((line) => !line.startsWith('!')).map(toRule);
  const kept = lines.filter((line) => line.startsWith('!')).map((line) => toRule(line.slice(1)));
  return (path) => ignored.some((rule) => rule.test(path)) && !kept.some((rule) => rule.test(path));
}

/** What the check needs of the repository: whether a path exists, and a document's text. Both take paths from its root. */
export interface Repository {
  exists(path: string): boolean;
  read(path: string): string;
}

/** `a/b/../c` → `a/c`, and `./` dropped: the path from the repository's root that a reference means. */
function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/') + (path.endsWith('/') && parts.length ? '/' : '');
}

/**
 * Each reference that points at nothing, as `line N: target (why)`. `from` is the referring file's path
 * from the repository's root; a link is read relative to its folder, a named path relative to the root.
 */
export function brokenReferences(from: string, references: readonly DocReference[], repository: Repository): string[] {
  const folder = from.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : '';
  return references.flatMap((reference) => {
    const written = `${reference.path}${reference.anchor ? `#${reference.anchor}` : ''}`;
    const target = reference.path === '' ? from : normalise(reference.kind === 'link' ? folder + reference.path : reference.path);
    if (!repository.exists(target)) return [`line ${reference.line}: ${written} (no such file)`];
    if (reference.anchor && target.endsWith('.md') && !headingAnchors(repository.read(target)).has(reference.anchor)) {
      return [`line ${reference.line}: ${written} (no heading #${reference.anchor} in ${target})`];
    }
    return [];
  });
}
