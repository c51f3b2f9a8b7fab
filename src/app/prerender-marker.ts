import { normalizePath } from '@/lib/route-table';

/**
 * The root element carries the path it was prerendered for. The client hydrates only when
 * that matches the current URL; a host that serves another page's HTML as a fallback (an SPA
 * rewrite, a 404 page) gets a fresh render instead of a hydration mismatch.
 */
export const prerenderedPathAttribute = 'data-prerendered-path';

export function shouldHydrate(prerenderedPath: string | null | undefined, currentPath: string): boolean {
  return typeof prerenderedPath === 'string' && normalizePath(prerenderedPath) === normalizePath(currentPath);
}
