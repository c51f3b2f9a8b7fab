import { services, type Service } from '@/content/services';

/** The service with this slug, or undefined for an unknown one. */
export function findService(slug: string | undefined): Service | undefined {
  return services.find((service) => service.slug === slug);
}
