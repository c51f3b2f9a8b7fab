import type { z } from 'zod';
import type { FieldIssue } from './field-issue.ts';

/**
 * What makes a request body's text unusable, whoever checks it: the size limit, the messages, and the strings
 * PostgreSQL cannot store. The functions read bodies with infra/request-body.ts; the site maps issues with
 * fieldIssues.
 */

/** Bodies larger than this are refused before parsing: no lead form comes near it. */
export const MAX_BODY_BYTES = 64 * 1024;

export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large';
export const INVALID_JSON_ERROR = 'Request body must be JSON';
export const INVALID_JSON_ISSUE: FieldIssue = { path: '', message: 'Invalid JSON' };
export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';
export const UNPAIRED_SURROGATE_MESSAGE = 'Text must be valid Unicode (no unpaired surrogates)';
export const FIELD_NAME_MESSAGE = 'Field names must not contain NUL characters or unpaired surrogates';
/** A body full of bad strings needs no more than this many issues to be understood. */
export const MAX_TEXT_ISSUES = 20;

/** Each zod issue as `{ path, message }`, the path dotted (`details.budget`), '' for the body itself. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one. Written
// without the u flag on purpose: it must see UTF-16 code units, not code points.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNPAIRED_SURROGATES = new RegExp(UNPAIRED_SURROGATE.source, 'g');

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_CHARACTER_MESSAGE;
  if (UNPAIRED_SURROGATE.test(text)) return UNPAIRED_SURROGATE_MESSAGE;
  return null;
}

/** A path segment safe to echo: the bad characters of a bad key become U+FFFD. */
function printableSegment(segment: string): string {
  return segment.replaceAll('\u0000', '\uFFFD').replace(UNPAIRED_SURROGATES, '\uFFFD');
}

interface Visit {
  value: unknown;
  parent: Visit | null;
  key: string;
}

function pathOf(visit: Visit | null): string {
  const segments: string[] = [];
  for (let at = visit; at?.parent; at = at.parent) segments.push(printableSegment(at.key));
  return segments.reverse().join('.');
}

/**
 * The strings in a parsed JSON body, keys included, that PostgreSQL cannot store as text or jsonb:
 * a NUL character, or an unpaired surrogate (JSON.parse accepts "\\u0000" and "\\ud800"). Such a body
 * would otherwise pass the schema and fail in the database as a 5xx. Iterative, because a hostile
 * body may nest thousands of levels deep.
 */
export function textIssues(body: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const pending: Visit[] = [{ value: body, parent: null, key: '' }];
  while (pending.length > 0 && issues.length < MAX_TEXT_ISSUES) {
    const visit = pending.pop() as Visit;
    const { value } = visit;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) issues.push({ path: pathOf(visit), message: problem });
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) pending.push({ value: value[index], parent: visit, key: String(index) });
    } else if (typeof value === 'object' && value !== null) {
      const keys = Object.keys(value);
      for (const key of keys) {
        if (textProblem(key)) issues.push({ path: pathOf(visit), message: FIELD_NAME_MESSAGE });
      }
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const key = keys[index] as string;
        pending.push({ value: (value as Record<string, unknown>)[key], parent: visit, key });
      }
    }
  }
  return issues.slice(0, MAX_TEXT_ISSUES);
}
