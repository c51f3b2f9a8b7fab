/**
 * The payloads of every lead form (docs/product.md#field-rules), with their messages word for word (docs/product.md#validation-messages).
 * The forms validate with these schemas and the functions validate the same schemas again,
 * so a visitor and an attacker meet the same rules. Imported by the site through `@shared/schemas`.
 */
import { z } from 'zod';
import { collapseLineBreaks } from './escape-html.ts';

/** Letters of any script, spaces, hyphens and apostrophes (straight or typographic, as phones type them). */
const PERSON_NAME = /^[\p{L}\p{M}\s'’-]*$/u;
/** Digits, spaces, hyphens, plus signs and parentheses. */
const PHONE = /^[\d\s()+-]*$/;
/** A run of the characters an address's local part may hold between dots. */
const EMAIL_ATOM = "[A-Za-z0-9_'+-]+";
/** A DNS label: letters, digits and inner hyphens, at most 63 characters. */
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** A top-level domain: two or more letters, or an internationalised one in its xn-- form. */
const TOP_LEVEL_DOMAIN = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';

/**
 * The one e-mail address shape of every form and function: a local part of at most 64
 * characters made of letters, digits and `_ ' + -` in dot-separated runs, `@`, then a domain with at
 * least one dot. Nothing that means something in a URL or a header (`? & % = / # , ; < > " ( )`,
 * spaces, a second `@`) and nothing outside ASCII can appear, so an accepted address is safe in a
 * `mailto:` link, a recipient list or a header. Every quantifier is bounded or unambiguous, and the
 * value is capped to 100 or 255 characters before the pattern runs (`emailAddress`).
 */
export const EMAIL_ADDRESS_PATTERN = new RegExp(
  `^(?=[^@]{1,64}@)${EMAIL_ATOM}(?:\\.${EMAIL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+${TOP_LEVEL_DOMAIN}$`,
);

export const INVALID_EMAIL = 'Please enter a valid email address';

/**
 * `value` on one line: each run of control characters and line breaks (CR, LF, tab, NEL, U+2028/9)
 * becomes a space, and runs of spaces one space. Two linear passes on purpose: a pattern like
 * `\s*[breaks]+\s*` backtracks quadratically over a long run of spaces, and bodies reach
 * validation.ts's MAX_BODY_BYTES.
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

/**
 * Every string rule caps the length with `abort: true` before any pattern or refinement: zod runs
 * a string's checks in order and by default keeps going after a failed one, so without the abort a
 * value as long as a whole body would still reach the pattern, seconds of work on one e-mail address
 * (schema-timing.test.ts times every schema against such input).
 */
export function lengthCap(error: string) {
  return { error, abort: true } as const;
}

/** Longest ISO 8601 date-time accepted: 2026-11-02T17:00:00.000-08:00 is 29 characters; 64 leaves room for any precision. */
const MAX_ISO_DATETIME_LENGTH = 64;

/** An ISO 8601 date and time with an offset (zod's rule), its length capped before zod's pattern runs. */
export function isoDateTime(error?: string) {
  return z
    .string(error)
    .max(MAX_ISO_DATETIME_LENGTH, lengthCap(error ?? `Must be at most ${MAX_ISO_DATETIME_LENGTH} characters`))
    .pipe(z.iso.datetime({ offset: true, error }));
}

/** A UUID (zod's rule), its length capped before the pattern runs. */
export function uuidText(error: string) {
  return z.string(error).max(36, lengthCap(error)).pipe(z.uuid(error));
}

export interface EmailAddressMessages {
  /** For a missing value or one that is not text; 'Email is required' unless given. */
  missing?: string;
  /** For an empty value; without it an empty value is 'Please enter a valid email address'. */
  empty?: string;
}

/**
 * The e-mail rule of every form and function: trimmed, at most `max` characters (checked first, and
 * nothing runs after a failure), EMAIL_ADDRESS_PATTERN ('Please enter a valid email address'), then
 * lower-cased. Only the forms' own words for a missing or empty value differ.
 */
export function emailAddress(max: number, messages: EmailAddressMessages = {}) {
  const text = z.string(messages.missing ?? 'Email is required').trim();
  const present = messages.empty ? text.min(1, { error: messages.empty, abort: true }) : text;
  return present
    .max(max, lengthCap(`Email must be less than ${max} characters`))
    .regex(EMAIL_ADDRESS_PATTERN, INVALID_EMAIL)
    .transform((email) => email.toLowerCase());
}

/** A person's whole name in one field (contact, standard and consultation forms). */
const fullName = singleLineText('Name is required')
    .min(1, 'Name is required')
    .max(100, lengthCap('Name must be less than 100 characters'))
    .regex(PERSON_NAME, 'Name can only contain letters, spaces, hyphens, and apostrophes');

/** A company name the form asks for (smart and onboarding forms): 1 to 100 characters. */
export const requiredCompany = singleLineText('Company name is required')
  .min(1, 'Company name is required')
  .max(100, 'Company name must be less than 100 characters');

const PHONE_TOO_LONG = 'Phone number must be less than 20 characters';

/**
 * Required, at most 20 (the forms' inputs take 20), digits and ( ) + - spaces. An empty value passes
 * the pattern, so it gets one message.
 */
export const requiredPhone = singleLineText('Phone number is required')
  .min(1, 'Phone number is required')
  .max(20, lengthCap(PHONE_TOO_LONG))
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

/**
 * The e-mail rule of the forms that allow 100 characters: the standard, smart and onboarding forms, the
 * quizzes and the agreement (docs/product.md#field-rules).
 */
export const leadEmail = emailAddress(100);

/** The simple contact form: name, email, phone and an optional message. */
export const contactFormSchema = z.object({
  name: fullName,
  email: emailAddress(255, { empty: 'Email is required' }),
  phone: requiredPhone,
  message: z.string().trim().max(1000, 'Message must be less than 1000 characters').optional(),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/**
 * The service page's consultation form: the contact form's rules for name, email, phone and message
 * (one validator for both forms), plus an optional company.
 */
export const consultationFormSchema = contactFormSchema.extend({
  company: singleLineText().max(100, 'Company name must be less than 100 characters').optional(),
});
export type ConsultationForm = z.infer<typeof consultationFormSchema>;

const NAME_MISSING = 'Please enter your name';

/**
 * The resource download request. The e-mail check runs first: a bad e-mail gets its message
 * alone, and a blank name is reported only once the e-mail passes. zod checks every field
 * of an object, so the blank-name rule is the object's, run only when the e-mail and the name have no
 * other problem. A name that is not text at all (only a script sends one) is refused in any case.
 */
export const resourceDownloadSchema = z
  .object({
    email: emailAddress(255, { missing: INVALID_EMAIL }),
    name: singleLineText(NAME_MISSING).max(100, lengthCap('Name must be less than 100 characters')),
    phone: singleLineText().max(20, PHONE_TOO_LONG).optional(),
    company: singleLineText().max(100, 'Company name must be less than 100 characters').optional(),
    resource_type: singleLineText().min(1).max(200),
  })
  .refine((request) => request.name.length > 0, {
    path: ['name'],
    error: NAME_MISSING,
    // Raw issues about the body itself (not an object) have no path yet: then there is no name to look at.
    when: ({ issues }) => issues.every(({ path }) => path !== undefined && path.length > 0 && path[0] !== 'email' && path[0] !== 'name'),
  });
export type ResourceDownload = z.infer<typeof resourceDownloadSchema>;

/** The exit-intent modal's single field. */
export const exitIntentSchema = z.object({
  email: emailAddress(255),
});
export type ExitIntent = z.infer<typeof exitIntentSchema>;

/**
 * The contact section's Standard Form (docs/product.md#standard-form): the whole name, the phone, the
 * biggest challenge as one of its options, and the Pathfinder plan the results page recommended.
 */
export const standardLeadFormSchema = z.object({
  name: fullName,
  email: leadEmail,
  phone: requiredPhone,
  challenge: z.enum(challengeOptions, 'Please choose your biggest challenge'),
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

/**
 * A monthly budget range in US cents, as leads store it (budget_min_cents, budget_max_cents);
 * `maxCents` null for an open top ("$50,000+").
 */
export interface MonthlyBudget {
  minCents: number;
  maxCents: number | null;
}

/** A budget a form offers: the value it sends, the words it shows, and the amounts it means. */
export interface BudgetOption {
  value: string;
  label: string;
  monthly: MonthlyBudget;
}

/** The smart form's monthly budgets (docs/product.md#smart-qualification-form). */
export const smartBudgetOptions = [
  { value: '1000-5000', label: '$1,000-5,000/month', monthly: { minCents: 100_000, maxCents: 500_000 } },
  { value: '5000-15000', label: '$5,000-15,000/month', monthly: { minCents: 500_000, maxCents: 1_500_000 } },
  { value: '15000-50000', label: '$15,000-50,000/month', monthly: { minCents: 1_500_000, maxCents: 5_000_000 } },
  { value: '50000+', label: '$50,000+/month', monthly: { minCents: 5_000_000, maxCents: null } },
] as const satisfies readonly BudgetOption[];
export type SmartBudget = (typeof smartBudgetOptions)[number]['value'];

/** The values of a list of options, typed for z.enum. */
export function optionValues<Value extends string>(options: readonly { value: Value }[]): [Value, ...Value[]] {
  return options.map((option) => option.value) as [Value, ...Value[]];
}

export const leadSourceOptions = ['Google Search', 'Social Media', 'Referral', 'Email', 'Advertisement', 'Website', 'Other'] as const;
export const primaryGoalOptions = ['leads', 'revenue', 'efficiency'] as const;

/**
 * The contact section's Smart Qualification form (docs/product.md#smart-qualification-form). The
 * priority is not a field: the server works it out from the urgency (docs/product.md#smart-lead-priority).
 */
export const smartLeadFormSchema = z.object({
  name: singleLineText('Name is required').min(1, 'Name is required').max(100, 'Name must be less than 100 characters'),
  email: leadEmail,
  company: requiredCompany,
  urgency: z.enum(optionValues(urgencyOptions), 'Please choose how soon you need results'),
  budget: z.enum(optionValues(smartBudgetOptions), 'Please choose one of the budgets').optional(),
  leadSource: z.enum(leadSourceOptions).optional(),
  primaryGoal: z.enum(primaryGoalOptions).optional(),
  challenges: z
    .string('Please describe your challenges')
    .trim()
    .min(1, 'Please describe your challenges')
    .max(1000, 'Challenges must be less than 1000 characters'),
});
export type SmartLeadForm = z.infer<typeof smartLeadFormSchema>;
