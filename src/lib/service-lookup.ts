import { serviceSlugAliases, type ServiceSlug } from '@/content/service-slugs';
import { services, type Service } from '@/content/services';

/** The service with this slug, or undefined for an unknown one. */
export function findService(slug: string | undefined): Service | undefined {
  return services.find((service) => service.slug === slug);
}

/** The slug an old or mistyped service slug redirects to, or undefined when it is not an alias. */
export function serviceAliasTarget(slug: string | undefined): ServiceSlug | undefined {
  // Own keys only: "constructor" or "toString" must not read as aliases.
  return slug !== undefined && Object.hasOwn(serviceSlugAliases, slug) ? serviceSlugAliases[slug] : undefined;
}
