import { matchPath } from 'react-router-dom';
// The route table is the one list of real pages; reading it here keeps the navigation's links honest.
// eslint-disable-next-line no-restricted-imports -- test only: content itself stays free of lib.
import { routeTable } from '../lib/route-table';
import { bookConsult, footerColumns, legalLinks, letsTalk, ppcStrip, primaryNav } from './navigation';
import { site } from './site';

describe('navigation links', () => {
  const allLinks = [...primaryNav, letsTalk, ppcStrip.action, bookConsult, ...legalLinks, ...footerColumns.flatMap((column) => column.links)];
  const routePatterns = routeTable.filter((route) => route.path !== '*').map((route) => route.path);

  it('point every internal link at a route that exists', () => {
    for (const link of allLinks.filter((entry) => entry.href.startsWith('/'))) {
      const pathname = link.href.split('#')[0] || '/';
      expect(
        routePatterns.some((pattern) => matchPath(pattern, pathname)),
        `${link.label} → ${link.href}`,
      ).toBe(true);
    }
  });

  it('have a label each, distinct within the top navigation and within each footer column', () => {
    for (const link of allLinks) expect(link.label.trim(), link.href).not.toBe('');
    for (const links of [primaryNav, ...footerColumns.map((column) => column.links)]) {
      const labels = links.map((link) => link.label);
      expect(new Set(labels).size, labels.join(', ')).toBe(labels.length);
    }
  });

  it('follow docs/product.md#site-chrome: the header’s destinations in order, and its call to action to /path-selector', () => {
    expect(primaryNav.map((link) => link.href)).toEqual([
      site.links.mainSite,
      site.links.gettingStarted,
      '/services',
      '/for-new-businesses',
      '/for-growing-businesses',
      site.links.contact,
    ]);
    expect(letsTalk.href).toBe('/path-selector');
    expect(footerColumns).toHaveLength(3);
  });
});
