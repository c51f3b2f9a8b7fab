import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { services } from '@/content/services';
import { routeTable, sitemapGroups, type RouteEntry } from '@/lib/route-table';
import SitemapPage from './sitemap';

function renderSitemap() {
  render(
    <MemoryRouter initialEntries={['/sitemap']}>
      <SitemapPage />
    </MemoryRouter>,
  );
  return screen.getAllByRole('link').map((link) => link.getAttribute('href'));
}

const publicRoutes = (routeTable as readonly RouteEntry[]).filter(
  (route) => route.access === 'public' && route.indexed !== false && route.path !== '/services/:slug',
);
const homeAnchors = ['/#about', '/#contact', '/#guarantee', '/#faq'];

describe('SitemapPage', () => {
  it('has the page heading', () => {
    renderSitemap();
    expect(screen.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();
  });

  it('"Grouped links to the public pages": links every public route of the route table', () => {
    const hrefs = renderSitemap();
    for (const route of publicRoutes) {
      expect(hrefs).toContain(route.path);
      expect(screen.getByRole('link', { name: route.label })).toHaveAttribute('href', route.path);
    }
  });

  it('"/services/{slug}: one page per service slug (11)": one link per service title', () => {
    const hrefs = renderSitemap();
    expect(services).toHaveLength(11);
    for (const service of services) {
      expect(screen.getByRole('link', { name: service.title })).toHaveAttribute('href', `/services/${service.slug}`);
    }
    expect(hrefs.filter((href) => href?.startsWith('/services/'))).toHaveLength(services.length);
    expect(hrefs.some((href) => href?.includes(':slug'))).toBe(false);
  });

  it('"Sitemap also links to anchors /#about, /#contact, /#guarantee and /#faq"', () => {
    const hrefs = renderSitemap();
    expect(hrefs).toEqual(expect.arrayContaining(homeAnchors));
  });

  it('lists nothing else and nothing twice', () => {
    const hrefs = renderSitemap();
    const expected = [
      ...publicRoutes.map((route) => route.path),
      ...services.map((service) => `/services/${service.slug}`),
      ...homeAnchors,
    ];
    expect([...hrefs].sort()).toEqual([...expected].sort());
  });

  it('does not link to the staff-only /admin and /auth pages, nor the not-found fallback', () => {
    const hrefs = renderSitemap();
    expect(hrefs.filter((href) => href?.startsWith('/admin') || href?.startsWith('/auth'))).toEqual([]);
    expect(hrefs).not.toContain('*');
    expect(screen.queryByRole('link', { name: /Staff Sign-in|Growth Engine Dashboard|Page not found/ })).not.toBeInTheDocument();
  });

  it('groups the links under a heading per group, each group non-empty', () => {
    renderSitemap();
    for (const group of sitemapGroups) {
      const section = screen.getByRole('region', { name: group });
      expect(within(section).getAllByRole('link').length).toBeGreaterThan(0);
    }
  });

  it('puts every service page in the Services group', () => {
    renderSitemap();
    const servicesGroup = screen.getByRole('region', { name: 'Services' });
    for (const service of services) {
      expect(within(servicesGroup).getByRole('link', { name: service.title })).toBeInTheDocument();
    }
  });
});
