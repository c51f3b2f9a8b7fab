import { lazySection } from '@/lib/loading/lazy-section';

/**
 * The two guide cards with their shared request form. Loaded apart from the page (the form brings
 * zod), and prerendered all the same, so the guides' copy is in the page's HTML.
 */
export const GuideDownloads = lazySection(() => import('./guide-downloads'), '48rem');
