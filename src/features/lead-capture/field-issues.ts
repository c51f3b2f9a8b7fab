import type { FieldIssue } from '@shared/field-issue.ts';

export interface MappedIssues<Field extends string> {
  /** The first message for each form field. */
  fields: Partial<Record<Field, string>>;
  /** Messages about fields the form does not have. */
  others: string[];
}

/**
 * Places request issues (server or client) under the form's fields, whose names the request keeps;
 * issues about anything else (the body, the envelope) are collected apart.
 */
export function mapIssuesToFields<Field extends string>(issues: readonly FieldIssue[], formFields: readonly Field[]): MappedIssues<Field> {
  const fields: Partial<Record<Field, string>> = {};
  const others: string[] = [];
  for (const issue of issues) {
    const field = formFields.find((candidate) => candidate === issue.path);
    if (field === undefined) {
      if (!others.includes(issue.message)) others.push(issue.message);
    } else {
      fields[field] ??= issue.message;
    }
  }
  return { fields, others };
}
