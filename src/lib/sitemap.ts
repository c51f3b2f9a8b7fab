import { services } from '@/content/services';
import { routeTable, sitemapGroups, type RouteEntry, type SitemapGroup } from './route-table';

export interface SitemapLink {
  label: string;
  href: string;
}

export interface SitemapSection {
  id: string;
  heading: SitemapGroup;
  links: SitemapLink[];
}

/** Home-page sections the sitemap links to directly (docs/product.md#home-page). */
const homeAnchors: readonly SitemapLink[] = [
  { label: 'About Us', href: '/#about' },
  { label: 'Our Guarantee', href: '/#guarantee' },
  { label: 'Frequently Asked Questions', href: '/#faq' },
  { label: 'Contact Us', href: '/#contact' },
];

function linksFor(route: RouteEntry): SitemapLink[] {
  if (route.path === '/services/:slug') {
    return services.map((service) => ({ label: service.title, href: `/services/${service.slug}` }));
  }
  const links = [{ label: route.label, href: route.path }];
  return route.path === '/' ? [...links, ...homeAnchors] : links;
}

/** The sitemap page's groups, generated from the route table so no public page is forgotten. */
export function sitemapSections(): SitemapSection[] {
  const publicRoutes = (routeTable as readonly RouteEntry[]).filter((route) => route.access === 'public' && route.indexed !== false);
  return sitemapGroups.map((group) => ({
    id: group.toLowerCase().replace(/\s+/g, '-'),
    heading: group,
    links: publicRoutes.filter((route) => route.sitemapGroup === group).flatMap(linksFor),
  }));
}
