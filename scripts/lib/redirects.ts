/**
 * Static-host redirects for URLs that moved (the service-slug aliases). Two layers, so every host
 * gets it right: a `_redirects` rule (Netlify, Cloudflare Pages: a real 301) and, for hosts that
 * ignore that file, a tiny page at the old path that forwards at once and names the new URL as
 * canonical. Neither is a page of its own, so neither is listed in sitemap.xml.
 */
import { escapeAttribute } from './html.ts';

export interface Redirect {
  from: string;
  to: string;
  /** 301 (moved) unless said; 200 makes the host proxy the request to `to` (a rewrite). */
  status?: 200 | 301;
}

/**
 * The beacons the site posts to /api/<name> (the conversion and heatmap beacons, the analytics
 * events and the consent record); each is the edge function of the same name.
 */
export const BEACON_FUNCTIONS = ['track-conversion', 'heatmap-clicks', 'heatmap-scroll', 'analytics-events', 'consent'] as const;

/**
 * Proxy rules /api/<beacon> → <project>/functions/v1/<beacon> for the production host (Netlify's
 * `_redirects` syntax; status 200 proxies, and the method, body and headers go along).
 */
export function beaconRewrites(supabaseUrl: string): Redirect[] {
  const url = new URL(supabaseUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${supabaseUrl} is not an http(s) URL`);
  const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  return BEACON_FUNCTIONS.map((name) => ({ from: `/api/${name}`, to: `${base}/functions/v1/${name}`, status: 200 }));
}

/** The redirects for service slug aliases: /services/<alias> → /services/<slug>. */
export function serviceAliasRedirects(aliases: Readonly<Record<string, string>>): Redirect[] {
  return Object.entries(aliases).map(([alias, slug]) => ({ from: `/services/${alias}`, to: `/services/${slug}` }));
}

/** `_redirects` with a rule for each redirect (301 unless it says 200), keeping the file's existing rules and not repeating one. */
export function redirectsFile(existing: string, redirects: readonly Redirect[]): string {
  const lines = existing.split('\n').map((line) => line.trimEnd()).filter((line) => line.length > 0);
  const sources = new Set(lines.map((line) => line.split(/\s+/)[0]));
  for (const { from, to, status = 301 } of redirects) {
    if (!sources.has(from)) lines.push(`${from} ${to} ${status}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A page that forwards to `to` straight away: meta refresh 0, canonical to the new URL, and a link for anyone it does not move. */
export function redirectPageHtml({ to, origin, siteName }: { to: string; origin: string; siteName: string }): string {
  const href = escapeAttribute(to);
  const canonical = escapeAttribute(`${origin}${to}`);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>Moved | ${escapeAttribute(siteName)}</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${canonical}">`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    '</head>',
    '<body>',
    `<p>This page has moved to <a href="${href}">${canonical}</a>.</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
