import type { FieldIssue } from '@shared/field-issue.ts';
import { resourceDownloadSchema, type ResourceDownload } from '@shared/schemas.ts';

/** The guide form's fields, in the order they are checked (email before name). */
export const guideFormFields = ['email', 'name', 'phone', 'company'] as const;
export type GuideFormField = (typeof guideFormFields)[number];
export type GuideFormValues = Record<GuideFormField, string>;
export type GuideFormErrors = Partial<Record<GuideFormField, string>>;

export const emptyGuideForm: GuideFormValues = { email: '', name: '', phone: '', company: '' };

/** The payload of submit-resource-download, optional fields sent as typed ('' when blank). */
export type GuideRequest = Required<Pick<ResourceDownload, 'email' | 'name' | 'resource_type'>> & { phone: string; company: string };

export type GuideRequestCheck =
  | { ok: true; request: GuideRequest }
  | { ok: false; errors: GuideFormErrors; firstInvalid: GuideFormField };

function isGuideFormField(path: string): path is GuideFormField {
  return (guideFormFields as readonly string[]).includes(path);
}

/** The first message per field, keyed by field; issues about anything else are left out. */
export function guideFormErrors(issues: readonly FieldIssue[]): GuideFormErrors {
  const errors: GuideFormErrors = {};
  for (const { path, message } of issues) {
    if (isGuideFormField(path)) errors[path] ??= message;
  }
  return errors;
}

/** The field to focus: the first one with an error, in the order they are checked. */
export function firstInvalidField(errors: GuideFormErrors): GuideFormField | undefined {
  return guideFormFields.find((field) => errors[field] !== undefined);
}

/**
 * Checks the shared form for one guide with the schema the server uses, so the visitor meets the
 * same messages in the same order (email first); the request carries the guide's title as resource_type.
 */
export function checkGuideRequest(values: GuideFormValues, guideTitle: string): GuideRequestCheck {
  const result = resourceDownloadSchema.safeParse({ ...values, resource_type: guideTitle });
  if (result.success) {
    const { email, name, phone = '', company = '', resource_type } = result.data;
    return { ok: true, request: { email, name, phone, company, resource_type } };
  }
  const errors = guideFormErrors(result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));
  const firstInvalid = firstInvalidField(errors);
  // resource_type comes from our own content; a bad one is a bug, not something the visitor can fix.
  if (!firstInvalid) throw new Error(`Invalid guide title: ${guideTitle}`);
  return { ok: false, errors, firstInvalid };
}
