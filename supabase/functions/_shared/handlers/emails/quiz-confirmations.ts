/**
 * What a quiz taker receives: a Launch Roadmap or a Growth
 * Audit (docs/product.md#e-mails-by-journey). Only the fixed answers (value lists) shape the copy: free text the visitor typed is never
 * repeated to an inbox that may not be theirs.
 */
import type { UserType } from '../../rules/quiz-lead.ts';
import type { EmailContent } from './layout.ts';
import { visitorEmail, type VisitorEmailAddressee, type VisitorEmailCopy } from './visitor-email.ts';

/** The document each quiz promises, as its success toast names it. */
export const quizDocumentNames = {
  aspirer: 'Launch Roadmap',
  owner: 'Growth Audit',
} as const satisfies Readonly<Record<UserType, string>>;

const QUIZ_COPY: Record<UserType, VisitorEmailCopy> = {
  aspirer: {
    heading: 'Your Launch Roadmap is on its way',
    paragraphs: [
      'Thanks for taking the quiz. A strategist is preparing your custom Launch Roadmap from your answers: the first steps to take, the customers to reach first, and how to get there without running out of money.',
      'The fastest way to get it is to walk through it together on a free 30-minute consultation.',
    ],
  },
  owner: {
    heading: 'Your Growth Audit is on its way',
    paragraphs: [
      'Thanks for taking the quiz. A strategist is preparing your custom Growth Audit from your answers: what already brings you customers, what holds you back, and the quickest wins for your business.',
      'The fastest way to get it is to walk through it together on a free 30-minute consultation.',
    ],
  },
};

export function quizConfirmationEmail({ brand, userType, greetingName }: VisitorEmailAddressee & { userType: UserType }): EmailContent {
  return visitorEmail({
    brand,
    subject: `Your ${quizDocumentNames[userType]} – ${brand.name}`,
    greetingName,
    ...QUIZ_COPY[userType],
    action: { label: 'Book your free consultation', href: `${brand.siteUrl}/call-booking` },
  });
}
