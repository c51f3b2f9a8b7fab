import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { brokenReferences, docReferences, docsNamedInSource, headingAnchors, headingSlug, ignoredBy, type Repository } from './doc-references';

/** The checkout the tests run in (vitest starts in the repository's root); what .gitignore names, running the project makes. */
const isIgnored = ignoredBy(readFileSync('.gitignore', 'utf8'));
const repository: Repository = {
  exists: (path) => existsSync(path) || isIgnored(path),
  read: (path) => readFileSync(path, 'utf8'),
};

/** The files under `folder` whose names match `name`, as paths from the repository's root; none that git ignores (node_modules, a local database). */
function filesUnder(folder: string, name: RegExp): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file}`)
    .filter((path) => name.test(path) && !isIgnored(path));
}

const SOURCE_FOLDERS = ['src', 'supabase', 'scripts', 'bench', 'e2e', 'tests'];
const documents = ['README.md', ...filesUnder('docs', /\.md$/), ...SOURCE_FOLDERS.flatMap((folder) => filesUnder(folder, /\.md$/))];
/** The check's own files name made-up documents as examples. */
const CHECK_FILES = ['tests/docs-links.test.ts', 'tests/doc-references.ts'];
const sources = [
  ...SOURCE_FOLDERS.flatMap((folder) => filesUnder(folder, /\.(ts|tsx|sql|js)$/)),
  ...['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'eslint.config.js', 'index.html'].filter((file) => existsSync(file)),
].filter((file) => !CHECK_FILES.includes(file));

describe('the documentation', () => {
  it.each(documents)('%s links and names only files and headings the repository has', (document) => {
    expect(brokenReferences(document, docReferences(repository.read(document)), repository)).toEqual([]);
  });
});

describe('the code', () => {
  it('names only documents and headings that exist', () => {
    const broken = sources.flatMap((source) =>
      brokenReferences(source, docsNamedInSource(repository.read(source)), repository).map((issue) => `${source} ${issue}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('the check', () => {
  const fixture: Record<string, string> = {
    'docs/guide.md': '# Guide\n\n## Booking hours\n\n## Booking hours\n',
    'src/lib/env.ts': '',
  };
  const inFixture: Repository = {
    exists: (path) => path in fixture || Object.keys(fixture).some((file) => file.startsWith(path)),
    read: (path) => fixture[path] ?? '',
  };
  const brokenIn = (markdown: string) => brokenReferences('docs/page.md', docReferences(markdown), inFixture);

  it('reports a link or a named path to a file that does not exist', () => {
    expect(brokenIn('See [the guide](gone.md) and `src/lib/gone.ts`.')).toEqual([
      'line 1: src/lib/gone.ts (no such file)',
      'line 1: gone.md (no such file)',
    ]);
  });

  it('reports a link to a heading the document does not have', () => {
    expect(brokenIn('[hours](guide.md#opening-hours)')).toEqual(['line 1: guide.md#opening-hours (no heading #opening-hours in docs/guide.md)']);
  });

  it('accepts links and named paths that exist, relative to the document and to the root', () => {
    expect(brokenIn('[hours](guide.md#booking-hours-1), [root](../src/lib/env.ts), `src/lib/env.ts`, [folder](../src/lib/)')).toEqual([]);
  });

  it('leaves alone web links, placeholders, globs and examples in code', () => {
    expect(brokenIn('[web](https://example.com/x.md) `supabase/functions/<name>/index.ts` `src/**/*.test.ts`\n```\n[x](gone.md)\n```')).toEqual([]);
  });

  it('gives headings the anchors GitHub gives them', () => {
    expect(headingSlug('E-mails by journey')).toBe('e-mails-by-journey');
    expect(headingSlug('Staff `manage-booking`: move, cancel & restore')).toBe('staff-manage-booking-move-cancel--restore');
    expect([...headingAnchors('# A/B test\n## A/B test\n```\n# not a heading\n```')]).toEqual(['ab-test', 'ab-test-1']);
  });

  it('takes what .gitignore names for something running the project makes', () => {
    const isIgnored = ignoredBy('dist/\nsupabase/.local-db/\n.env\n.env.*\n!.env.example\n');
    expect(['dist/index.html', 'supabase/.local-db/signing-key.json', 'supabase/functions/.env', '.env.local'].every(isIgnored)).toBe(true);
    expect(['src/dist.ts', 'supabase/seed.sql', '.env.example'].some(isIgnored)).toBe(false);
  });

  it('reads the documents and headings a source file names', () => {
    expect(docsNamedInSource('// Why: docs/product.md#booking-hours.\nconst x = 1;')).toEqual([
      { line: 1, kind: 'named path', path: 'docs/product.md', anchor: 'booking-hours' },
    ]);
  });
});
