import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pageCopy } from '@/content/pages';
import type { PageCopy } from '@/content/types';
import { serviceSlugs } from '@/content/services';
import { normalizePath, pageNames, publicPaths, routeTable, type PageName } from './route-table';

// The routes docs/product.md#route-table specifies, in full, with /manage-booking (issue 26): public URLs
// that links, bookmarks and search results rely on, so a change here is a change of the spec.
const specRoutes = [
  '/',
  '/professional',
  '/welcome',
  '/for-new-businesses',
  '/for-growing-businesses',
  '/how-it-works',
  '/path-selector',
  '/quiz/aspirer',
  '/quiz/owner',
  '/call-booking',
  '/manage-booking',
  '/auth',
  '/admin',
  '/service-agreement',
  '/services',
  '/services/:slug',
  '/all-services',
  '/resources',
  '/onboarding',
  '/pathfinder/results',
  '/case-studies',
  '/sitemap',
  '*',
];

describe('route table', () => {
  it('has every route the spec names, and nothing else', () => {
    expect(routeTable.map((route) => route.path).sort()).toEqual([...specRoutes].sort());
  });

  it('names a page module that exists for every route', () => {
    for (const route of routeTable) {
      expect(existsSync(resolve(process.cwd(), `src/pages/${route.page}.tsx`)), `src/pages/${route.page}.tsx`).toBe(true);
    }
  });

  it('has metadata and opening copy for every page', () => {
    const copy: Record<PageName, PageCopy> = pageCopy;
    for (const page of pageNames) {
      expect(copy[page].title.length, page).toBeGreaterThan(0);
      expect(copy[page].description.length, page).toBeGreaterThan(0);
    }
  });

  it('gives every public page a description that reads well in search results', () => {
    for (const route of routeTable.filter((entry) => entry.access === 'public' && entry.page !== 'service-detail')) {
      const { description } = pageCopy[route.page];
      expect(description.length, `${route.path}: ${description}`).toBeGreaterThanOrEqual(70);
      expect(description.length, `${route.path}: ${description}`).toBeLessThanOrEqual(170);
    }
  });

  it('gives public pages distinct titles', () => {
    const titles = routeTable.filter((route) => route.access === 'public').map((route) => pageCopy[route.page].title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('prerenders every public page, one per service, and never the staff pages', () => {
    const paths = publicPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/pathfinder/results');
    for (const slug of serviceSlugs) expect(paths).toContain(`/services/${slug}`);
    expect(paths).not.toContain('/admin');
    expect(paths).not.toContain('/auth');
    expect(paths).not.toContain('/services/:slug');
    expect(paths).not.toContain('*');
    // The old /services/four-x-conversions URL redirects; it is not a page of its own (nor in sitemap.xml).
    expect(paths).not.toContain('/services/four-x-conversions');
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('normalizePath', () => {
  it('treats a trailing slash as the same page', () => {
    expect(normalizePath('/services/')).toBe('/services');
    expect(normalizePath('/services')).toBe('/services');
    expect(normalizePath('/')).toBe('/');
  });
});
