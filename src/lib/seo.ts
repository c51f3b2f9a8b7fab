import { site } from '@/content/site';

/** The absolute URL of a path on the production site, without query or fragment. */
export function absoluteUrl(path: string): string {
  const clean = path.replace(/\/+$/, '');
  return `${site.url}${clean || '/'}`;
}

/** "Page | Agency" unless the page title already names the agency. */
export function documentTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

export type JsonLd = Record<string, unknown>;

/** Structured data for the agency as a local business (schema.org ProfessionalService). */
export function localBusinessJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.url}/#organization`,
    name: site.name,
    description: site.tagline,
    url: site.url,
    telephone: site.phone.e164,
    email: site.email,
    image: absoluteUrl('/images/og-default.jpg'),
    logo: absoluteUrl('/favicon.svg'),
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHours: site.openingHours,
    areaServed: { '@type': 'City', name: site.address.city },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: site.rating.value,
      reviewCount: site.rating.count,
      bestRating: 5,
    },
    sameAs: site.social.map((profile) => profile.url),
  };
}

/** Structured data for one service the agency sells. */
export function serviceJsonLd(service: { title: string; description: string; slug: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.description,
    url: absoluteUrl(`/services/${service.slug}`),
    serviceType: service.title,
    areaServed: { '@type': 'City', name: site.address.city },
    provider: { '@type': 'ProfessionalService', '@id': `${site.url}/#organization`, name: site.name, telephone: site.phone.e164 },
  };
}

/**
 * JSON for a <script type="application/ld+json">: "<" is escaped so that no value can close
 * the script element early.
 */
export function serializeJsonLd(data: JsonLd): string {
  // `<` alone could close the script; the rest keeps the JSON inert in any HTML or JS context it is pasted into.
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export interface Crumb {
  label: string;
  path: string;
}

/** Structured data for a breadcrumb trail, so search results show the page's place in the site. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: absoluteUrl(crumb.path) })),
  };
}
