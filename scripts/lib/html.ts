/**
 * Pure helpers for turning the app's rendered HTML into static pages. Kept apart from the
 * script that writes files so they can be unit-tested.
 */

/** React 19 emits the tags it hoists (title, meta, link) at the start of a body-only render. */
const leadingHeadTags = /^(?:\s*(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>))+/;

export interface SplitHtml {
  head: string;
  body: string;
}

/** Separates the hoisted head tags from the body markup of a prerendered page. */
export function splitHoistedHead(html: string): SplitHtml {
  const match = leadingHeadTags.exec(html);
  if (!match) return { head: '', body: html };
  return { head: match[0].trim(), body: html.slice(match[0].length) };
}

export interface PageHtmlParts {
  template: string;
  head: string;
  body: string;
  /** The path the HTML was rendered for; omitted for pages the client must render itself. */
  prerenderedPath?: string;
  rootAttribute: string;
}

/** Fills the index.html template's head and root placeholders. */
export function fillTemplate({ template, head, body, prerenderedPath, rootAttribute }: PageHtmlParts): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<div id="root"><!--app-html--></div>')) {
    throw new Error('index.html lost its <!--app-head--> or <div id="root"><!--app-html--></div> placeholder');
  }
  const marker = prerenderedPath === undefined ? '' : ` ${rootAttribute}="${escapeAttribute(prerenderedPath)}"`;
  return template
    .replace('<!--app-head-->', head)
    .replace('<div id="root"><!--app-html--></div>', `<div id="root"${marker}>${body}</div>`);
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeXml(value: string): string {
  return escapeAttribute(value).replace(/'/g, '&apos;');
}

/** sitemap.xml for the given absolute URLs. */
export function sitemapXml(urls: readonly string[], lastModified: string): string {
  const entries = urls
    .map((url) => `  <url>\n    <loc>${escapeXml(url)}</loc>\n    <lastmod>${lastModified}</lastmod>\n  </url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** Where a route's page is written: "/" is index.html, "/a/b" is a/b/index.html. */
export function outputFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}

/** The element that names a page's deferred modules, and the script that loads them. */
export const deferredModulesId = 'deferred-modules';

/**
 * Loads the modules named in #deferred-modules once the page has shown its first content: when the
 * browser reports the first contentful paint, which is when the frame reached the screen. Waiting
 * for the frame only to be painted was not enough: a script requested between that and the screen
 * counts, for Lighthouse, as a request the first paint waited for, and LCP changed from run to run.
 * Without paint timing it waits for the first frame. A page opened in a background tab
 * paints nothing yet, so it loads at once; and a page whose paint is never reported loads after
 * 3 s all the same. The same text on every page, so the Content-Security-Policy allows it with one hash.
 */
export const deferredModulesLoader =
  '(function () {' +
  `var modules = JSON.parse(document.getElementById('${deferredModulesId}').textContent);` +
  'var started = false;' +
  'function load() {' +
  'if (started) return;' +
  'started = true;' +
  'modules.preload.forEach(function (href) {' +
  "var link = document.createElement('link'); link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href;" +
  'document.head.appendChild(link);' +
  '});' +
  'import(modules.entry);' +
  '}' +
  "if (document.visibilityState === 'hidden') return load();" +
  "if (typeof PerformanceObserver === 'undefined' || (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') < 0) {" +
  'requestAnimationFrame(function () { setTimeout(load, 0); });' +
  'return;' +
  '}' +
  'new PerformanceObserver(function (list, observer) {' +
  "if (list.getEntriesByName('first-contentful-paint').length === 0) return;" +
  'observer.disconnect();' +
  'load();' +
  "}).observe({ type: 'paint', buffered: true });" +
  'setTimeout(load, 3000);' +
  '})();';

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Moves a prerendered page's JavaScript past its first paint. The HTML already shows the
 * whole first screen, so nothing the visitor sees waits for a script; with the entry and its
 * modulepreloads in <head>, a fast connection delivered the JavaScript before the stylesheet
 * and Chromium ran the app's start-up and hydration before painting anything. The scripts and
 * preloads are taken out and listed as JSON (inert: no CSP source needed) for deferredModulesLoader.
 */
export function loadModulesAfterFirstPaint(html: string): string {
  const entries = [...html.matchAll(entryScript)].map((match) => match[1]);
  if (entries.length !== 1) throw new Error(`Expected one module entry script in the page, found ${entries.length}`);
  const preload = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const modules = JSON.stringify({ entry: entries[0], preload }).replace(/</g, '\\u003c');
  const loader = `<script type="application/json" id="${deferredModulesId}">${modules}</script><script>${deferredModulesLoader}</script>`;
  const stripped = html.replace(entryScript, '').replace(modulePreload, '');
  if (!stripped.includes('</body>')) throw new Error('The page has no </body> to put its module loader before');
  return stripped.replace('</body>', `${loader}</body>`);
}
