import { island } from '@/lib/loading/island';

// Pure: a page that imports one of these does not keep the others' wrappers in its first-load chunk.

export { ContactSection } from './section';

/** The service page's consultation form alone, loaded apart from the page. */
export const ConsultationForm = /* @__PURE__ */ island(() => import('./consultation-form'), { minHeight: '30rem' });

export { ConsultationCard } from './consultation-section';
export type { ContactSectionProps } from './contact-section';
export type { ConsultationFormProps } from './consultation-form';
