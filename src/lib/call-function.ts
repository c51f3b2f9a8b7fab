/**
 * Calls one of the site's edge functions and reads its answer the same way for every form: success
 * with its JSON, the server's field issues (400), or a failure with its status, message and body.
 * A plain fetch with the publishable key, as supabase-js's functions.invoke sends it for a visitor who
 * is not signed in: a form's first submission, or /manage-booking's first look, does not download
 * supabase-js. The environment (with its checks) loads on the first call.
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

/** The answer's JSON, or null when it has none (204, an empty or non-JSON body). */
async function jsonOf(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** POSTs JSON to a path of the Supabase project with the publishable key (no session). */
async function postToProject(path: string, body: Record<string, unknown>): Promise<Response> {
  const { env } = await import('./env');
  return fetch(`${env.VITE_SUPABASE_URL}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: env.VITE_SUPABASE_PUBLISHABLE_KEY,
      Authorization: `Bearer ${env.VITE_SUPABASE_PUBLISHABLE_KEY}`,
    },
    body: JSON.stringify(body),
  });
}

/** Calls function `name` with `body`; never throws. */
export async function callFunction(name: SiteFunctionName, body: Record<string, unknown>): Promise<FunctionResult> {
  let response: Response;
  try {
    response = await postToProject(`/functions/v1/${name}`, body);
  } catch (error) {
    return { ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  return functionResultOf(response);
}

/** A function's answer as the forms read it (the dashboard reads its own calls' answers with it too). */
export async function functionResultOf(response: Response): Promise<FunctionResult> {
  const data = await jsonOf(response);
  if (response.ok) return { ok: true, data };

  const answer = typeof data === 'object' && data !== null ? data : {};
  const message = 'error' in answer && typeof answer.error === 'string' ? answer.error : response.statusText || `status ${response.status}`;
  const issues = 'issues' in answer && Array.isArray(answer.issues) ? answer.issues.filter(isFieldIssue) : [];
  if (response.status === 400 && issues.length > 0) return { ok: false, reason: 'invalid', message, issues };
  const retryAfter = response.status === 429 ? Number(response.headers.get('retry-after')) : Number.NaN;
  return {
    ok: false,
    reason: 'failed',
    message,
    status: response.status,
    ...(Number.isInteger(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    ...(issues.length > 0 ? { issues } : {}),
    ...(data !== null ? { data } : {}),
  };
}
