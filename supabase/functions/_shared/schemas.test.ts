import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  consultationFormSchema,
  contactFormSchema,
  exitIntentSchema,
  leadRequestSchema,
  resourceDownloadSchema,
  smartLeadFormSchema,
  standardLeadFormSchema,
} from './schemas.ts';

/** The messages a schema gives for `input`, by field. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

const validLead = {
  firstName: 'María-José',
  lastName: "O'Brien",
  email: '  Maria@Example.COM ',
  company: 'Sunset Bakery',
  goals: 'We need more local customers every month.',
};

describe('leadRequestSchema (spec 1 §5, lead request)', () => {
  it('accepts a valid request, trimming and lower-casing the e-mail', () => {
    const parsed = leadRequestSchema.parse(validLead);
    expect(parsed.email).toBe('maria@example.com');
    expect(parsed.firstName).toBe('María-José');
  });

  it.each([
    ['firstName', '   ', 'First name is required'],
    ['firstName', 'x'.repeat(51), 'First name must be less than 50 characters'],
    ['firstName', 'R2-D2', 'First name can only contain letters, spaces, hyphens, and apostrophes'],
    ['lastName', '', 'Last name is required'],
    ['lastName', 'x'.repeat(51), 'Last name must be less than 50 characters'],
    ['lastName', 'Smith!', 'Last name can only contain letters, spaces, hyphens, and apostrophes'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['company', ' ', 'Company name is required'],
    ['company', 'c'.repeat(101), 'Company name must be less than 100 characters'],
    ['budget', 'b'.repeat(51), 'Budget must be less than 50 characters'],
    ['goals', 'too short', 'Please provide at least 10 characters describing your goals'],
    ['goals', 'g'.repeat(1001), 'Goals description must be less than 1000 characters'],
  ])('%s = %j → "%s"', (field, value, message) => {
    expect(messages(leadRequestSchema, { ...validLead, [field]: value })[field]).toEqual([message]);
  });

  it('says "Email must be less than 100 characters" for a long address', () => {
    expect(messages(leadRequestSchema, { ...validLead, email: `${'a'.repeat(95)}@example.com` }).email).toContain(
      'Email must be less than 100 characters',
    );
  });

  it('gives the required message, not a type error, for a missing field', () => {
    expect(messages(leadRequestSchema, { ...validLead, firstName: undefined }).firstName).toEqual(['First name is required']);
  });
});

describe('contactFormSchema (spec 1 §5, simple contact form)', () => {
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
    ['email', 'ann@example', 'Please enter a valid email address'],
    ['phone', '', 'Phone number is required'],
    ['phone', '555-CALL-NOW', 'Please enter a valid phone number'],
    ['message', 'm'.repeat(1001), 'Message must be less than 1000 characters'],
  ])('%s = %j → "%s"', (field, value, message) => {
    expect(messages(contactFormSchema, { ...valid, [field]: value })[field]).toEqual([message]);
  });

  it('says "Email must be less than 255 characters" for a very long address', () => {
    expect(messages(contactFormSchema, { ...valid, email: `${'a'.repeat(250)}@example.com` }).email).toEqual([
      'Email must be less than 255 characters',
    ]);
  });

  it('applies the same rules to the service page’s consultation form, company optional', () => {
    const consultation = { ...valid, company: 'Acme', message: 'Call me' };
    expect(consultationFormSchema.safeParse(consultation).success).toBe(true);
    expect(messages(consultationFormSchema, { ...consultation, phone: '' }).phone).toEqual(['Phone number is required']);
  });
});

describe('resourceDownloadSchema (spec 1 §5, resource download form)', () => {
  const valid = { email: 'ann@example.com', name: 'Ann', resource_type: 'The Local SEO Playbook' };

  it('accepts a valid request, phone and company optional', () => {
    expect(resourceDownloadSchema.safeParse(valid).success).toBe(true);
  });

  it('checks the simple e-mail shape and a non-blank name with the spec’s messages', () => {
    expect(messages(resourceDownloadSchema, { ...valid, email: 'ann at example.com' }).email).toEqual(['Please enter a valid email address']);
    expect(messages(resourceDownloadSchema, { ...valid, name: '   ' }).name).toEqual(['Please enter your name']);
  });

  it('lists the e-mail problem before the name problem, as the form checks them', () => {
    const result = resourceDownloadSchema.safeParse({ ...valid, email: 'x', name: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['email', 'name']);
  });
});

describe('the contact section’s forms and the exit-intent e-mail', () => {
  it('requires every standard form field and limits name 100, phone 20', () => {
    const valid = { name: 'Ann', email: 'ann@example.com', phone: '310 555 0100', goals: 'Not enough leads' };
    expect(standardLeadFormSchema.safeParse(valid).success).toBe(true);
    expect(messages(standardLeadFormSchema, { ...valid, phone: '1'.repeat(21) }).phone).toEqual(['Phone number must be less than 20 characters']);
    expect(messages(standardLeadFormSchema, { ...valid, goals: 'World domination' }).goals).toEqual(['Please choose your biggest challenge']);
  });

  it('requires name, e-mail, company, challenges and an urgency in the smart form', () => {
    const valid = { name: 'Ann Archer', email: 'ann@example.com', company: 'Acme', urgency: 'immediate', challenges: 'Few calls' };
    expect(smartLeadFormSchema.safeParse(valid).success).toBe(true);
    expect(Object.keys(messages(smartLeadFormSchema, {})).sort()).toEqual(['challenges', 'company', 'email', 'name', 'urgency']);
  });

  it('accepts only a valid exit-intent e-mail', () => {
    expect(exitIntentSchema.parse({ email: ' Owner@Gym.example ' })).toEqual({ email: 'owner@gym.example' });
    expect(messages(exitIntentSchema, { email: 'owner@' }).email).toEqual(['Please enter a valid email address']);
  });
});
