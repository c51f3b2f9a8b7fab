import { island } from '@/lib/loading/island';

/**
 * The contact section (anchors contact and onboarding) with the Standard Form and Smart Qualification
 * tabs. Loaded apart from the page: its forms bring react-hook-form and zod. A module of its own so
 * pages import it without the index's other exports joining their first load.
 */
export const ContactSection = /* @__PURE__ */ island(() => import('./contact-section'), { minHeight: '56rem' });
