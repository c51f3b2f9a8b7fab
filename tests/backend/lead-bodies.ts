/**
 * Valid request bodies for the lead functions, as the site's forms send them: the backend contract tests
 * and the CI's run of every function under real Deno (scripts/ci/function-checks.ts) both start from these.
 */
import { randomUUID } from 'node:crypto';
import { agreementDateOf } from '../../supabase/functions/_shared/rules/agreement-rules.ts';
import { expectedFingerprint } from '../../supabase/functions/_shared/rules/content/agreement-terms.ts';
import { AGREEMENT_CONSENT_TEXT } from '../../supabase/functions/_shared/rules/content/agreement.ts';
import { agencyToday, slotsFor } from '../../supabase/functions/_shared/rules/booking/calendar.ts';
import { newLocalHumanCheckToken } from '../../supabase/functions/_shared/rules/submission.ts';

/** A valid send-contact-email body from the standard form, with the local human check. */
export function contactBody(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    source: 'contact',
    name: 'Ann Archer',
    email,
    phone: '(555) 010-0000',
    challenge: 'Not enough leads',
    humanCheckToken: newLocalHumanCheckToken(),
    clientSubmissionId: randomUUID(),
    ...overrides,
  };
}

/** A valid send-contact-email body from the smart qualification form, with the local human check. */
export function smartLeadBody(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    source: 'smart-lead',
    name: 'Maria Elena Lopez',
    email,
    company: 'Lopez Dental',
    urgency: 'immediate',
    budget: '5000-15000',
    leadSource: 'Referral',
    primaryGoal: 'revenue',
    challenges: 'Our phones are quiet on weekends.',
    humanCheckToken: newLocalHumanCheckToken(),
    clientSubmissionId: randomUUID(),
    ...overrides,
  };
}

/** A valid send-contact-email body from a service page's consultation form (no human check). */
export function consultationBody(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    source: 'consultation',
    name: 'Cal Consult',
    email,
    phone: '(310) 555-0101',
    company: 'Consult Co',
    message: 'Help with local SEO please.',
    service: 'Pay-Per-Results SEO',
    clientSubmissionId: randomUUID(),
    ...overrides,
  };
}

/** A valid send-contact-email body from the onboarding wizard (no name, no human check). */
export function onboardingBody(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    source: 'onboarding',
    goal: 'ai-calls',
    company: 'Smile Dental',
    industry: 'Healthcare',
    email,
    budget: '1000-5000',
    timeline: '1-3 months',
    details: 'We miss calls after 5 pm.',
    clientSubmissionId: randomUUID(),
    ...overrides,
  };
}

const contactLeadBodies: Record<string, typeof contactBody> = {
  contact: contactBody,
  'smart-lead': smartLeadBody,
  consultation: consultationBody,
  onboarding: onboardingBody,
};

/** A valid send-contact-email body of the form `source` names (contact, smart-lead, consultation, onboarding). */
export function contactLeadBody(source: string, email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const body = contactLeadBodies[source];
  if (!body) throw new Error(`no send-contact-email form has the source ${source}`);
  return body(email, overrides);
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

/**
 * A valid acceptance of today's agreement for submit-lead, with the fingerprint the page would show (of the
 * package and amounts `overrides` names, if any), the site's consent wording and the local human check.
 */
export async function agreementBody(email: string, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const terms = {
    packageName: typeof overrides.package === 'string' ? overrides.package : 'Growth Package',
    monthly: typeof overrides.monthlyInvestment === 'number' ? overrides.monthlyInvestment : 2500,
    setup: typeof overrides.setupFee === 'number' ? overrides.setupFee : 1000,
    date: agreementDateOf(new Date()),
  };
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

/**
 * The forms that e-mail their visitor without a human check (the exit-intent offer, the guides, the two
 * quizzes): the cheapest way to aim the site's sender at a stranger's inbox.
 */
export const uncheckedVisitorEmailForms: readonly FormSubmission[] = [
  { name: 'exit-intent-signup', body: exitIntentBody },
  { name: 'submit-resource-download', body: resourceBody },
  { name: 'submit-lead', body: quizBody },
  { name: 'submit-lead', body: ownerQuizBody },
];
