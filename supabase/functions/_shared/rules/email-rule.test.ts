/**
 * One e-mail rule for every form and every function. An address that would carry a
 * query into a `mailto:` link (`x?bcc=attacker%40evil.example&y=@evil.example`), or anything else
 * outside the plain shape, is refused by each form's schema with the documented message; the addresses
 * people really have are accepted by all of them alike.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { agreementAcceptanceSchema } from './agreement.ts';
import { firstBookableDate, slotsFor } from './booking/calendar.ts';
import { bookCallRequestSchemaAt, bookCallSchemaAt } from './booking/schema.ts';
import { quizContactSchema, quizLeadRequestSchema } from './quiz-lead.ts';
import {
  consultationFormSchema,
  contactFormSchema,
  EMAIL_ADDRESS_PATTERN,
  exitIntentSchema,
  resourceDownloadSchema,
  smartLeadFormSchema,
  standardLeadFormSchema,
} from './schemas.ts';
import { exitIntentRequestSchema, resourceDownloadRequestSchema, sendContactEmailRequestSchema } from './submission.ts';

const INVALID_EMAIL = 'Please enter a valid email address';
const NOW = new Date('2026-11-02T17:00:00Z');
const bookingDate = firstBookableDate(NOW);

const contact = { name: 'Ann Archer', phone: '(310) 555-0100' };
const booking = { phone: '(310) 555-0100', preferredDate: bookingDate, preferredTime: slotsFor(bookingDate, NOW)[0] };

/** Every form's schema and every function's body schema that takes an e-mail address, with the rest of a valid body. */
const forms: readonly { form: string; schema: z.ZodType; rest: Record<string, unknown> }[] = [
  { form: 'send-contact-email (standard form)', schema: sendContactEmailRequestSchema, rest: { ...contact, source: 'contact', challenge: 'Not enough leads' } },
  {
    form: 'send-contact-email (smart form)',
    schema: sendContactEmailRequestSchema,
    rest: { source: 'smart-lead', name: 'Ann', company: 'Acme', urgency: 'immediate', challenges: 'Few calls' },
  },
  {
    form: 'send-contact-email (onboarding)',
    schema: sendContactEmailRequestSchema,
    rest: { source: 'onboarding', goal: 'leads', company: 'Acme', industry: 'Other', budget: '1000-5000', timeline: '1-3 months' },
  },
  { form: 'standard form', schema: standardLeadFormSchema, rest: { ...contact, challenge: 'Not enough leads' } },
  { form: 'smart form', schema: smartLeadFormSchema, rest: { name: 'Ann', company: 'Acme', urgency: 'immediate', challenges: 'Few calls' } },
  { form: 'simple contact form (and the admin sign-in)', schema: contactFormSchema, rest: contact },
  { form: 'service-page consultation form', schema: consultationFormSchema, rest: contact },
  { form: 'resource download form', schema: resourceDownloadSchema, rest: { name: 'Ann', resource_type: 'The Local SEO Playbook' } },
  { form: 'submit-resource-download', schema: resourceDownloadRequestSchema, rest: { name: 'Ann', resource_type: 'The Local SEO Playbook' } },
  { form: 'exit-intent form', schema: exitIntentSchema, rest: {} },
  { form: 'exit-intent-signup', schema: exitIntentRequestSchema, rest: {} },
  { form: 'quiz contact step', schema: quizContactSchema, rest: { name: 'Dana' } },
  {
    form: 'submit-lead (quiz)',
    schema: quizLeadRequestSchema,
    rest: {
      name: 'Dana',
      user_type: 'aspirer',
      quiz_answers: { stage: 'validating', concept: 'A mobile dog-grooming van', customer: 'Busy pet owners', fear: 'no-customers' },
    },
  },
  {
    form: 'submit-lead (agreement)',
    schema: agreementAcceptanceSchema,
    rest: {
      type: 'agreement-accepted',
      package: 'Growth Package',
      monthlyInvestment: 2500,
      setupFee: 1000,
      timestamp: '2026-11-02T17:00:00.000Z',
      agreementDate: '2026-11-02',
      name: 'Ann Signer',
      termsFingerprint: 'a'.repeat(64),
      consentText: 'By checking this box you agree to the Service Agreement terms above.',
    },
  },
  { form: 'booking form', schema: bookCallSchemaAt(NOW), rest: booking },
  { form: 'book-call', schema: bookCallRequestSchemaAt(NOW), rest: booking },
];

function emailOutcome(schema: z.ZodType, rest: Record<string, unknown>, email: string) {
  const result = schema.safeParse({ ...rest, email });
  if (result.success) return { ok: true, email: (result.data as { email: string }).email };
  return { ok: false, messages: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
}

/** Addresses people have: sub-domains, tags, apostrophes, digits, hyphens, underscores, punycode domains, the longest parts allowed. */
const realAddresses = [
  'ann@example.com',
  'first.last+tag@sub.example.co.uk',
  "o'brien@example.ie",
  "D'Angelo.Rossi@Example.IT",
  'info@xn--mller-kva.de',
  'user@example.xn--p1ai',
  'mary_jane-watson99@my-company.example',
  '12345@example.com',
  'x@y.co',
  'e2e-admin@agency.example',
  `${'a'.repeat(64)}@example.com`,
  `ann@${'d'.repeat(63)}.example`,
];

/** What the rule refuses: mailto: and URL syntax, recipient lists, quoting, a domain without a dot, malformed dots and hyphens, over-long parts, non-ASCII. */
const refusedAddresses = [
  'x?bcc=attacker%40evil.example&y=@evil.example',
  'ann?cc=attacker@evil.example',
  'ann&to=attacker@evil.example',
  'ann%40evil.example@example.com',
  'ann=x@example.com',
  'ann/x@example.com',
  'ann#x@example.com',
  'ann@example.com?subject=hi',
  'ann@example.com#x',
  'ann b@example.com',
  '"ann"@example.com',
  'ann@example.com,victim@example.com',
  'ann@victim@example.com',
  'Ann <ann@example.com>',
  'ann@example',
  'ann@localhost',
  'ann@example.c',
  'ann@-example.com',
  'ann@example-.com',
  'ann@example..com',
  '.ann@example.com',
  'ann.@example.com',
  'ann..lee@example.com',
  'ann@[127.0.0.1]',
  'ann@127.0.0.1',
  `${'a'.repeat(65)}@example.com`,
  `ann@${'d'.repeat(64)}.example`,
  'josé@example.com',
  'ann@exämple.com',
  'ann@example.com\u200b',
  '@example.com',
  'ann@',
];

describe('the one e-mail rule', () => {
  it.each(forms)('$form: refuses a mailto: injection with the documented message', ({ schema, rest }) => {
    expect(emailOutcome(schema, rest, 'x?bcc=attacker%40evil.example&y=@evil.example')).toEqual({ ok: false, messages: [`email: ${INVALID_EMAIL}`] });
  });

  it.each(forms)('$form: refuses every address outside the rule with the documented message, and only that', ({ schema, rest }) => {
    const outcomes = refusedAddresses.map((address) => ({ address, ...emailOutcome(schema, rest, address) }));
    expect(outcomes).toEqual(refusedAddresses.map((address) => ({ address, ok: false, messages: [`email: ${INVALID_EMAIL}`] })));
  });

  it.each(forms)('$form: accepts the addresses people have, trimmed and lower-cased', ({ schema, rest }) => {
    const outcomes = realAddresses.map((address) => ({ address, ...emailOutcome(schema, rest, ` ${address} `) }));
    expect(outcomes).toEqual(realAddresses.map((address) => ({ address, ok: true, email: address.toLowerCase() })));
  });

  it('takes nothing that means something in a URL, a header or a recipient list', () => {
    for (const character of '?&%=#/\\,;:<>"()[] \t\r\n`{}|!$*^~') {
      expect(EMAIL_ADDRESS_PATTERN.test(`ann${character}lee@example.com`), JSON.stringify(character)).toBe(false);
    }
  });
});
