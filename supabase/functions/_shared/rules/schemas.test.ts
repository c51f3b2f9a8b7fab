import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  consultationFormSchema,
  contactFormSchema,
  exitIntentSchema,
  INVALID_EMAIL,
  resourceDownloadSchema,
  smartLeadFormSchema,
  standardLeadFormSchema,
} from './schemas.ts';
import { contactLeadRequestSchemas, sendContactEmailRequestSchema } from './submission.ts';
import { messagesByField } from './schema-test-kit.ts';

/** One valid request per form of send-contact-email (docs/product.md#validation-messages). */
const contactLeads = {
  contact: { source: 'contact', name: 'María-José Núñez', email: '  Maria@Example.COM ', phone: '(310) 555-0100', challenge: 'Not enough leads' },
  'smart-lead': { source: 'smart-lead', name: 'Ann Archer', email: 'ann@example.com', company: 'Acme', urgency: 'immediate', challenges: 'Few calls' },
  consultation: { source: 'consultation', name: 'Ann Archer', email: 'ann@example.com', phone: '555 0100', service: 'Google Advertising' },
  onboarding: {
    source: 'onboarding',
    goal: 'leads',
    company: 'Sunset Bakery',
    industry: 'Other',
    email: 'owner@sunset.example',
    budget: '1000-5000',
    timeline: '1-3 months',
  },
} as const;

describe('sendContactEmailRequestSchema: one request per form, told apart by source', () => {
  it('accepts each form’s own fields, trimming and lower-casing the e-mail', () => {
    expect(sendContactEmailRequestSchema.parse(contactLeads.contact)).toEqual({ ...contactLeads.contact, email: 'maria@example.com' });
    for (const body of Object.values(contactLeads)) expect(sendContactEmailRequestSchema.safeParse(body).success).toBe(true);
  });

  it('refuses a body without a known source, on the source field', () => {
    expect(Object.keys(messagesByField(sendContactEmailRequestSchema, { ...contactLeads.contact, source: undefined }))).toEqual(['source']);
    expect(Object.keys(messagesByField(sendContactEmailRequestSchema, { ...contactLeads.contact, source: 'newsletter' }))).toEqual(['source']);
  });

  it('takes no priority from the visitor: the server works it out from the urgency', () => {
    expect(sendContactEmailRequestSchema.parse({ ...contactLeads['smart-lead'], priority: 'high' })).not.toHaveProperty('priority');
  });

  it.each([
    ['contact', 'name', '', 'Name is required'],
    ['contact', 'name', 'x'.repeat(101), 'Name must be less than 100 characters'],
    ['contact', 'name', 'R2-D2', 'Name can only contain letters, spaces, hyphens, and apostrophes'],
    ['contact', 'phone', '', 'Phone number is required'],
    ['contact', 'challenge', 'World domination', 'Please choose your biggest challenge'],
    ['contact', 'email', 'not-an-email', INVALID_EMAIL],
    ['contact', 'email', `${'a'.repeat(95)}@example.com`, 'Email must be less than 100 characters'],
    ['smart-lead', 'company', ' ', 'Company name is required'],
    ['smart-lead', 'company', 'c'.repeat(101), 'Company name must be less than 100 characters'],
    ['smart-lead', 'urgency', undefined, 'Please choose how soon you need results'],
    ['smart-lead', 'challenges', '', 'Please describe your challenges'],
    ['smart-lead', 'challenges', 'c'.repeat(1001), 'Challenges must be less than 1000 characters'],
    ['consultation', 'message', 'm'.repeat(1001), 'Message must be less than 1000 characters'],
    ['consultation', 'company', 'c'.repeat(101), 'Company name must be less than 100 characters'],
    ['onboarding', 'company', '', 'Company name is required'],
    ['onboarding', 'email', 'owner@localhost', INVALID_EMAIL],
    ['onboarding', 'budget', '$1,000 - $5,000/month', 'Please choose your monthly budget'],
    ['onboarding', 'details', 'd'.repeat(801), 'Details must be less than 800 characters'],
  ] as const)('%s: %s = %j → "%s"', (source, field, value, message) => {
    expect(messagesByField(sendContactEmailRequestSchema, { ...contactLeads[source], [field]: value })[field]).toEqual([message]);
  });

  it('gives the smart form’s name any characters, up to 100', () => {
    expect(contactLeadRequestSchemas['smart-lead'].safeParse({ ...contactLeads['smart-lead'], name: 'R2-D2 & Co.' }).success).toBe(true);
    expect(messagesByField(sendContactEmailRequestSchema, { ...contactLeads['smart-lead'], name: 'n'.repeat(101) }).name).toEqual([
      'Name must be less than 100 characters',
    ]);
  });
});

describe('contactFormSchema (docs/product.md#field-rules)', () => {
  const valid = { name: 'Ann Archer', email: 'ann@example.com', phone: '+1 (310) 555-0100' };

  it('accepts a valid form with or without a message', () => {
    expect(contactFormSchema.safeParse(valid).success).toBe(true);
    expect(contactFormSchema.safeParse({ ...valid, message: 'Hello' }).success).toBe(true);
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', 'n'.repeat(101), 'Name must be less than 100 characters'],
    ['name', 'Ann <script>', 'Name can only contain letters, spaces, hyphens, and apostrophes'],
    ['email', '', 'Email is required'],
    ['email', 'ann@example', INVALID_EMAIL],
    ['phone', '', 'Phone number is required'],
    ['phone', '555-CALL-NOW', 'Please enter a valid phone number'],
    ['message', 'm'.repeat(1001), 'Message must be less than 1000 characters'],
  ])('%s = %j → "%s"', (field, value, message) => {
    expect(messagesByField(contactFormSchema, { ...valid, [field]: value })[field]).toEqual([message]);
  });

  it('says "Email must be less than 255 characters" for a very long address', () => {
    expect(messagesByField(contactFormSchema, { ...valid, email: `${'a'.repeat(250)}@example.com` }).email).toEqual([
      'Email must be less than 255 characters',
    ]);
  });

  it('applies the same rules to the service page’s consultation form, company optional', () => {
    const consultation = { ...valid, company: 'Acme', message: 'Call me' };
    expect(consultationFormSchema.safeParse(consultation).success).toBe(true);
    expect(messagesByField(consultationFormSchema, { ...consultation, phone: '' }).phone).toEqual(['Phone number is required']);
  });
});

describe('resourceDownloadSchema (docs/product.md#field-rules)', () => {
  const valid = { email: 'ann@example.com', name: 'Ann', resource_type: 'The Local SEO Playbook' };

  it('accepts a valid request, phone and company optional', () => {
    expect(resourceDownloadSchema.safeParse(valid).success).toBe(true);
  });

  it('checks the simple e-mail shape and a non-blank name, each with its message', () => {
    expect(messagesByField(resourceDownloadSchema, { ...valid, email: 'ann at example.com' }).email).toEqual([INVALID_EMAIL]);
    expect(messagesByField(resourceDownloadSchema, { ...valid, name: '   ' }).name).toEqual(['Please enter your name']);
  });

  it('checks the e-mail first: a bad e-mail gets its message alone, a blank name only once the e-mail passes', () => {
    for (const email of ['x', '', '   ', 'ann at example.com', `${'a'.repeat(250)}@example.com`]) {
      const byField = messagesByField(resourceDownloadSchema, { ...valid, email, name: '  ' });
      expect(Object.keys(byField), JSON.stringify(email)).toEqual(['email']);
    }
    expect(messagesByField(resourceDownloadSchema, { ...valid, email: undefined, name: '' })).toEqual({ email: [INVALID_EMAIL] });
    expect(messagesByField(resourceDownloadSchema, { ...valid, name: '' })).toEqual({ name: ['Please enter your name'] });
  });

  it('still reports a blank name beside a problem in an optional field', () => {
    expect(messagesByField(resourceDownloadSchema, { ...valid, name: '', phone: '1'.repeat(21) })).toEqual({
      phone: ['Phone number must be less than 20 characters'],
      name: ['Please enter your name'],
    });
  });

  it('refuses a body that is not an object without throwing', () => {
    for (const body of [null, 'text', 42, [valid]]) expect(resourceDownloadSchema.safeParse(body).success).toBe(false);
  });

  it('gives a name that is too long one message', () => {
    expect(messagesByField(resourceDownloadSchema, { ...valid, name: 'a'.repeat(101) })).toEqual({ name: ['Name must be less than 100 characters'] });
  });
});

describe('the contact section’s forms and the exit-intent e-mail', () => {
  it('requires every standard form field and limits name 100, phone 20', () => {
    const valid = { name: 'Ann', email: 'ann@example.com', phone: '310 555 0100', challenge: 'Not enough leads' };
    expect(standardLeadFormSchema.safeParse(valid).success).toBe(true);
    expect(messagesByField(standardLeadFormSchema, { ...valid, phone: '1'.repeat(21) }).phone).toEqual(['Phone number must be less than 20 characters']);
    expect(messagesByField(standardLeadFormSchema, { ...valid, challenge: 'World domination' }).challenge).toEqual(['Please choose your biggest challenge']);
  });

  it('requires name, e-mail, company, challenges and an urgency in the smart form', () => {
    const valid = { name: 'Ann Archer', email: 'ann@example.com', company: 'Acme', urgency: 'immediate', challenges: 'Few calls' };
    expect(smartLeadFormSchema.safeParse(valid).success).toBe(true);
    expect(Object.keys(messagesByField(smartLeadFormSchema, {})).sort()).toEqual(['challenges', 'company', 'email', 'name', 'urgency']);
  });

  it('accepts only a valid exit-intent e-mail', () => {
    expect(exitIntentSchema.parse({ email: ' Owner@Gym.example ' })).toEqual({ email: 'owner@gym.example' });
    expect(messagesByField(exitIntentSchema, { email: 'owner@' }).email).toEqual([INVALID_EMAIL]);
  });
});

/** What a script can put where a person would type one line: each must come out as one space. */
const LINE_BREAKS: readonly [string, string][] = [
  ['CR LF', '\r\n'],
  ['LF', '\n'],
  ['CR', '\r'],
  ['NEL (U+0085)', '\u0085'],
  ['line separator (U+2028)', '\u2028'],
  ['paragraph separator (U+2029)', '\u2029'],
  ['tab', '\t'],
  ['vertical tab', '\v'],
  ['NUL', '\u0000'],
];

describe('single-line fields (header injection)', () => {
  const resource = { email: 'ann@example.com', name: 'Ann', phone: '555 0100', company: 'Acme', resource_type: 'The Local SEO Playbook' };
  const consultation = { name: 'Ann Archer', email: 'ann@example.com', phone: '555 0100', company: 'Acme' };
  const smart = { name: 'Ann Archer', email: 'ann@example.com', company: 'Acme', urgency: 'immediate', challenges: 'Few calls' };

  /** Each single-line field with a value that passes its own rules, and the schema it belongs to. */
  const fields: readonly { form: string; schema: z.ZodType; valid: Record<string, unknown>; field: string; before: string; after: string }[] = [
    { form: 'standard form', schema: contactLeadRequestSchemas.contact, valid: contactLeads.contact, field: 'name', before: 'Eve', after: 'Adams' },
    { form: 'standard form', schema: contactLeadRequestSchemas.contact, valid: contactLeads.contact, field: 'phone', before: '555', after: '0100' },
    { form: 'standard form', schema: contactLeadRequestSchemas.contact, valid: contactLeads.contact, field: 'recommendedService', before: 'SEO', after: 'Bcc: victim@example.com' },
    { form: 'consultation request', schema: contactLeadRequestSchemas.consultation, valid: contactLeads.consultation, field: 'service', before: 'SEO', after: 'Bcc: victim@example.com' },
    { form: 'onboarding request', schema: contactLeadRequestSchemas.onboarding, valid: contactLeads.onboarding, field: 'company', before: 'Acme', after: 'Bcc: victim@example.com' },
    { form: 'resource download', schema: resourceDownloadSchema, valid: resource, field: 'name', before: 'Eve', after: 'Bcc: victim@example.com' },
    { form: 'resource download', schema: resourceDownloadSchema, valid: resource, field: 'phone', before: '555', after: 'Bcc: v@x.co' },
    { form: 'resource download', schema: resourceDownloadSchema, valid: resource, field: 'company', before: 'Acme', after: 'Bcc: victim@example.com' },
    { form: 'consultation form', schema: consultationFormSchema, valid: consultation, field: 'name', before: 'Eve', after: 'Adams' },
    { form: 'consultation form', schema: consultationFormSchema, valid: consultation, field: 'phone', before: '555', after: '0100' },
    { form: 'consultation form', schema: consultationFormSchema, valid: consultation, field: 'company', before: 'Acme', after: 'Bcc: victim@example.com' },
    { form: 'smart form and quizzes', schema: smartLeadFormSchema, valid: smart, field: 'name', before: 'Eve', after: 'Bcc: victim@example.com' },
    { form: 'smart form and quizzes', schema: smartLeadFormSchema, valid: smart, field: 'company', before: 'Acme', after: 'Bcc: victim@example.com' },
  ];

  const cases = fields.flatMap((entry) => LINE_BREAKS.map(([label, breaker]) => ({ ...entry, label, breaker })));

  it.each(cases)('$field of the $form collapses $label to one space', ({ schema, valid, field, before, after, breaker }) => {
    const parsed = schema.parse({ ...valid, [field]: ` ${before}${breaker}${after}${breaker}` }) as Record<string, unknown>;
    expect(parsed[field]).toBe(`${before} ${after}`);
  });

  it('collapses a run of breaks and the spaces around it into one space', () => {
    expect(resourceDownloadSchema.parse({ ...resource, name: 'Eve \r\n\r\n  Bcc: victim@example.com' }).name).toBe('Eve Bcc: victim@example.com');
  });

  it('keeps the line breaks of multi-line fields', () => {
    expect(contactLeadRequestSchemas.onboarding.parse({ ...contactLeads.onboarding, details: 'Line one\r\nLine two' }).details).toBe('Line one\r\nLine two');
    expect(contactFormSchema.parse({ name: 'Ann', email: 'ann@example.com', phone: '555', message: 'Hi\nthere' }).message).toBe('Hi\nthere');
    expect(smartLeadFormSchema.parse({ ...smart, challenges: 'One\nTwo' }).challenges).toBe('One\nTwo');
  });

  it('still refuses a name that is only line breaks', () => {
    expect(messagesByField(resourceDownloadSchema, { ...resource, name: '\r\n\u2028' }).name).toEqual(['Please enter your name']);
  });

  it('refuses a name too long once collapsed, not before', () => {
    expect(resourceDownloadSchema.safeParse({ ...resource, name: `${'n'.repeat(99)}\r\n` }).success).toBe(true);
    expect(messagesByField(resourceDownloadSchema, { ...resource, name: `${'n'.repeat(50)}\r\n${'n'.repeat(50)}` }).name).toEqual(['Name must be less than 100 characters']);
  });

  it('collapses 60,000 spaces and breaks in linear time', () => {
    const started = performance.now();
    resourceDownloadSchema.safeParse({ ...resource, name: `${' '.repeat(30_000)}\r\n${'\t '.repeat(30_000)}x` });
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('e-mail addresses that would add a recipient', () => {
  it.each([
    'ann@example.com,victim@example.com',
    'ann@example.com;victim@example.com',
    'Ann <ann@example.com>',
    'ann@example.com\u0085victim@example.com',
    'ann@example.com\u2028bcc@example.com',
    'ann@example.com\u200b',
    'ann@victim@example.com',
    '"ann"@example.com',
  ])('refuses %j in every form', (email) => {
    expect(messagesByField(contactFormSchema, { name: 'Ann', email, phone: '555' }).email).toEqual([INVALID_EMAIL]);
    expect(messagesByField(resourceDownloadSchema, { email, name: 'Ann', resource_type: 'Guide' }).email).toEqual([INVALID_EMAIL]);
    expect(messagesByField(sendContactEmailRequestSchema, { ...contactLeads.contact, email }).email).toEqual([INVALID_EMAIL]);
    expect(messagesByField(exitIntentSchema, { email }).email).toEqual([INVALID_EMAIL]);
  });

  it('still accepts short addresses, apostrophes and plus addressing (no top-level domain has one letter)', () => {
    for (const email of ['x@y.co', "o'brien@example.com", 'ann+leads@example.co.uk']) {
      expect(resourceDownloadSchema.safeParse({ email, name: 'Ann', resource_type: 'Guide' }).success).toBe(true);
    }
  });
});
