import type { FieldIssue } from '@shared/field-issue.ts';
import { sendContactEmailRequestSchema, type SendContactEmailBody, type SendContactEmailRequest } from '@shared/submission.ts';
import { fieldIssues } from '@shared/validation.ts';

export type ValidatedContactLead = { ok: true; request: SendContactEmailBody } | { ok: false; issues: FieldIssue[] };

/**
 * Checks a form's request to send-contact-email with the schema the function applies, before it is
 * sent: the form's own fields under their own names, its source and the envelope
 * (docs/decisions/014-leads-as-data.md). Used by the contact forms and the onboarding wizard.
 */
export function validateContactLead(request: SendContactEmailRequest): ValidatedContactLead {
  const result = sendContactEmailRequestSchema.safeParse(request);
  return result.success ? { ok: true, request: result.data } : { ok: false, issues: fieldIssues(result.error) };
}
