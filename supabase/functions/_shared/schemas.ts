/**
 * The payloads of every lead form (spec 1, sections 3 and 5), with the spec's messages word for word.
 * The forms validate with these schemas and the functions validate the same schemas again,
 * so a visitor and an attacker meet the same rules. Imported by the site through `@shared/schemas`.
 */
import { z } from 'zod';
import { collapseLineBreaks } from './emails/escape-html.ts';

/** Letters of any script, spaces, hyphens and apostrophes (straight or typographic, as phones type them). */
const PERSON_NAME = /^[\p{L}\p{M}\s'’-]*$/u;
/** Digits, spaces, hyphens, plus signs and parentheses. */
const PHONE = /^[\d\s()+-]*$/;
/**
 * A character of an address in the resource form's simple shape. Besides spaces it excludes what
 * would turn one address into several or into a display name (`,` `;` `<` `>` `"` `(` `)` `[` `]` `\`),
 * a second `@`, and control and format characters: the address becomes an e-mail's recipient.
 */
const ADDRESS_CHARACTER = String.raw`[^\s@,;<>"()[\]\\\p{C}]`;
/** The resource form's simple shape: non-space text, @, non-space text, dot, non-space text. */
const SIMPLE_EMAIL = new RegExp(`^${ADDRESS_CHARACTER}+@${ADDRESS_CHARACTER}+\\.${ADDRESS_CHARACTER}+$`, 'u');

const INVALID_EMAIL = 'Please enter a valid email address';

/**
 * `value` on one line: each run of control characters and line breaks (CR, LF, tab, NEL, U+2028/9)
 * becomes a space, and runs of spaces one space. Two linear passes on purpose: a pattern like
 * `\s*[breaks]+\s*` backtracks quadratically over a long run of spaces, and bodies reach 64 KB.
 */
export function oneLine(value: string): string {
  return collapseLineBreaks(value).replace(/ {2,}/g, ' ');
}

/**
 * A single-line text field (a name, a company, a phone number), trimmed. Such values end up in
 * e-mail subjects and one-line lists, so a line break a script sends ("Eve\r\nBcc: …") is collapsed
 * to a space before any other rule looks at the value, here and in the browser alike. Multi-line
 * fields (goals, messages, answers) use a plain trimmed string and keep their line breaks.
 */
export function singleLineText(error?: string) {
  return z.string(error).overwrite(oneLine).trim();
}

/** firstName / lastName of the lead request: trimmed, 1 to 50, name characters only. */
function personName(label: 'First name' | 'Last name') {
  return singleLineText(`${label} is required`)
    .min(1, `${label} is required`)
    .max(50, `${label} must be less than 50 characters`)
    .regex(PERSON_NAME, `${label} can only contain letters, spaces, hyphens, and apostrophes`);
}

/** A trimmed, lower-cased e-mail address of at most `max` characters. */
export function emailAddress(max: number) {
  return z
    .string('Email is required')
    .trim()
    .max(max, `Email must be less than ${max} characters`)
    .pipe(z.email(INVALID_EMAIL))
    .transform((email) => email.toLowerCase());
}

/** A person's whole name in one field (contact, standard and consultation forms). */
const fullName = singleLineText('Name is required')
    .min(1, 'Name is required')
    .max(100, 'Name must be less than 100 characters')
    .regex(PERSON_NAME, 'Name can only contain letters, spaces, hyphens, and apostrophes');

const requiredCompany = singleLineText('Company name is required')
  .min(1, 'Company name is required')
  .max(100, 'Company name must be less than 100 characters');

/** Required, digits and ( ) + - spaces. An empty value passes the pattern, so it gets one message. */
export const requiredPhone = singleLineText('Phone number is required')
  .min(1, 'Phone number is required')
  .regex(PHONE, 'Please enter a valid phone number');

export const challengeOptions = [
  'Not enough leads',
  'Low website traffic',
  'Poor conversion rates',
  'Need better online presence',
  'Struggling with social media',
  'Want to improve SEO',
  'Need help with paid ads',
  'Other',
] as const;
export type Challenge = (typeof challengeOptions)[number];

/** The lead or consultation request that the function send-contact-email receives from every form. */
export const leadRequestSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailAddress(100),
  company: requiredCompany,
  budget: singleLineText().max(50, 'Budget must be less than 50 characters').optional(),
  goals: z
    .string('Please provide at least 10 characters describing your goals')
    .trim()
    .min(10, 'Please provide at least 10 characters describing your goals')
    .max(1000, 'Goals description must be less than 1000 characters'),
  phone: singleLineText().max(20, 'Phone number must be less than 20 characters').regex(PHONE, 'Please enter a valid phone number').optional(),
  recommendedService: singleLineText().max(100).optional(),
});
export type LeadRequest = z.infer<typeof leadRequestSchema>;

/** The simple contact form: name, email, phone and an optional message. */
export const contactFormSchema = z.object({
  name: fullName,
  email: z
    .string('Email is required')
    .trim()
    .min(1, { error: 'Email is required', abort: true })
    .max(255, 'Email must be less than 255 characters')
    .regex(SIMPLE_EMAIL, INVALID_EMAIL)
    .transform((email) => email.toLowerCase()),
  phone: requiredPhone,
  message: z.string().trim().max(1000, 'Message must be less than 1000 characters').optional(),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/**
 * The service page's consultation form: the contact form's rules for name, email, phone and message
 * (spec: "a shared validator"), plus an optional company.
 */
export const consultationFormSchema = contactFormSchema.extend({
  company: singleLineText().max(100, 'Company name must be less than 100 characters').optional(),
});
export type ConsultationForm = z.infer<typeof consultationFormSchema>;

/** The resource download request; the e-mail is checked before the name, as the spec orders them. */
export const resourceDownloadSchema = z.object({
  email: z
    .string(INVALID_EMAIL)
    .trim()
    .max(255, 'Email must be less than 255 characters')
    .regex(SIMPLE_EMAIL, INVALID_EMAIL)
    .transform((email) => email.toLowerCase()),
  name: singleLineText('Please enter your name').min(1, 'Please enter your name').max(100, 'Name must be less than 100 characters'),
  phone: singleLineText().max(20, 'Phone number must be less than 20 characters').optional(),
  company: singleLineText().max(100, 'Company name must be less than 100 characters').optional(),
  resource_type: singleLineText().min(1).max(200),
});
export type ResourceDownload = z.infer<typeof resourceDownloadSchema>;

/** The exit-intent modal's single field. */
export const exitIntentSchema = z.object({
  email: emailAddress(255),
});
export type ExitIntent = z.infer<typeof exitIntentSchema>;

/** The contact section's Standard Form, before it becomes a lead request. */
export const standardLeadFormSchema = z.object({
  name: fullName,
  email: emailAddress(100),
  phone: requiredPhone.max(20, 'Phone number must be less than 20 characters'),
  goals: z.enum(challengeOptions, 'Please choose your biggest challenge'),
  recommendedService: singleLineText().max(100).optional(),
});
export type StandardLeadForm = z.infer<typeof standardLeadFormSchema>;

/** Urgency options of the smart form, each with the priority it gives the lead. */
export const urgencyOptions = [
  { value: 'immediate', priority: 'high' },
  { value: '30days', priority: 'medium' },
  { value: '90days', priority: 'low' },
  { value: 'exploring', priority: 'lowest' },
] as const;
export type Urgency = (typeof urgencyOptions)[number]['value'];

export const smartBudgetOptions = ['1,000-5,000', '5,000-15,000', '15,000-50,000', '50,000+'] as const;
export const leadSourceOptions = ['Google Search', 'Social Media', 'Referral', 'Email', 'Advertisement', 'Website', 'Other'] as const;
export const primaryGoalOptions = ['leads', 'revenue', 'efficiency'] as const;

/** The contact section's Smart Qualification form, before it becomes a lead request. */
export const smartLeadFormSchema = z.object({
  name: singleLineText('Name is required').min(1, 'Name is required').max(100, 'Name must be less than 100 characters'),
  email: emailAddress(100),
  company: requiredCompany,
  urgency: z.enum(
    urgencyOptions.map((option) => option.value) as [Urgency, ...Urgency[]],
    'Please choose how soon you need results',
  ),
  budget: z.enum(smartBudgetOptions).optional(),
  leadSource: z.enum(leadSourceOptions).optional(),
  primaryGoal: z.enum(primaryGoalOptions).optional(),
  challenges: z
    .string('Please describe your challenges')
    .trim()
    .min(1, 'Please describe your challenges')
    .max(1000, 'Challenges must be less than 1000 characters'),
});
export type SmartLeadForm = z.infer<typeof smartLeadFormSchema>;
