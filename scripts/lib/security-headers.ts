/**
 * The HTTP security headers the static host sends with every page, written by the prerenderer as
 * `dist/_headers` (Netlify and Cloudflare Pages read it; `vite preview` applies it too, see
 * scripts/vite/static-headers-preview.ts). Pure functions, so the policy is unit-tested.
 *
 * The Content-Security-Policy allows scripts from the site itself and, by hash, the inline scripts
 * the built HTML carries (the accessibility pre-paint script): no 'unsafe-inline' for scripts, so an
 * injected <script> or onclick= does not run. Network access goes to the site and the Supabase
 * project only, plus Google's reCAPTCHA where a site key is configured.
 */
import { createHash } from 'node:crypto';

/** What the policy depends on in a build. */
export interface SecurityHeadersConfig {
  /** The Supabase project the browser talks to (auth, PostgREST, edge functions). */
  supabaseUrl: string;
  /** The forms load Google's reCAPTCHA widget (VITE_RECAPTCHA_SITE_KEY is set). */
  recaptcha: boolean;
  /** CSP hash sources ('sha256-…') of every inline script in the built HTML. */
  scriptHashes: readonly string[];
  /** The staff pages' paths (the route table's private routes): the pages that hold leads and sessions. */
  staffPaths: readonly string[];
}

/**
 * Google's documented sources for reCAPTCHA v2 under a CSP: the loader and its scripts, and the
 * widget and challenge frames.
 */
export const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] as const;
export const RECAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] as const;

/** Two years, as hstspreload.org recommends (one year is the least this site accepts). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/**
 * Powerful features the site never uses, switched off for it and for every frame it embeds. Only
 * features Chromium recognises: an unknown one (interest-cohort, bluetooth) logs a warning on every
 * page (e2e/security-headers.spec.ts checks there is none).
 */
export const DISABLED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** The CSP hash source of an inline script's text, as the browser computes it (SHA-256 of its UTF-8 bytes). */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const typeAttribute = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const srcAttribute = /\bsrc\s*=/i;
/** The type values that make a <script> run; anything else (application/ld+json…) is a data block CSP ignores. */
const executableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/** The text of every inline <script> in `html` that the browser would execute (no src, a JavaScript type or module). */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(attributes)) continue;
    const type = typeAttribute.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (executableTypes.has(value)) found.push(body);
  }
  return found;
}

/**
 * Inline event handlers (onload=…) and javascript: URLs in `html`: a hash cannot allow them without
 * 'unsafe-hashes', so the build refuses them rather than ship a page whose script is blocked.
 */
export function inlineHandlers(html: string): string[] {
  const handlers = [...html.matchAll(/<[a-z][^<>]*?\s(on[a-z]+)\s*=/gi)].map((match) => match[1] ?? '');
  const urls = [...html.matchAll(/\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/gi)].map(() => 'javascript: URL');
  return [...handlers, ...urls];
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** The Content-Security-Policy value for a build. */
export function contentSecurityPolicy({ supabaseUrl, recaptcha, scriptHashes }: SecurityHeadersConfig): string {
  const supabase = new URL(supabaseUrl);
  if (supabase.protocol !== 'https:' && supabase.protocol !== 'http:') throw new Error(`${supabaseUrl} is not an http(s) URL`);
  for (const hash of scriptHashes) {
    if (!/^'sha(256|384|512)-[A-Za-z0-9+/]+=*'$/.test(hash)) throw new Error(`${hash} is not a CSP hash source`);
  }
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique(scriptHashes), ...(recaptcha ? RECAPTCHA_SCRIPT_SOURCES : [])]],
    // Styles may be inline: the prerendered HTML carries style="" attributes (React's style prop) and
    // the home page's A/B <style>. Scripts never get 'unsafe-inline' (decision 010), and CSS cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for the one image not served by the site: the TOTP enrolment's QR code, which supabase-js hands
    // over as a data:image/svg+xml URL (an <img> never runs an SVG's scripts).
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    // The site's own /api beacons, and the Supabase project (auth, PostgREST, functions). No realtime, so no wss:.
    ['connect-src', ["'self'", supabase.origin]],
    ['media-src', ["'self'"]],
    // The admin heatmap's layout frame is an about:srcdoc document of the site's own HTML.
    ['frame-src', ["'self'", ...(recaptcha ? RECAPTCHA_FRAME_SOURCES : [])]],
    // No service worker nor web worker; no manifest (default-src covers it).
    ['worker-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Every response's security headers. */
export function securityHeaders(config: SecurityHeadersConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'X-Content-Type-Options': 'nosniff',
    // Full URL within the site, the origin only to other sites (never a path: /admin/leads/<id>, a
    // visitor's UTM query), nothing over http. The attribution reads document.referrer of arriving
    // visitors, which the referring site's policy sets, not this one.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    // frame-ancestors 'none' for browsers that predate CSP level 2.
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The staff pages' extra header: no window of another site that opened them, or that they open, keeps a
 * handle on them. Only there (decision 023): the public pages hold nothing a handle could read, and a
 * browser must give a page with this policy a fresh renderer when it arrives from one without it, whose
 * start Lighthouse counts against the page (about half the blocking time of `/` at 8× in its runs).
 */
export const STAFF_PAGE_HEADERS: Readonly<Record<string, string>> = { 'Cross-Origin-Opener-Policy': 'same-origin' };

/** A path pattern of a `_headers` file and the headers the host adds to the responses it matches. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/**
 * The rules for a build: the security headers on every path, the staff pages' opener policy, and a
 * year's immutable caching for Vite's hashed /assets.
 */
export function headerRules(config: SecurityHeadersConfig): HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders(config) },
    ...config.staffPaths.map((path) => ({ path, headers: { ...STAFF_PAGE_HEADERS } })),
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ];
}

/** The rules in Netlify's `_headers` syntax (a path line, then its headers indented). */
export function headersFile(rules: readonly HeaderRule[]): string {
  const lines: string[] = [];
  for (const { path, headers } of rules) {
    lines.push(path);
    for (const [name, value] of Object.entries(headers)) {
      if (/[\r\n]/.test(value)) throw new Error(`The ${name} header value spans lines`);
      lines.push(`  ${name}: ${value}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Reads a `_headers` file back (comments and blank lines skipped). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: "${line.trim()}" is not under a path or has no colon`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** Whether a `_headers` path pattern matches a request path: exact, or a trailing `*` matching any rest. */
function pathMatches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return pattern === pathname || `${pattern.replace(/\/$/, '')}/` === pathname || pattern === `${pathname.replace(/\/$/, '')}/`;
}

/** The headers a host following `_headers` sends for `pathname`: every matching rule's, later rules winning a clash. */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => pathMatches(rule.path, pathname)).map((rule) => rule.headers)) as Record<string, string>;
}
