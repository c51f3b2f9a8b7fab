/**
 * Writes dist/<route>/index.html for every public route: the page's HTML and metadata,
 * hydrated on load. Also dist/404.html, the bare shell for the staff pages, sitemap.xml and
 * the sitemap line of robots.txt, the printable guides of dist/guides/ filled from site.ts
 * (scripts/lib/guide-documents.ts), the redirects of moved service URLs (a `_redirects` rule plus
 * a forwarding page at the old path, neither listed in sitemap.xml), and the host's security headers
 * (`_headers`, with the hashes of the pages' inline scripts). Runs after `vite build` and `vite build --ssr`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { classConflicts, type ClassConflict } from './lib/class-conflicts.ts';
import { renderGuideDocuments } from './lib/guide-documents.ts';
import { fillTemplate, loadModulesAfterFirstPaint, outputFileFor, sitemapXml, splitHoistedHead } from './lib/html.ts';
import { pageOnlyFiles, type Manifest } from './lib/manifest.ts';
import { loadEnv } from 'vite';
import { beaconRewrites, redirectPageHtml, redirectsFile, serviceAliasRedirects } from './lib/redirects.ts';
import { headerRules, headersFile, inlineHandlers, inlineScripts, scriptHash } from './lib/security-headers.ts';
import { serviceSlugAliases } from '../src/content/service-slugs.ts';
import { LOCAL_SUPABASE_URL } from '../src/lib/local-supabase.ts';
import { layoutCopyPath, scriptFreeLayout } from '../src/features/admin/analytics/layout-document.ts';

import type * as ServerEntryModule from '../src/entry-server.tsx';

type ServerEntry = typeof ServerEntryModule;

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const serverEntry = join(root, 'dist-server', 'entry-server.js');

/** Every .html file under `dir`. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

async function main() {
  if (!existsSync(serverEntry)) throw new Error(`Missing ${serverEntry}: run vite build --ssr first`);
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const { routeTable, concretePaths, publicPaths, indexedPaths, site, prerenderedPathAttribute } = server;
  const testModules = Object.keys(manifest).filter((key) => /\.test\.[jt]sx?$/.test(key));
  if (testModules.length > 0) throw new Error(`Test code reached the production build: ${testModules.join(', ')}`);

  const preloadsFor = (page: string): string => {
    const { js, css } = pageOnlyFiles(manifest, `src/pages/${page}.tsx`);
    return [
      ...css.map((file) => `<link rel="stylesheet" href="/${file}">`),
      ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('');
  };

  const write = async (file: string, html: string) => {
    const target = join(dist, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
  };

  // Every public page, checked for class lists that only a merge would make right
  // (components/ui/button.tsx: the first-load components join their classes).
  const conflicts: (ClassConflict & { path: string })[] = [];

  let pages = 0;
  for (const route of routeTable) {
    if (route.access === 'public') {
      for (const path of concretePaths(route)) {
        const { head, body } = splitHoistedHead(await server.render(path));
        if (body.includes('data-not-found')) throw new Error(`Prerendering ${path} rendered the not-found page`);
        await write(
          outputFileFor(path),
          loadModulesAfterFirstPaint(
            fillTemplate({ template, head: head + preloadsFor(route.page), body, prerenderedPath: path, rootAttribute: prerenderedPathAttribute }),
          ),
        );
        conflicts.push(...classConflicts(body).map((conflict) => ({ ...conflict, path })));
        // The admin heatmap's layout copy: the same page, not indexed, with no scripts.
        await write(
          outputFileFor(layoutCopyPath(path)),
          scriptFreeLayout(
            fillTemplate({ template, head: `${head}<meta name="robots" content="noindex, nofollow">`, body, rootAttribute: prerenderedPathAttribute }),
          ),
        );
        pages += 1;
      }
    } else if (route.access === 'fallback') {
      // Served by static hosts for unknown URLs: the client renders afresh, since the URL differs.
      const { head, body } = splitHoistedHead(await server.render('/404'));
      await write('404.html', fillTemplate({ template, head, body, rootAttribute: prerenderedPathAttribute }));
    } else {
      // Staff pages: the app shell only, rendered in the browser, never indexed.
      const head = `<title>${route.label} | ${site.name}</title><meta name="robots" content="noindex, nofollow">${preloadsFor(route.page)}`;
      await write(outputFileFor(route.path), fillTemplate({ template, head, body: '', rootAttribute: prerenderedPathAttribute }));
    }
  }
  if (conflicts.length > 0) {
    const lines = conflicts.map(({ path, classes, overridden }) => `  ${path}: ${overridden.join(' ')} overridden in "${classes}"`);
    throw new Error(`Elements with two utilities of one group (ask for a variant instead of restating its classes):\n${lines.join('\n')}`);
  }

  const guides = await renderGuideDocuments(root, site);
  for (const { path, html } of guides) await write(path.slice(1), html);

  const redirects = serviceAliasRedirects(serviceSlugAliases);
  const indexed = new Set(publicPaths());
  for (const { from, to } of redirects) {
    if (indexed.has(from)) throw new Error(`${from} is both a page and a redirect to ${to}`);
    if (!indexed.has(to)) throw new Error(`${from} redirects to ${to}, which is not a prerendered page`);
    await write(outputFileFor(from), redirectPageHtml({ to, origin: site.url, siteName: site.name }));
  }
  const redirectsPath = join(dist, '_redirects');
  const existingRedirects = existsSync(redirectsPath) ? await readFile(redirectsPath, 'utf8') : '';
  // The beacons' /api paths proxy to the project's edge functions; the project URL is the build's own
  // VITE_SUPABASE_URL (environment or .env.production). Without one (a local build) there is no rule.
  const clientEnv = loadEnv('production', root, 'VITE_');
  const supabaseUrl = clientEnv.VITE_SUPABASE_URL;
  const beacons = supabaseUrl ? beaconRewrites(supabaseUrl) : [];
  await write('_redirects', redirectsFile(existingRedirects, [...beacons, ...redirects]));

  // The host's security headers. The CSP allows inline scripts by hash, so every inline script of
  // every page written above is hashed here: editing index.html's pre-paint script needs no policy edit.
  const scriptHashes = new Set<string>();
  const staffPaths = routeTable.filter((route) => route.access === 'private').map((route) => route.path);
  for (const file of await htmlFiles(dist)) {
    const html = await readFile(file, 'utf8');
    const handlers = inlineHandlers(html);
    if (handlers.length > 0) throw new Error(`${relative(dist, file)} has inline script the CSP would block: ${handlers.join(', ')}`);
    for (const script of inlineScripts(html)) scriptHashes.add(scriptHash(script));
  }
  await write(
    '_headers',
    headersFile(
      headerRules({
        supabaseUrl: supabaseUrl || LOCAL_SUPABASE_URL,
        recaptcha: Boolean(clientEnv.VITE_RECAPTCHA_SITE_KEY),
        scriptHashes: [...scriptHashes],
        staffPaths,
      }),
    ),
  );

  const today = new Date().toISOString().slice(0, 10);
  await write('sitemap.xml', sitemapXml(indexedPaths().map((path) => `${site.url}${path}`), today));
  const robots = await readFile(join(dist, 'robots.txt'), 'utf8');
  await write('robots.txt', `${robots.trimEnd()}\n\nSitemap: ${site.url}/sitemap.xml\n`);

  await rm(join(root, 'dist-server'), { recursive: true, force: true });
  console.log(`prerendered ${pages} public pages, 404.html, ${staffPaths.length} staff shells, ${guides.length} guides, ${redirects.length} redirects, ${beacons.length} beacon rewrites, sitemap.xml, _headers (${scriptHashes.size} inline script hashes)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
