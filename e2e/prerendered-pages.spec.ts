import { pageCopy } from '../src/content/pages.ts';
import { services } from '../src/content/services.ts';
import { site } from '../src/content/site.ts';
import { routeTable, concretePaths, type RouteEntry } from '../src/lib/route-table.ts';
import { test, expect } from './fixtures.ts';

/**
 * What search engines and link previews see: the HTML as served, before any JavaScript.
 * Runs in the desktop project only (playwright.config.ts): it does not depend on the viewport.
 * That hydration keeps this HTML is checked in the browser by every-route.spec.ts.
 */
const publicRoutes = (routeTable as readonly RouteEntry[]).filter((route) => route.access === 'public');
const pages = publicRoutes.flatMap((route) => concretePaths(route).map((path) => ({ route, path })));

function expectedHeading(route: RouteEntry, path: string): string {
  if (route.page === 'service-detail') {
    const service = services.find((entry) => path.endsWith(`/${entry.slug}`));
    if (!service) throw new Error(`No service for ${path}`);
    return service.title;
  }
  return pageCopy[route.page].heading;
}

const decode = (text: string) =>
  text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const attribute = (html: string, pattern: RegExp) => decode(pattern.exec(html)?.[1] ?? '');
const text = (html: string, pattern: RegExp) => decode((pattern.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim());

test.describe('prerendered HTML', () => {
  const seenTitles = new Map<string, string>();

  for (const { route, path } of pages) {
    test(`${path} serves its own title, description, canonical, social tags and h1`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));

      const title = text(head, /<title>([\s\S]*?)<\/title>/);
      expect(title).toContain(site.name);
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(seenTitles.get(title), `title "${title}" is also used by ${seenTitles.get(title)}`).toBeUndefined();
      seenTitles.set(title, path);

      const description = attribute(head, /<meta name="description" content="([^"]*)"/);
      const expectedDescription = route.page === 'service-detail' ? services.find((s) => path.endsWith(`/${s.slug}`))?.description : pageCopy[route.page].description;
      expect(description).toBe(expectedDescription);

      if (route.indexed === false) {
        // Only an e-mail's link leads here: search engines are asked to leave it out.
        expect(attribute(head, /<meta name="robots" content="([^"]*)"/)).toBe('noindex, nofollow');
        expect(head).not.toContain('rel="canonical"');
      } else {
        expect(attribute(head, /<link rel="canonical" href="([^"]*)"/)).toBe(`${site.url}${path}`);
      }
      expect(attribute(head, /<meta property="og:title" content="([^"]*)"/)).toBe(title);
      expect(attribute(head, /<meta property="og:url" content="([^"]*)"/)).toBe(`${site.url}${path}`);
      expect(attribute(head, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');

      const body = html.slice(html.indexOf('<body'));
      expect(body.match(/<h1[\s>]/g), 'exactly one h1').toHaveLength(1);
      expect(text(body, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toBe(expectedHeading(route, path));
      expect(body).toContain(`data-prerendered-path="${path}"`);
      // Every part of the page is in place: no Suspense fallback waiting for a script to reveal it.
      expect(body, 'no pending Suspense boundary').not.toContain('<!--$?-->');
    });
  }

  test('/ describes the agency as a local business in structured data', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(json ?? '{}') as Record<string, unknown>;
    expect(data['@type']).toBe('ProfessionalService');
    expect(data.name).toBe(site.name);
    expect(data.telephone).toBe(site.phone.e164);
    expect((data.address as Record<string, string>).addressLocality).toBe(site.address.city);
  });

  test('each service page describes its service in structured data', async ({ request }) => {
    for (const service of services) {
      const html = await (await request.get(`/services/${service.slug}`)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
      );
      const data = blocks.find((block) => block['@type'] === 'Service');
      expect(data?.name, service.slug).toBe(service.title);
      expect(data?.url).toBe(`${site.url}/services/${service.slug}`);
    }
  });

  test('sitemap.xml lists every indexed public page and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(pages.filter(({ route }) => route.indexed !== false).map(({ path }) => `${site.url}${path}`));
    expect(sitemap).not.toContain('/manage-booking');
    expect(sitemap).not.toContain('/admin');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin');
  });

  test('staff pages are served as a noindex shell', async ({ request }) => {
    for (const path of ['/admin', '/auth']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html, path).toContain('<div id="root"></div>');
    }
  });

  test('an unknown path is answered 404 with the not-found page', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });
});
