import type { ComponentType } from 'react';
import { island } from '@/lib/loading/island';

/**
 * A section's module, loaded with the visitor's query client around it (visitor-queries.tsx): both arrive
 * with the section's code, so TanStack Query is in no page's first load.
 */
function loadWithVisitorQueries<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return () => Promise.all([load(), import('./visitor-queries')]).then(([section, queries]) => ({ default: queries.withVisitorQueries(section.default) }));
}

/**
 * /call-booking's form and confirmation (docs/product.md#call-booking), loaded apart from the page's first bundle: it
 * brings react-hook-form and the shared rules' zod schemas (`@shared/booking/schema.ts`, which the book-call
 * function applies too). Only the island is exported, so importing it pulls none of that in.
 */
export const BookingSection = island(loadWithVisitorQueries(() => import('./booking-section')), {
  minHeight: '40rem',
  // After the agreement (?type=…) the section thanks the visitor first: that is not in the prerendered HTML.
  loadAtOnce: () => new URLSearchParams(window.location.search).has('type'),
});

/**
 * /manage-booking's section: what it shows depends on the link's token, in the address's fragment,
 * which the prerendered page cannot know, so its code loads at once.
 */
export const ManageBookingSection = island(loadWithVisitorQueries(() => import('./manage-booking-section')), { minHeight: '22rem', loadAtOnce: () => true });
