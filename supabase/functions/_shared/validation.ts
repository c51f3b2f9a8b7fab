import type { z } from 'zod';
import { errorResponse, type FieldIssue } from './http.ts';

/** Bodies larger than this are refused before parsing: no lead form comes near it. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Each zod issue as `{ path, message }`, the path dotted (`details.budget`), '' for the body itself. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export type Validated<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads the request's JSON body and validates it with `schema`: the data, or the 400 answer with
 * field issues. Malformed JSON, a wrong content type or an oversized body are 4xx, never a 500.
 */
export async function validateJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<Validated<z.output<Schema>>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return { ok: false, response: errorResponse(413, 'Request body is too large') };
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) {
    return { ok: false, response: errorResponse(413, 'Request body is too large') };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, response: errorResponse(400, 'Request body must be JSON', [{ path: '', message: 'Invalid JSON' }]) };
  }
  const result = schema.safeParse(body);
  if (!result.success) return { ok: false, response: errorResponse(400, 'Validation failed', fieldIssues(result.error)) };
  return { ok: true, data: result.data };
}
