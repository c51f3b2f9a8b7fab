/**
 * What the schema tests share: the messages a schema gives, by field; a quiz lead of each kind; and a
 * valid body of every schema the site's forms and the functions parse with, for the tests that go
 * through all of them (the one e-mail rule, the timing of hostile input).
 */
import type { z } from 'zod';
import { agreementAcceptanceSchema } from './agreement-acceptance.ts';
import { firstBookableDate, slotsFor } from './booking/calendar.ts';
import { bookCallRequestSchemaAt, bookCallSchemaAt } from './booking/schema.ts';
import { quizContactSchema, quizLeadRequestSchema, type QuizLeadRequest } from './quiz-lead.ts';
import { consultationFormSchema, contactFormSchema, exitIntentSchema, resourceDownloadSchema, smartLeadFormSchema, standardLeadFormSchema } from './schemas.ts';
import { signInCodeRequestSchema } from './sign-in-code.ts';
import { exitIntentRequestSchema, resourceDownloadRequestSchema, sendContactEmailRequestSchema } from './submission.ts';
import { analyticsEventsSchema, consentChoiceSchema, conversionSchema, heatmapClicksSchema, heatmapScrollSchema } from './tracking-schemas.ts';

/** The messages a schema gives for `input`, by dotted field path; {} when it accepts the input. */
export function messagesByField(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

/** A complete aspirer quiz lead with its submission id and attribution; the e-mail as a visitor may type it. */
export const aspirerQuizLead = {
  name: 'Dana Kim',
  email: ' Dana@Example.com ',
  user_type: 'aspirer',
  quiz_answers: {
    stage: 'validating',
    concept: 'A mobile dog-grooming van for the Westside',
    customer: 'Busy pet owners who work long hours',
    fear: 'no-customers',
  },
  status: 'New',
  clientSubmissionId: '0b8f7c57-8c1e-4a57-9a53-3f8f6a0d2e11',
  attribution: { utm_source: 'google', landing_page: '/quiz/aspirer' },
} satisfies QuizLeadRequest;

/** A complete owner quiz lead: a Hybrid business, so it answers the improvement question. */
export const ownerQuizLead = {
  name: 'Luis Ortega',
  email: 'luis@example.com',
  user_type: 'owner',
  industry: 'Hybrid',
  quiz_answers: { businessType: 'Hybrid', improvement: 'online-reviews', currentMethod: 'word-of-mouth', win: 'foot-traffic' },
  status: 'New',
} satisfies QuizLeadRequest;

/** A schema a form or a function parses with, named for the tests' titles, and a body it accepts. */
export interface SchemaWithValidBody {
  name: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
}

/** The time the booking schemas are built at: their valid body books the first slot they offer then. */
export const SCHEMA_TEST_NOW = new Date('2026-11-02T17:00:00Z');

const bookingDate = firstBookableDate(SCHEMA_TEST_NOW);
const uuid = '0b7c5a52-4a7e-4d3a-9a55-8c0f2a1e6d10';
const consent = { analytics: true, version: '2026-11' };
/** What every lead function's body carries besides the form's fields. */
const envelope = {
  clientSubmissionId: uuid,
  humanCheckToken: 'local-human-check:3f0c1d2e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  website: '',
  formElapsedMs: 12_000,
  attribution: {
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'spring',
    utm_term: 'plumber',
    utm_content: 'ad-1',
    gclid: 'abc',
    fbclid: 'def',
    landing_page: '/services/google-advertising',
    referrer: 'https://www.google.com/',
    timestamp: '2026-11-01T10:00:00.000Z',
    ab_variant: 'A',
  },
};
/** A quiz's envelope: no human check, and the owner quiz's second honeypot. */
const quizEnvelope = { clientSubmissionId: uuid, website: '', 'business-website': '', formElapsedMs: 12_000, attribution: envelope.attribution };
const contact = { name: 'Ann Archer', email: 'ann@example.com', phone: '(310) 555-0100', message: 'Call me', company: 'Acme' };
const resource = { email: 'ann@example.com', name: 'Ann', phone: '555 0100', company: 'Acme', resource_type: 'The Local SEO Playbook' };
const booking = {
  email: 'ann@example.com',
  phone: '(310) 555-0100',
  preferredDate: bookingDate,
  preferredTime: slotsFor(bookingDate, SCHEMA_TEST_NOW)[0],
  biggestQuestion: 'How do I get more calls?',
};
const attribution = { utm_source: 'google', landing_page: '/', referrer: 'https://www.google.com/' };

/** Every schema a form or a function parses with (bar notify-new-lead's, a handler's), and a body it accepts. */
export const validBodies: readonly SchemaWithValidBody[] = [
  { name: 'contactFormSchema (the simple contact form and the admin sign-in)', schema: contactFormSchema, valid: contact },
  { name: 'consultationFormSchema (a service page’s consultation form)', schema: consultationFormSchema, valid: contact },
  { name: 'resourceDownloadSchema (the guide download form)', schema: resourceDownloadSchema, valid: resource },
  { name: 'exitIntentSchema (the exit-intent form)', schema: exitIntentSchema, valid: { email: 'ann@example.com' } },
  {
    name: 'standardLeadFormSchema (the standard form)',
    schema: standardLeadFormSchema,
    valid: { ...contact, challenge: 'Not enough leads', recommendedService: 'SEO' },
  },
  {
    name: 'smartLeadFormSchema (the smart form)',
    schema: smartLeadFormSchema,
    valid: { name: 'Ann', email: 'ann@example.com', company: 'Acme', urgency: 'immediate', challenges: 'Few calls' },
  },
  {
    name: 'send-contact-email (standard form)',
    schema: sendContactEmailRequestSchema,
    valid: { source: 'contact', name: 'Ann Archer', email: 'ann@example.com', phone: '(310) 555-0100', challenge: 'Not enough leads', recommendedService: 'SEO', ...envelope },
  },
  {
    name: 'send-contact-email (smart form)',
    schema: sendContactEmailRequestSchema,
    valid: { source: 'smart-lead', name: 'Ann', email: 'ann@example.com', company: 'Acme', urgency: 'immediate', budget: '5000-15000', challenges: 'Few calls', ...envelope },
  },
  { name: 'send-contact-email (consultation)', schema: sendContactEmailRequestSchema, valid: { source: 'consultation', ...contact, service: 'SEO', ...envelope } },
  {
    name: 'send-contact-email (onboarding)',
    schema: sendContactEmailRequestSchema,
    valid: {
      source: 'onboarding',
      goal: 'leads',
      company: 'Acme',
      industry: 'Other',
      email: 'ann@example.com',
      budget: '1000-5000',
      timeline: '1-3 months',
      details: 'Calls after 5 pm',
      ...envelope,
    },
  },
  { name: 'submit-resource-download', schema: resourceDownloadRequestSchema, valid: { ...resource, ...envelope } },
  { name: 'exit-intent-signup', schema: exitIntentRequestSchema, valid: { email: 'ann@example.com', ...envelope } },
  { name: 'quizContactSchema (the quiz’s contact step)', schema: quizContactSchema, valid: { name: 'Dana', email: 'dana@example.com' } },
  { name: 'submit-lead (aspirer quiz)', schema: quizLeadRequestSchema, valid: { ...aspirerQuizLead, ...quizEnvelope } },
  { name: 'submit-lead (owner quiz)', schema: quizLeadRequestSchema, valid: { ...ownerQuizLead, ...quizEnvelope } },
  {
    name: 'submit-lead (agreement)',
    schema: agreementAcceptanceSchema,
    valid: {
      type: 'agreement-accepted',
      package: 'Growth Package',
      monthlyInvestment: 2500,
      setupFee: 1000,
      timestamp: '2026-11-02T17:00:00.000Z',
      agreementDate: '2026-11-02',
      name: 'Ann Signer',
      email: 'ann@example.com',
      termsFingerprint: 'a'.repeat(64),
      consentText: 'By checking this box you agree to the Service Agreement terms above.',
      ...envelope,
    },
  },
  { name: 'bookCallSchemaAt (the booking form)', schema: bookCallSchemaAt(SCHEMA_TEST_NOW), valid: booking },
  { name: 'book-call', schema: bookCallRequestSchemaAt(SCHEMA_TEST_NOW), valid: { ...booking, ...envelope } },
  {
    name: 'track-conversion',
    schema: conversionSchema,
    valid: {
      ...attribution,
      conversion_type: 'generate_lead',
      conversion_timestamp: '2026-11-02T17:00:00.000Z',
      session_id: 'session-1234',
      consent,
    },
  },
  {
    name: 'heatmap-clicks',
    schema: heatmapClicksSchema,
    valid: {
      page: '/',
      viewportWidth: 1280,
      viewportHeight: 800,
      abVariant: 'A',
      sessionId: 'session-1234',
      consent,
      clicks: [{ x: 10, y: 20, element: 'button', timestamp: '2026-11-02T17:00:00.000Z' }],
    },
  },
  {
    name: 'heatmap-scroll',
    schema: heatmapScrollSchema,
    valid: {
      page: '/',
      documentHeight: 4000,
      sessionId: 'session-1234',
      consent,
      scroll: [{ scrollY: 300, timestamp: '2026-11-02T17:00:00.000Z', viewportHeight: 800 }],
    },
  },
  {
    name: 'analytics-events',
    schema: analyticsEventsSchema,
    valid: {
      events: [{ name: 'core_web_vital', page: '/', params: { metric: 'LCP', value: 1840 }, timestamp: '2026-11-02T17:00:00.000Z' }],
      sessionId: 'session-1234',
      abVariant: 'B',
      viewportWidth: 390,
      consent,
    },
  },
  { name: 'consent', schema: consentChoiceSchema, valid: { analytics: true, version: '2026-11', source: 'banner', sessionId: 'session-1234' } },
  { name: 'approve-sign-in-network (the staff sign-in code)', schema: signInCodeRequestSchema, valid: { code: '1A2B3-C4D5E-6F7A8-B9C0D' } },
];
