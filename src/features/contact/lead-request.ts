import type { FieldIssue } from '@shared/http.ts';
import {
  leadRequestSchema,
  type Challenge,
  type ConsultationForm,
  type LeadRequest,
  type StandardLeadForm,
} from '@shared/schemas.ts';
import { splitName } from '@shared/smart-lead.ts';
import { fieldIssues } from '@shared/validation.ts';
import type { z } from 'zod';

/** What the forms hand to leadRequestSchema, before its trimming and lower-casing. */
export type LeadRequestInput = z.input<typeof leadRequestSchema>;

/** The standard form's fixed hidden values (spec 1 §3). */
export const STANDARD_LAST_NAME = 'Contact';
export const STANDARD_COMPANY = 'N/A';
/** The lead request needs a company; the consultation form's is optional. */
export const CONSULTATION_COMPANY_FALLBACK = 'Not provided';

const GOALS_MAX_LENGTH = 1000;

/**
 * The standard form's goals. Spec 1 §3 sends the chosen challenge as it is, but the lead request
 * needs at least 10 characters and "Other" has 5: a sentence around it passes for every option.
 */
export function standardLeadGoals(challenge: Challenge): string {
  return `Biggest challenge: ${challenge}`;
}

/** The standard form as the lead request of spec 1 §7 (firstName is the whole name). */
export function standardLeadRequest(form: StandardLeadForm): LeadRequestInput {
  return {
    firstName: form.name,
    lastName: STANDARD_LAST_NAME,
    email: form.email,
    company: STANDARD_COMPANY,
    phone: form.phone,
    goals: standardLeadGoals(form.goals),
    ...(form.recommendedService ? { recommendedService: form.recommendedService } : {}),
  };
}

/**
 * The consultation's phone and message as one goals text (spec 1 §7), after the service page it came
 * from so the team knows what to prepare; the message is shortened to fit 1000 characters.
 */
export function consultationGoals(serviceTitle: string, phone: string, message: string | undefined): string {
  const head = `Service: ${serviceTitle}\nPhone: ${phone}\nMessage: `;
  const text = message?.trim() || 'None';
  const room = GOALS_MAX_LENGTH - head.length;
  return head + (text.length <= room ? text : `${text.slice(0, room - 1).trimEnd()}…`);
}

/**
 * The service page's consultation as a lead request (spec 1 §7): the first word as firstName, the
 * rest as lastName. A one-word name gets "Lead" as its last name, as the smart form does, so a
 * visitor is never told about a last-name field the form does not have.
 */
export function consultationLeadRequest(form: ConsultationForm, serviceTitle: string): LeadRequestInput {
  return {
    ...splitName(form.name),
    email: form.email,
    company: form.company || CONSULTATION_COMPANY_FALLBACK,
    budget: '',
    goals: consultationGoals(serviceTitle, form.phone, form.message),
  };
}

export type ValidatedLeadRequest = { ok: true; request: LeadRequest } | { ok: false; issues: FieldIssue[] };

/** Checks a lead request with the server's schema before it is sent (spec 1 §7: "validated first"). */
export function validateLeadRequest(request: LeadRequestInput): ValidatedLeadRequest {
  const result = leadRequestSchema.safeParse(request);
  return result.success ? { ok: true, request: result.data } : { ok: false, issues: fieldIssues(result.error) };
}

export interface MappedIssues<Field extends string> {
  /** The first message for each form field. */
  fields: Partial<Record<Field, string>>;
  /** Messages about fields the form does not have. */
  others: string[];
}

/** Places lead-request issues (server or client) under the form fields they came from. */
export function mapIssuesToFields<Field extends string>(
  issues: readonly FieldIssue[],
  fieldFor: Readonly<Partial<Record<string, Field>>>,
): MappedIssues<Field> {
  const fields: Partial<Record<Field, string>> = {};
  const others: string[] = [];
  for (const issue of issues) {
    const field = fieldFor[issue.path];
    if (field === undefined) {
      if (!others.includes(issue.message)) others.push(issue.message);
    } else {
      fields[field] ??= issue.message;
    }
  }
  return { fields, others };
}

/**
 * The e-mail provider's refusal to send from an unverified domain (Resend: "The example.com domain is
 * not verified…"). The lead was stored before the e-mail failed, so the form treats it as received.
 */
export function isDomainVerificationError(message: string): boolean {
  return /\bdomains?\b/i.test(message) && /verif/i.test(message);
}
