import { lazySection } from '@/lib/loading/lazy-section';

export type { AgreementQuery } from './agreement-query';

/**
 * /service-agreement's summary, terms and acceptance, loaded apart from the page's first bundle: the
 * terms (`@shared/content/agreement-terms.ts`, through `@/content/agreement`) and their fingerprint
 * (`@shared/agreement.ts`). The acceptance form, with zod and the backend client, is a lazy section of
 * its own inside (agreement-section.tsx). Only the lazy section is exported, so importing it pulls none
 * of that in.
 */
export const AgreementPanel = lazySection(() => import('./agreement-section'), '60rem', {
  // The agreement is built from the address and today's date, so the prerendered HTML holds only its place.
  loadAtOnce: () => true,
});
