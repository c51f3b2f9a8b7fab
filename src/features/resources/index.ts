import { island } from '@/lib/loading/island';

/**
 * The two guide cards with their shared request form. Loaded apart from the page (the form brings
 * zod), and prerendered all the same, so the guides' copy is in the page's HTML.
 */
export const GuideDownloads = island(() => import('./guide-downloads'), { minHeight: '48rem' });
