/**
 * Valid request bodies for the lead functions, as the site's forms send them: the backend contract tests
 * and the CI's run of every function under real Deno (scripts/ci/function-checks.ts) both start from these.
 */
import { randomUUID } from 'node:crypto';
import { AGREEMENT_CONSENT_TEXT, agreementDateOf, expectedFingerprint } from '../../supabase/functions/_shared/agreement.ts';
import { agencyToday, slotsFor } from '../../supabase/functions/_shared/booking.ts';
import { newLocalHumanCheckToken } from '../../supabase/functions/_shared/submission.ts';

/** A valid send-contact-email body from the standard form, with the local human check. */
export function contactBody(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    source: 'contact',
    firstName: 'Ann',
    lastName: 'Contact',
    email,
    company: 'N/A',
    phone: '(555) 010-0000',
    goals: 'Not enough leads',
    humanCheckToken: newLocalHumanCheckToken(),
    clientSubmissionId: randomUUID(),
    ...overrides,
  };
}

export function resourceBody(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { email, name: 'Bo Brown', phone: '', company: 'Brown Plumbing', resource_type: 'The Local Business Lead Generation Playbook', clientSubmissionId: randomUUID(), ...overrides };
}

export function exitIntentBody(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { email, clientSubmissionId: randomUUID(), ...overrides };
}

/** A valid aspirer quiz lead for submit-lead. */
export function quizBody(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Dana Kim',
    email,
    user_type: 'aspirer',
    status: 'New',
    quiz_answers: { stage: 'validating', concept: 'A mobile dog-grooming van', customer: 'Busy pet owners', fear: 'no-customers' },
    clientSubmissionId: randomUUID(),
    ...overrides,
  };
}

/** A valid owner quiz lead for submit-lead (its honeypot is named business-website). */
export function ownerQuizBody(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Omar Reyes',
    email,
    user_type: 'owner',
    industry: 'Hybrid',
    status: 'New',
    quiz_answers: { businessType: 'Hybrid', improvement: 'online-reviews', currentMethod: 'word-of-mouth', win: 'foot-traffic' },
    clientSubmissionId: randomUUID(),
    ...overrides,
  };
}

/** A valid acceptance of today's agreement for submit-lead, with the fingerprint the page would show, the site's consent wording and the local human check. */
export async function agreementBody(email: string, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const terms = { packageName: 'Growth Package', monthly: 2500, setup: 1000, date: agreementDateOf(new Date()) };
  return {
    type: 'agreement-accepted',
    package: terms.packageName,
    monthlyInvestment: terms.monthly,
    setupFee: terms.setup,
    timestamp: new Date().toISOString(),
    agreementDate: terms.date,
    name: 'Ann Signer',
    email,
    termsFingerprint: await expectedFingerprint(terms),
    consentText: AGREEMENT_CONSENT_TEXT,
    humanCheckToken: newLocalHumanCheckToken(),
    clientSubmissionId: randomUUID(),
    ...overrides,
  };
}

function dayAfter(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

let slotsTaken = 0;
/**
 * A valid book-call body, with the local human check, for a slot no other call in this run asked for, from tomorrow on (by the real
 * clock), so that no slot runs out of lead time while a test runs.
 */
export function bookingBody(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = new Date();
  let date = dayAfter(agencyToday(now));
  let index = slotsTaken;
  slotsTaken += 1;
  for (let slots = slotsFor(date, now); index >= slots.length; slots = slotsFor(date, now)) {
    index -= slots.length;
    date = dayAfter(date);
  }
  return {
    email,
    phone: '(555) 010-2000',
    preferredDate: date,
    preferredTime: slotsFor(date, now)[index],
    biggestQuestion: 'How do I get more calls?',
    humanCheckToken: newLocalHumanCheckToken(),
    clientSubmissionId: randomUUID(),
    ...overrides,
  };
}

/** A lead function and a valid body for it, for the address given. */
export interface FormSubmission {
  name: string;
  body: (email: string) => Record<string, unknown> | Promise<Record<string, unknown>>;
}

/** Every form that e-mails the address its visitor typed (what an attacker would aim at a stranger's inbox), each with a valid body. */
export const visitorEmailForms: readonly FormSubmission[] = [
  { name: 'send-contact-email', body: contactBody },
  { name: 'submit-resource-download', body: resourceBody },
  { name: 'exit-intent-signup', body: exitIntentBody },
  { name: 'submit-lead', body: quizBody },
  { name: 'submit-lead', body: agreementBody },
  { name: 'book-call', body: bookingBody },
];
