import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { z } from 'zod';
import {
  contentSecurityPolicy,
  headerRules,
  headersFile,
  headersForPath,
  inlineHandlers,
  inlineScripts,
  parseHeadersFile,
  scriptHash,
  securityHeaders,
  type SecurityHeadersConfig,
} from './security-headers';

const PROJECT = 'https://abcdefgh.supabase.co';
const BOOT_HASH = scriptHash('console.log(1)');
const config: SecurityHeadersConfig = { supabaseUrl: PROJECT, recaptcha: false, scriptHashes: [BOOT_HASH], staffPaths: ['/auth', '/admin'] };
const template = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');

/** The policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe('scriptHash', () => {
  it('matches the hash the browser computes (the example of the CSP docs on MDN)', () => {
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('hashes the exact text, whitespace included', () => {
    expect(scriptHash(' x')).not.toBe(scriptHash('x'));
  });
});

describe('inlineScripts', () => {
  it('finds the executable inline scripts, not the ones with src nor data blocks', () => {
    const html = [
      '<script id="boot">var a = 1;</script>',
      '<script type="module">import "/x.js";</script>',
      "<script type='text/javascript'>b()</script>",
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json">{}</script>',
    ].join('\n');
    expect(inlineScripts(html)).toEqual(['var a = 1;', 'import "/x.js";', 'b()']);
  });

  it("finds index.html's inline scripts (the pre-paint accessibility and consent scripts, zod's switch, the A/B draw), so their hashes reach the policy", () => {
    const scripts = inlineScripts(template);
    expect(scripts).toHaveLength(4);
    expect(scripts[0]).toContain("localStorage.getItem('accessibility-preferences')");
    expect(scripts[1]).toContain("localStorage.getItem('privacyConsent')");
    expect(scripts[2]).toContain('__zod_globalConfig');
    expect(scripts[3]).toContain("setAttribute('data-ab-variant'");
  });
});

describe("index.html's zod switch", () => {
  it('sets the global the installed zod takes its configuration from, with jitless on (no new Function under the CSP)', () => {
    const script = inlineScripts(template).find((source) => source.includes('__zod_globalConfig')) ?? '';
    const sandbox: { globalThis?: unknown; __zod_globalConfig?: unknown } = {};
    sandbox.globalThis = sandbox;
    runInNewContext(script, sandbox);
    expect(sandbox.__zod_globalConfig).toEqual({ jitless: true });
    // The same object z.config() returns and zod's parsers read: a zod that renamed it fails here.
    expect(z.config()).toBe((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig);
  });
});

describe('inlineHandlers', () => {
  it('reports event handler attributes and javascript: URLs, which a hash cannot allow', () => {
    expect(inlineHandlers('<img src="x" onerror="alert(1)"><a href="javascript:void 0">x</a>')).toEqual(['onerror', 'javascript: URL']);
  });

  it('leaves ordinary markup and text alone', () => {
    expect(inlineHandlers('<p data-on="x">Turn it on=off</p><a href="/contact">Contact</a>')).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it("allows scripts from the site and the listed hashes only: no 'unsafe-inline', no 'unsafe-eval', no wildcard", () => {
    const scriptSources = directives(contentSecurityPolicy(config)).get('script-src');
    expect(scriptSources).toEqual(["'self'", BOOT_HASH]);
  });

  it('reaches only the site and the Supabase project, and no third party at all without reCAPTCHA', () => {
    const policy = directives(contentSecurityPolicy({ ...config, supabaseUrl: `${PROJECT}/` }));
    expect(policy.get('connect-src')).toEqual(["'self'", PROJECT]);
    const allowed = new Set(["'self'", "'none'", "'unsafe-inline'", 'data:', BOOT_HASH, PROJECT]);
    for (const [name, sources] of policy) {
      for (const source of sources) expect(allowed, `${name} ${source}`).toContain(source);
    }
    expect([...policy].filter(([, sources]) => sources.includes('data:')).map(([name]) => name)).toEqual(['img-src']);
  });

  it('shows the QR code supabase-js hands the second-factor enrolment as a data: SVG, and nothing else from data:', () => {
    expect(directives(contentSecurityPolicy(config)).get('img-src')).toEqual(["'self'", 'data:']);
  });

  it("allows inline styles only as styles (React's style attributes, the A/B <style>)", () => {
    const policy = directives(contentSecurityPolicy(config));
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect([...policy].filter(([, sources]) => sources.includes("'unsafe-inline'")).map(([name]) => name)).toEqual(['style-src']);
  });

  it('adds Google reCAPTCHA to scripts and frames only when a site key is configured', () => {
    const without = contentSecurityPolicy(config);
    expect(without).not.toMatch(/google|gstatic/);
    const policy = directives(contentSecurityPolicy({ ...config, recaptcha: true }));
    expect(policy.get('script-src')).toEqual(["'self'", BOOT_HASH, 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
    expect(policy.get('connect-src')).toEqual(["'self'", PROJECT]);
  });

  it('refuses to frame the site anywhere, plugins, <base> and forms posting elsewhere', () => {
    const policy = directives(contentSecurityPolicy(config));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('lists a hash once however many pages carry the script, and refuses what is not a hash', () => {
    expect(directives(contentSecurityPolicy({ ...config, scriptHashes: [BOOT_HASH, BOOT_HASH] })).get('script-src')).toEqual(["'self'", BOOT_HASH]);
    expect(() => contentSecurityPolicy({ ...config, scriptHashes: ["'unsafe-inline'"] })).toThrow(/hash/);
    expect(() => contentSecurityPolicy({ ...config, supabaseUrl: 'ftp://x.test' })).toThrow(/http/);
  });
});

describe('securityHeaders', () => {
  const headers = securityHeaders(config);

  it('keeps browsers on https for at least a year, subdomains included', () => {
    const match = /^max-age=(\d+); includeSubDomains$/.exec(headers['Strict-Transport-Security'] ?? '');
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  });

  it('sends nosniff, a strict referrer policy and no framing', () => {
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
  });

  it('turns off camera, microphone, geolocation, payment and USB for the site and its frames', () => {
    const features = (headers['Permissions-Policy'] ?? '').split(', ');
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(features).toContain(feature);
    expect(features.every((entry) => /^[a-z-]+=\(\)$/.test(entry))).toBe(true);
  });
});

describe('_headers file', () => {
  const rules = headerRules(config);
  const file = headersFile(rules);

  it('writes every path with its headers indented below it, and reads back the same rules', () => {
    expect(file.startsWith('/*\n  Content-Security-Policy: default-src')).toBe(true);
    expect(file).toContain("\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
    expect(parseHeadersFile(`# comment\n\n${file}`)).toEqual(rules);
  });

  it('gives every path the security headers, the staff pages an opener policy, and the hashed assets a year of caching as well', () => {
    expect(headersForPath(rules, '/')).toEqual(securityHeaders(config));
    expect(headersForPath(rules, '/services/seo')).toEqual(securityHeaders(config));
    // A public page arriving with the opener policy costs the visitor a new renderer (decision 023).
    expect(headersForPath(rules, '/')).not.toHaveProperty('Cross-Origin-Opener-Policy');
    for (const staffPage of ['/admin', '/admin/', '/auth']) {
      expect(headersForPath(rules, staffPage)).toEqual({ ...securityHeaders(config), 'Cross-Origin-Opener-Policy': 'same-origin' });
    }
    expect(headersForPath(rules, '/administrator')).toEqual(securityHeaders(config));
    expect(headersForPath(rules, '/assets/index-abc.js')).toEqual({ ...securityHeaders(config), 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(headersForPath([{ path: '/professional', headers: { A: '1' } }], '/professional/')).toEqual({ A: '1' });
    expect(headersForPath([{ path: '/professional', headers: { A: '1' } }], '/professionals')).toEqual({});
  });

  it('refuses a header value that would break the file, and a header line outside a path', () => {
    expect(() => headersFile([{ path: '/*', headers: { X: 'a\nb' } }])).toThrow(/spans lines/);
    expect(() => parseHeadersFile('  X-Frame-Options: DENY')).toThrow(/not under a path/);
  });
});
