/** What the visitor receives after each form: the promise the site made, or the document they asked for. */
import type { EmailContent } from './layout.ts';
import { visitorEmail, type VisitorEmailAddressee, type VisitorEmailCopy } from './visitor-email.ts';

export type ContactConfirmationKind = 'contact' | 'priority' | 'consultation' | 'onboarding';

const CONTACT_COPY: Record<ContactConfirmationKind, VisitorEmailCopy> = {
  contact: {
    heading: 'Thanks for reaching out',
    paragraphs: ['We received your request. A member of our team will reply within 24 hours.'],
  },
  // Smart form with immediate urgency (priority high): the site promised contact within 2 hours.
  priority: {
    heading: 'Your request is a priority',
    paragraphs: ['We received your request and marked it high priority. A strategist will contact you within 2 hours.'],
  },
  consultation: {
    heading: 'Your consultation request is in',
    paragraphs: ["We'll contact you within 24 hours to discuss your project."],
  },
  onboarding: {
    heading: 'Your custom strategy is on its way',
    paragraphs: ["Your personalized strategy is being prepared. We'll contact you within 24 hours!"],
  },
};

export function contactConfirmationEmail({ brand, kind, greetingName }: VisitorEmailAddressee & { kind: ContactConfirmationKind }): EmailContent {
  return visitorEmail({
    brand,
    subject: kind === 'priority' ? `We'll contact you within 2 hours – ${brand.name}` : `We received your request – ${brand.name}`,
    greetingName,
    ...CONTACT_COPY[kind],
  });
}

/** The download link of a guide (resources page) or of the exit-intent checklist. */
export function documentDeliveryEmail({
  brand,
  title,
  url,
  greetingName,
  actionLabel = 'Download the guide',
}: VisitorEmailAddressee & { title: string; url: string; actionLabel?: string }): EmailContent {
  return visitorEmail({
    brand,
    subject: `Your download: ${title}`,
    heading: 'Your download is ready',
    greetingName,
    paragraphs: [
      `Thanks for your interest. Here is your copy of "${title}".`,
      'When you are ready to put it to work, we are happy to walk you through it on a free 30-minute strategy call.',
    ],
    action: { label: actionLabel, href: url },
  });
}
