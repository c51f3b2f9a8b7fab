/**
 * Rebrand check: what a marketer gets after replacing the agency's identity values, as the README says.
 * On a scratch copy of the working tree (tracked and new files, node_modules linked), every identity value
 * in the identity module is replaced by a different one; the copy is built (`npm run build`) and its local
 * backend sends every e-mail a visitor can cause, over the demo data (scripts/ci/rebrand-mail.ts). Then
 * dist/ (pages, bundles, the printable guides, sitemap, headers) and those e-mails, the mailbox page and
 * the outbox are searched for the sample values: the names, phone, e-mail addresses, street, site and link
 * addresses. Exit 1 with every trace found. Never touches this checkout's dist/.
 *
 *   npx tsx scripts/ci/rebrand-check.ts [--ref <commit>] [--identity-file <path>] [--unit-tests] [--keep]
 *
 * --ref            check a commit (git archive) instead of the working tree, e.g. while others edit it
 * --identity-file  the module whose literals hold the values (default: IDENTITY_FILE below)
 * --unit-tests     also run `npx vitest run` in the copy (a few minutes): the tests must pass too
 * --keep           leave the scratch copy for a look, and print where it is
 *
 * Images and videos are not searched: og-default.jpg and the slide videos are rendered from site.ts by
 * scripts/og-image.ts and scripts/video/render.ts, which a rebrand reruns (README.md).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const IDENTITY_FILE = 'supabase/functions/_shared/rules/content/site-identity.ts';
const MAIL_SCRIPT = 'scripts/ci/rebrand-mail.ts';

/** The values the copy gets instead: nothing in them resembles the samples. */
const NEW_DOMAIN = 'harborlane.test';
const NEW_SLUG = 'harborlane';
const NEW_VALUES: Record<string, string> = {
  name: 'Harbor Lane Marketing LLC',
  shortName: 'Harbor Lane',
  'phone.display': '(213) 404-7788',
  'phone.e164': '+12134047788',
  email: `office@${NEW_DOMAIN}`,
  supportEmail: `help@${NEW_DOMAIN}`,
  'address.street': '77 Pier Road, Floor 3',
  'address.city': 'Pasadena',
  'address.postalCode': '91101',
};
/** Identity values that are web addresses: their host moves to NEW_DOMAIN, a handle in the path to NEW_SLUG. */
const URL_FIELDS = /^(url|links\.[\w]+|social\.\d+\.url)$/;
/** Replaced but not searched for: "Los Angeles" is the market the copy talks about, not an identity value. */
const NOT_SEARCHED = new Set(['address.city']);

/** Files whose text is searched; images, fonts and videos are not. */
const TEXT_EXTENSIONS = new Set(['', '.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest', '.map', '.ics', '.vtt']);

interface Replacement {
  field: string;
  from: string;
  to: string;
}

function run(command: string, args: string[], cwd: string, label: string): void {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' }, maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`${label} failed (${result.status ?? result.signal})`);
  }
  console.info(`rebrand-check: ${label}: ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Every string in `value`, by its dotted path. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }
  return [];
}

function slugsOf(name: string): string[] {
  const words = name.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return [words.join(''), words.join('-'), words.join('_')].filter((slug) => slug.length >= 4);
}

/** The sample's registrable domain: the last two labels of the site's host (example.com). */
function domainOf(url: string): string {
  return new URL(url).hostname.split('.').slice(-2).join('.');
}

function replacementsFor(site: Record<string, unknown>): Replacement[] {
  const all = leaves(site);
  const sampleDomain = domainOf(String(site.url));
  const sampleSlugs = slugsOf(String(site.shortName));
  const replacements: Replacement[] = [];
  for (const [field, from] of all) {
    if (URL_FIELDS.test(field)) {
      const url = new URL(from);
      url.hostname = url.hostname.replace(new RegExp(`(^|\\.)${sampleDomain.replaceAll('.', '\\.')}$`), `$1${NEW_DOMAIN}`);
      let to = url.href.replace(/\/$/, from.endsWith('/') ? '/' : '');
      for (const slug of sampleSlugs) to = to.replaceAll(slug, NEW_SLUG);
      if (to === from) throw new Error(`${field}: could not make a different address from ${from}`);
      replacements.push({ field, from, to });
    } else {
      const to = NEW_VALUES[field];
      if (to !== undefined) replacements.push({ field, from, to });
    }
  }
  const missing = Object.keys(NEW_VALUES).filter((field) => !replacements.some((replacement) => replacement.field === field));
  if (missing.length > 0) throw new Error(`site has no ${missing.join(', ')}: update the rebrand check`);
  return replacements;
}

/** What must not appear anywhere after the rebrand, with the forms a page or a link may write it in. */
function needlesFor(replacements: Replacement[]): string[] {
  const needles = new Set<string>();
  for (const { field, from } of replacements) {
    if (NOT_SEARCHED.has(field)) continue;
    needles.add(from);
    if (URL_FIELDS.test(field)) needles.add(new URL(from).hostname);
    if (/@/.test(from) || /\s/.test(from)) needles.add(encodeURIComponent(from));
    if (field === 'phone.e164') {
      const digits = from.replace(/\D/g, '');
      const national = digits.slice(-10);
      needles.add(digits).add(national).add(`${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`);
    }
  }
  return [...needles].filter((needle) => needle.length >= 6);
}

/** Replaces each value's quoted literal in the identity module; every one must be found there. */
function rebrandSource(source: string, replacements: Replacement[]): string {
  let text = source;
  for (const { field, from, to } of replacements) {
    const quoted = ["'", '"', '`'].map((quote) => [`${quote}${from}${quote}`, `${quote}${to}${quote}`] as const);
    if (!quoted.some(([literal]) => text.includes(literal))) throw new Error(`${field}: the literal ${JSON.stringify(from)} is not in the identity module`);
    for (const [literal, replacement] of quoted) text = text.replaceAll(literal, replacement);
  }
  return text;
}

/** The files of commit `ref`, and the project's node_modules. */
function copyCommit(ref: string, target: string): void {
  const extracted = spawnSync('sh', ['-c', 'git archive --format=tar "$1" | tar -x -C "$2"', 'sh', ref, target], { cwd: ROOT, encoding: 'utf8' });
  if (extracted.status !== 0) throw new Error(`git archive ${ref} failed: ${extracted.stderr}`);
  symlinkSync(join(ROOT, 'node_modules'), join(target, 'node_modules'), 'dir');
}

/** The working tree as git sees it (tracked files and new ones it does not ignore), without node_modules. */
function copyWorkingTree(target: string): void {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = join(ROOT, file);
    // Deleted in the working tree, or a node_modules link git does not take for the ignored folder.
    if (!existsSync(from) || file === 'node_modules' || file.startsWith('node_modules/')) continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(from, join(target, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(target, 'node_modules'), 'dir');
}

function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((file) => statSync(file).isFile() && TEXT_EXTENSIONS.has(extname(file).toLowerCase()));
}

interface Trace {
  file: string;
  needle: string;
  count: number;
  /** Around the first occurrence. */
  context: string;
}

function tracesIn(file: string, text: string, needles: string[]): Trace[] {
  const lower = text.toLowerCase();
  const traces: Trace[] = [];
  for (const needle of needles) {
    const at = lower.indexOf(needle.toLowerCase());
    if (at < 0) continue;
    const context = text.slice(Math.max(0, at - 50), at + needle.length + 50).replace(/\s+/g, ' ');
    traces.push({ file, needle, count: lower.split(needle.toLowerCase()).length - 1, context });
  }
  return traces;
}

/** The settings src/content/site.ts of `dir` exports, as the site sees them. */
function siteOf(dir: string): Record<string, unknown> {
  const probe = spawnSync(
    join(dir, 'node_modules/.bin/tsx'),
    ['--eval', "import('./src/content/site.ts').then(({ site }) => console.log(JSON.stringify(site)))"],
    { cwd: dir, encoding: 'utf8' },
  );
  if (probe.status !== 0) throw new Error(`reading ${dir}/src/content/site.ts failed: ${probe.stderr}`);
  return JSON.parse(probe.stdout) as Record<string, unknown>;
}

async function main(): Promise<void> {
  const { values: options } = parseArgs({
    options: { ref: { type: 'string' }, 'identity-file': { type: 'string', default: IDENTITY_FILE }, 'unit-tests': { type: 'boolean', default: false }, keep: { type: 'boolean', default: false } },
  });
  const identityFile = options['identity-file'];
  const copy = mkdtempSync(join(tmpdir(), 'rebrand-check-'));
  let failed = true;
  try {
    if (options.ref) copyCommit(options.ref, copy);
    else copyWorkingTree(copy);
    // A commit from before the check (to see it fail there) gets this e-mail step.
    if (!existsSync(join(copy, MAIL_SCRIPT))) cpSync(join(ROOT, MAIL_SCRIPT), join(copy, MAIL_SCRIPT));
    const replacements = replacementsFor(siteOf(copy));
    const needles = needlesFor(replacements);
    const identityPath = join(copy, identityFile);
    writeFileSync(identityPath, rebrandSource(readFileSync(identityPath, 'utf8'), replacements));
    console.info(`rebrand-check: ${replacements.length} identity values replaced in ${identityFile} of a copy of ${options.ref ?? 'the working tree'} in ${copy}`);

    // The site reads what was written: no value is defined a second time elsewhere.
    const rebranded = new Map(leaves(siteOf(copy)));
    const unchanged = replacements.filter(({ field, to }) => rebranded.get(field) !== to);
    if (unchanged.length > 0) throw new Error(`site.ts does not show the new ${unchanged.map(({ field }) => field).join(', ')}`);

    run('npm', ['run', 'build'], copy, 'npm run build');
    const mailFile = join(copy, 'rebrand-mail.txt');
    run(join(copy, 'node_modules/.bin/tsx'), [MAIL_SCRIPT, mailFile], copy, 'local backend e-mails and demo data');
    if (options['unit-tests']) run('npx', ['vitest', 'run'], copy, 'npx vitest run');

    const searched = [...textFiles(join(copy, 'dist')), mailFile];
    const traces = searched.flatMap((file) => tracesIn(relative(copy, file), readFileSync(file, 'utf8'), needles));
    if (traces.length > 0) {
      console.error(`rebrand-check: ${traces.length} traces of the sample identity after replacing it in ${identityFile}:`);
      for (const { file, needle, count, context } of traces) console.error(`  ${file}: "${needle}" ${count}× (first in …${context}…)`);
      process.exitCode = 1;
      return;
    }
    failed = false;
    console.info(`rebrand-check: no trace of ${needles.length} sample values in ${searched.length} files of dist/ and the e-mails`);
  } finally {
    if (options.keep || failed) console.info(`rebrand-check: the copy stays in ${copy}`);
    else rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `rebrand-check: ${error.message}` : error);
  process.exitCode = 1;
});
