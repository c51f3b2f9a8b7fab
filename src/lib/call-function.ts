/**
 * Calls one of the site's edge functions and reads its answer the same way for every form: success
 * with its JSON, the server's field issues (400), or a failure with its status, message and body.
 * supabase-js loads on the first call, so it never weighs on a page's first load.
 */
import type { FieldIssue } from '@shared/field-issue.ts';
import type { SiteFunctionName } from '@shared/submission.ts';

export type FunctionResult =
  /** `data` is the function's JSON answer (submit-lead answers with the stored lead's id). */
  | { ok: true; data?: unknown }
  /** The server refused the input: its field issues (path and message), as the form shows them. */
  | { ok: false; reason: 'invalid'; message: string; issues: FieldIssue[] }
  /**
   * Anything else: network down, server error, rate limit (429, with the server's Retry-After in
   * seconds), a conflict (409, with the field issues the server named). The form keeps what the visitor typed.
   */
  | { ok: false; reason: 'failed'; message: string; status?: number; retryAfterSeconds?: number; issues?: FieldIssue[]; data?: unknown };

function isFieldIssue(value: unknown): value is FieldIssue {
  return typeof value === 'object' && value !== null && 'path' in value && 'message' in value;
}

/** Reads `{ error, issues }` from a function's error answer; null when the body is not that shape. */
async function errorBody(response: unknown): Promise<{ error: string; issues: FieldIssue[]; data: unknown } | null> {
  if (!(response instanceof Response)) return null;
  try {
    const body: unknown = await response.clone().json();
    if (typeof body !== 'object' || body === null) return null;
    const error = 'error' in body && typeof body.error === 'string' ? body.error : response.statusText;
    const issues = 'issues' in body && Array.isArray(body.issues) ? body.issues.filter(isFieldIssue) : [];
    return { error, issues, data: body };
  } catch {
    return null;
  }
}

/** Calls function `name` with `body`; never throws. */
export async function callFunction(name: SiteFunctionName, body: Record<string, unknown>): Promise<FunctionResult> {
  try {
    const { getSupabase } = await import('./supabase');
    const { data, error } = await getSupabase().functions.invoke<unknown>(name, { body });
    if (!error) return { ok: true, data };
    const context: unknown = 'context' in error ? error.context : undefined;
    const parsed = await errorBody(context);
    if (parsed && context instanceof Response && context.status === 400 && parsed.issues.length > 0) {
      return { ok: false, reason: 'invalid', message: parsed.error, issues: parsed.issues };
    }
    const status = context instanceof Response ? context.status : undefined;
    const retryAfter = context instanceof Response && status === 429 ? Number(context.headers.get('retry-after')) : Number.NaN;
    return {
      ok: false,
      reason: 'failed',
      message: parsed?.error ?? error.message,
      ...(status ? { status } : {}),
      ...(Number.isInteger(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
      ...(parsed && parsed.issues.length > 0 ? { issues: parsed.issues } : {}),
      ...(parsed ? { data: parsed.data } : {}),
    };
  } catch (error) {
    return { ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
