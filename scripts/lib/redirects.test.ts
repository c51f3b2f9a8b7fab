import { serviceSlugAliases } from '../../src/content/service-slugs';
import { publicPaths } from '../../src/lib/route-table';
import { beaconRewrites, redirectPageHtml, redirectsFile, serviceAliasRedirects } from './redirects';

describe('service alias redirects', () => {
  it('sends /services/four-x-conversions to /services/4x-conversions (the known inconsistency)', () => {
    expect(serviceAliasRedirects(serviceSlugAliases)).toContainEqual({
      from: '/services/four-x-conversions',
      to: '/services/4x-conversions',
    });
  });

  it('redirects only to real pages, and never from one: the old path is not prerendered nor in sitemap.xml', () => {
    const paths = publicPaths();
    for (const { from, to } of serviceAliasRedirects(serviceSlugAliases)) {
      expect(paths).toContain(to);
      expect(paths).not.toContain(from);
    }
  });
});

describe('redirectsFile', () => {
  const redirects = [{ from: '/services/four-x-conversions', to: '/services/4x-conversions' }];

  it('writes a Netlify / Cloudflare Pages 301 rule', () => {
    expect(redirectsFile('', redirects)).toBe('/services/four-x-conversions /services/4x-conversions 301\n');
  });

  it('keeps the rules already there and does not repeat one', () => {
    const existing = '/api/track-conversion /functions/v1/track-conversion 200\n/services/four-x-conversions /services/4x-conversions 301\n';
    expect(redirectsFile(existing, redirects)).toBe(existing);
    expect(redirectsFile('/api/* /functions/v1/:splat 200', redirects)).toBe(
      '/api/* /functions/v1/:splat 200\n/services/four-x-conversions /services/4x-conversions 301\n',
    );
  });
});

describe('redirectPageHtml', () => {
  const html = redirectPageHtml({ to: '/services/4x-conversions', origin: 'https://x.test', siteName: 'Agency & Co' });

  it('forwards at once, names the new URL canonical and links to it', () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/services/4x-conversions">');
    expect(html).toContain('<link rel="canonical" href="https://x.test/services/4x-conversions">');
    expect(html).toContain('<a href="/services/4x-conversions">https://x.test/services/4x-conversions</a>');
  });

  it('is not indexed itself, and escapes what it prints', () => {
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Moved | Agency &amp; Co</title>');
  });
});

describe('beaconRewrites', () => {
  it('proxies each /api beacon to the edge function of the same name (status 200)', () => {
    const rules = beaconRewrites('https://abcdefgh.supabase.co/');
    expect(redirectsFile('', rules)).toBe(
      [
        '/api/track-conversion https://abcdefgh.supabase.co/functions/v1/track-conversion 200',
        '/api/heatmap-clicks https://abcdefgh.supabase.co/functions/v1/heatmap-clicks 200',
        '/api/heatmap-scroll https://abcdefgh.supabase.co/functions/v1/heatmap-scroll 200',
        '/api/analytics-events https://abcdefgh.supabase.co/functions/v1/analytics-events 200',
        '/api/consent https://abcdefgh.supabase.co/functions/v1/consent 200',
        '',
      ].join('\n'),
    );
  });

  it('refuses a project URL that is not http(s)', () => {
    expect(() => beaconRewrites('not a url')).toThrow();
    expect(() => beaconRewrites('ftp://abcdefgh.supabase.co')).toThrow(/http/);
  });
});
