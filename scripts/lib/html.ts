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
