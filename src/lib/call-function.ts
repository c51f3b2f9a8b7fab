/**
 * Calls one of the site's edge functions and reads its answer the same way for every caller: success
 * with its answer, checked against the function's answer schema (@shared/function-answers.ts), the
 * server's field issues (400), or a failure with its status, message and, for a 409 the page reads, its
 * checked body. An answer that is not the shape its schema says is a failure like a bad status.
 * A plain fetch with the publishable key, as supabase-js's functions.invoke sends it for a visitor who
 * is not signed in: a form's first submission, or /manage-booking's first look, does not download
 * supabase-js. The environment (with its checks) loads on the first call, the schemas (with zod) when
 * the first answer to check arrives, so no first visit carries them, not even one whose call fails
 * (docs/decisions/032-typed-answers-and-visitor-queries.md).
 */
import type { FieldIssue } from '@shared/field-issue.ts';
import type * as FunctionAnswers from '@shared/function-answers.ts';
import type { AnswerOf, AnsweringFunctionName, RefusalOf } from '@shared/function-answers.ts';
import type { ZodType } from 'zod';

export type { AnswerOf, AnsweringFunctionName };

export type FunctionResult<Name extends AnsweringFunctionName = AnsweringFunctionName> =
  /** `data` is the function's answer, as its schema says (submit-lead's carries the stored lead's id). */
  | { ok: true; data: AnswerOf<Name> }
  /** The server refused the input: its field issues (path and message), as the form shows them. */
  | { ok: false; reason: 'invalid'; message: string; issues: FieldIssue[] }
  /**
   * Anything else: network down, server error, an answer of the wrong shape, a rate limit (429, with the
   * server's Retry-After in seconds), a conflict (409, with the field issues the server named, and for a
   * function whose 409 a page reads, its body as `data`). The form keeps what the visitor typed.
   */
  | { ok: false; reason: 'failed'; message: string; status?: number; retryAfterSeconds?: number; issues?: FieldIssue[]; data?: RefusalOf<Name> };

/** The failure's message when an answer is not what its schema says (or its schemas could not be loaded). */
export const UNREADABLE_ANSWER_MESSAGE = 'The answer could not be read.';

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

let answerSchemas: Promise<typeof FunctionAnswers> | undefined;

/** The answer schemas' module, downloaded once; a failed download is tried again on the next call. */
function loadAnswerSchemas(): Promise<typeof FunctionAnswers> {
  answerSchemas ??= import('@shared/function-answers.ts').catch((error: unknown) => {
    answerSchemas = undefined;
    throw error;
  });
  return answerSchemas;
}

/**
 * `data` read by the schema of `name`'s answer or refusal, or undefined when it is not that shape. The
 * schema module loads on the first check; a failed download reads as a wrong shape, never a throw.
 */
async function checked<Name extends AnsweringFunctionName, Kind extends 'answer' | 'refusal'>(
  name: Name,
  kind: Kind,
  data: unknown,
): Promise<(Kind extends 'answer' ? AnswerOf<Name> : RefusalOf<Name>) | undefined> {
  try {
    const { functionAnswers } = await loadAnswerSchemas();
    const schemas: { answer: ZodType; refusal?: ZodType } = functionAnswers[name];
    const parsed = schemas[kind]?.safeParse(data);
    return parsed?.success ? (parsed.data as Kind extends 'answer' ? AnswerOf<Name> : RefusalOf<Name>) : undefined;
  } catch {
    return undefined;
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
export async function callFunction<Name extends AnsweringFunctionName>(name: Name, body: Record<string, unknown>): Promise<FunctionResult<Name>> {
  let response: Response;
  try {
    response = await postToProject(`/functions/v1/${name}`, body);
  } catch (error) {
    return { ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  return functionResultOf(name, response);
}

/** A success's body as `name`'s answer, or a failure when it is not that shape (for a client that read the body itself: supabase-js's invoke). */
export async function answerResultOf<Name extends AnsweringFunctionName>(name: Name, data: unknown, status?: number): Promise<FunctionResult<Name>> {
  const answer = await checked(name, 'answer', data);
  if (answer !== undefined) return { ok: true, data: answer };
  return { ok: false, reason: 'failed', message: UNREADABLE_ANSWER_MESSAGE, ...(status === undefined ? {} : { status }) };
}

/** Function `name`'s answer as the forms read it (the dashboard reads its own calls' answers with it too). */
export async function functionResultOf<Name extends AnsweringFunctionName>(name: Name, response: Response): Promise<FunctionResult<Name>> {
  const data = await jsonOf(response);
  if (response.ok) return answerResultOf(name, data, response.status);

  const answer = typeof data === 'object' && data !== null ? data : {};
  const message = 'error' in answer && typeof answer.error === 'string' ? answer.error : response.statusText || `status ${response.status}`;
  const issues = 'issues' in answer && Array.isArray(answer.issues) ? answer.issues.filter(isFieldIssue) : [];
  if (response.status === 400 && issues.length > 0) return { ok: false, reason: 'invalid', message, issues };
  const retryAfter = response.status === 429 ? Number(response.headers.get('retry-after')) : Number.NaN;
  const refusal = response.status === 409 ? await checked(name, 'refusal', data) : undefined;
  return {
    ok: false,
    reason: 'failed',
    message,
    status: response.status,
    ...(Number.isInteger(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    ...(issues.length > 0 ? { issues } : {}),
    ...(refusal !== undefined ? { data: refusal } : {}),
  };
}
