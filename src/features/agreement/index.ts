import { island } from '@/lib/loading/island';

export type { AgreementQuery } from './agreement-query';

/**
 * /service-agreement's summary, terms and acceptance, loaded apart from the page's first bundle: the
 * terms (`@shared/content/agreement-terms.ts`, through `@/content/agreement`) and their fingerprint
 * (`@shared/agreement-rules.ts`). The acceptance form, with zod and the backend client, is an island of
 * its own inside (agreement-section.tsx). Only the island is exported, so importing it pulls none
 * of that in.
 */
export const AgreementPanel = island(() => import('./agreement-section'), {
  minHeight: '60rem',
  // Served with its default reading: the query's package and amounts and today's date are swapped in as soon as it runs.
  loadAtOnce: () => true,
});
