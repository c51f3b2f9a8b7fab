import { lazySection } from '@/components/lazy-section';

// Pure: a page that imports one of these does not keep the others' wrappers in its first-load chunk.

/**
 * The contact section (anchors contact and onboarding) with the Standard Form and Smart Qualification
 * tabs. Loaded apart from the page: its forms bring react-hook-form and zod.
 */
export const ContactSection = /* @__PURE__ */ lazySection(() => import('./contact-section'), '56rem');

/** The service page's consultation form alone, loaded apart from the page. */
export const ConsultationForm = /* @__PURE__ */ lazySection(() => import('./consultation-form'), '30rem');

export { ConsultationCard } from './consultation-section';
export type { ContactSectionProps } from './contact-section';
export type { ConsultationFormProps } from './consultation-form';
