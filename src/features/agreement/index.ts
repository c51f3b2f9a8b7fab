import { lazySection } from '@/lib/loading/lazy-section';

export type { AgreementQuery } from './agreement-query';

/**
 * /service-agreement's summary, terms and acceptance, loaded apart from the page's first bundle: the
 * terms (`@shared/content/agreement-terms.ts`, through `@/content/agreement`), their fingerprint and the
 * acceptance schema (`@shared/agreement.ts`, with zod).
 * Only the lazy section is exported, so importing it pulls none of that in.
 */
export const AgreementPanel = lazySection(() => import('./agreement-section'), '60rem', {
  // The agreement is built from the address and today's date, so the prerendered HTML holds only its place.
  loadAtOnce: () => true,
});
